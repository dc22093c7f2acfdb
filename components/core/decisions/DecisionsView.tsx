'use client';

import { useState } from 'react';
import { useHydrated } from '@/components/ui/ClientOnly';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { SkeletonText } from '@/components/ui/Skeleton';
import { toast } from '@/components/ui/Toaster';
import { formatDateTime } from '@/lib/platform/browser/format';
import {
  decide,
  useMyDecisions,
  type DecisionView,
  type MyDecisions,
} from '@/lib/systems/game/browser/decisions';

const SOURCE_LABELS: Record<DecisionView['source'], string> = {
  world_event: 'Event',
  conflict: 'War',
  organization: 'International vote',
  corporation: 'Corporation',
  party: 'Party',
  career: 'Career',
  sovereign: 'Debt crisis',
};

const DECIDED_BY: Record<NonNullable<DecisionView['decidedBy']>, string> = {
  player: 'You chose',
  npc: 'Decided',
  default: 'Decided by default',
};

const errorText = (caught: unknown) => (caught instanceof Error ? caught.message : 'Something went wrong.');

function Deadline({ decision, currentTurn }: { decision: DecisionView; currentTurn: number }) {
  const turns = decision.closesTurn - currentTurn;
  const when = turns <= 0 ? 'this turn' : turns === 1 ? 'in 1 turn' : `in ${turns} turns`;
  return (
    <span>
      Decide {when} (turn {decision.closesTurn}), not before {formatDateTime(decision.closesAt)}
    </span>
  );
}

function OpenDecision({ decision, currentTurn }: { decision: DecisionView; currentTurn: number }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const choose = async (option: string) => {
    setBusy(option);
    setError(null);
    try {
      await decide(decision.id, option);
      toast('Decision made. It takes effect next turn.', 'success');
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(null);
    }
  };
  return (
    <li id={`decision-${decision.id}`} className="mb-4 list-none" data-testid="open-decision">
      <Card title={decision.title} titleLevel={3}>
        <p className="mt-0 flex flex-wrap items-center gap-2 text-sm text-muted">
          <Badge tone="accent">{SOURCE_LABELS[decision.source]}</Badge>
          <Deadline decision={decision} currentTurn={currentTurn} />
        </p>
        <p>{decision.body}</p>
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {decision.options.map((option) => (
            <li key={option.key} className="rounded-md border border-border p-3">
              <p className="m-0 font-semibold">
                {option.label}
                {option.key === decision.defaultOption && (
                  <Badge className="ml-2" tone="neutral">
                    Default
                  </Badge>
                )}
              </p>
              <p className="mt-1 mb-2 text-sm text-muted">{option.consequences}</p>
              <Button size="sm" disabled={busy !== null || !hydrated} onClick={() => void choose(option.key)}>
                {busy === option.key ? 'Deciding…' : `Choose: ${option.label}`}
              </Button>
            </li>
          ))}
        </ul>
        <ErrorAlert message={error} />
      </Card>
    </li>
  );
}

function RecentDecision({ decision }: { decision: DecisionView }) {
  const chosen = decision.options.find((o) => o.key === decision.chosenOption);
  return (
    <li className="border-b border-border py-3 last:border-b-0" data-testid="recent-decision">
      <p className="m-0 font-semibold">{decision.title}</p>
      <p className="m-0 text-sm text-muted">
        {decision.decidedBy ? DECIDED_BY[decision.decidedBy] : 'Decided'}: {chosen?.label ?? '—'} · turn{' '}
        {decision.decidedTurn}
      </p>
      {chosen && <p className="m-0 text-sm text-muted">{chosen.consequences}</p>}
    </li>
  );
}

/** The player's decisions: the open ones first by deadline, then the recent outcomes. */
export function DecisionsView({ initial }: { initial?: MyDecisions }) {
  // On data, not SWR's isLoading: isLoading ignores the server-rendered fallback.
  const { data, error } = useMyDecisions(initial);
  if (error && !data) return <ErrorAlert message={error.message} />;
  if (!data) return <SkeletonText label="Loading decisions…" />;
  return (
    <>
      <section aria-labelledby="open-decisions">
        <h2 id="open-decisions">To decide</h2>
        {data.open.length === 0 ? (
          <EmptyState title="Nothing to decide right now">
            Events, wars, votes abroad and the offers of a career put choices to you; they appear here with
            their deadlines.
          </EmptyState>
        ) : (
          <ul className="m-0 p-0">
            {data.open.map((d) => (
              <OpenDecision key={d.id} decision={d} currentTurn={data.currentTurn} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="recent-decisions">
        <h2 id="recent-decisions">Recent outcomes</h2>
        {data.recent.length === 0 ? (
          <p className="text-muted">No decisions made yet.</p>
        ) : (
          <ul className="m-0 list-none p-0">
            {data.recent.map((d) => (
              <RecentDecision key={d.id} decision={d} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
