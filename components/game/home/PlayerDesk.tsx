'use client';

import { deferredPart } from '@/components/ui/deferred-part';
import { TermHelp } from '@/components/game/guide/TermHelp';
import Link from 'next/link';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { Delta, Money, Stat, StatGrid } from '@/components/ui/Numbers';
import { SkeletonText } from '@/components/ui/Skeleton';
import { TurnCountdown } from '@/components/core/status/TurnCountdown';
import { formatCountdown, formatNumber } from '@/lib/platform/browser/format';
import { useNow } from '@/components/core/status/use-now';
import type { Desk, DeskClock, DeskPlayer } from '@/lib/systems/game/desk/get-desk';
import type { Onboarding } from '@/lib/systems/game/onboarding/onboarding';
import { CardLink, LiveBadge } from './desk-parts';
import { CareerGoals } from './CareerGoals';

// The fundraising button, the first day's checklist (new characters only), what changed since the last
// turn and the world's summary at the desk's foot load just after the page's own code (docs/ui.md,
// "First-load JavaScript"); the server renders them in place.
const SinceLastTurn = deferredPart(() => import('./SinceLastTurn').then((m) => m.SinceLastTurn));
const FundraiseButton = deferredPart(() =>
  import('@/components/core/civic/FundraiseButton').then((m) => m.FundraiseButton),
);
const WorldNow = deferredPart(() => import('./GuestLanding').then((m) => m.WorldNow));
const FirstDayChecklist = deferredPart(() => import('./FirstDayChecklist').then((m) => m.FirstDayChecklist));

/** Deadlines from the player's decisions, races and bills, soonest first (a decision before the rest). */
function deadlines(player: DeskPlayer) {
  const items = [
    ...player.nextSteps
      .filter((step) => step.kind === 'decision' && step.deadlineTurn !== undefined)
      .map((step) => ({
        key: `decision-${step.href}`,
        turn: step.deadlineTurn!,
        text: `${step.label}: decide by turn ${step.deadlineTurn}`,
        href: step.href,
      })),
    ...player.sinceLastTurn.races
      .filter((race) => race.status !== 'closed')
      .map((race) => ({
        key: `race-${race.id}`,
        turn: race.endTurn,
        text: `${race.title}: counted at turn ${race.endTurn}`,
        href: `/elections/${race.id}`,
      })),
    ...[...player.billsToVote, ...player.sinceLastTurn.bills.filter((bill) => bill.status === 'pending')].map(
      (bill) => ({
        key: `bill-${bill.id}`,
        turn: bill.votingEndsTurn,
        text: `${bill.title}: voting closes turn ${bill.votingEndsTurn}`,
        href: `/legislation/${bill.id}`,
      }),
    ),
  ];
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.key) && seen.add(item.key)).sort((a, b) => a.turn - b.turn);
}

/** The signed-in player's home: character card, next steps, what changed since last turn, deadlines. */
export function PlayerDesk({
  desk,
  onTurnDue,
  onboarding,
}: {
  desk: Desk | undefined;
  onTurnDue: () => void;
  /** The first-day checklist as the server read it, for the first HTML. */
  onboarding?: Onboarding;
}) {
  if (!desk?.player) return <SkeletonText lines={6} label="Loading your desk…" />;
  const player = desk.player;
  const character = player.character;
  const steps = player.nextSteps;
  const due = deadlines(player);
  return (
    <>
      <h1>{character ? character.name : 'Your desk'}</h1>
      {desk.clock && (
        <div className="mb-4 flex flex-wrap items-baseline gap-x-3 text-muted">
          <span>
            Turn {desk.clock.currentTurn} ({desk.clock.gameDateLabel})
          </span>
          <TurnCountdown
            clock={{ gameStatus: desk.clock.status, nextTurnAt: desk.clock.nextTurnAt }}
            onTurnDue={onTurnDue}
          />
          <LiveBadge />
        </div>
      )}

      {character && (
        <Card
          title="Your character"
          aria-label="Your character"
          actions={<CardLink href={character.profileUrl}>Profile</CardLink>}
        >
          <p className="mt-0">
            {character.office} in {character.stateName} ·{' '}
            {character.party ? (
              <Link href={`/countries/${character.countryId}/parties/${character.party.id}`}>
                {character.party.name}
              </Link>
            ) : (
              'No party'
            )}
          </p>
          <StatGrid>
            <Stat
              label="Campaign funds"
              value={<Money amount={character.funds} currency={character.currencyCode} />}
            />
            <Stat
              label="Cash on hand"
              value={<Money amount={character.cashOnHand} currency={character.currencyCode} />}
            />
            <Stat
              label={
                <>
                  Political influence
                  <TermHelp term="influence" />
                </>
              }
              value={formatNumber(character.politicalInfluence, 1)}
            />
            <Stat
              label={
                <>
                  Favorability
                  <TermHelp term="favorability" />
                </>
              }
              value={`${formatNumber(character.favorability, 0)} / 100`}
            />
            <Stat
              label="Actions"
              value={`${character.actions} / ${character.actionsCap}`}
              note={
                <ActionsRefill
                  perTurn={character.actionsPerTurn}
                  full={character.actions >= character.actionsCap}
                  clock={desk.clock}
                />
              }
            />
          </StatGrid>
          {character.balances.filter((b) => !b.isHome).length > 0 && (
            <p className="text-sm">
              Other currencies:{' '}
              {character.balances
                .filter((b) => !b.isHome)
                .map((b, index) => (
                  <span key={b.currencyCode}>
                    {index > 0 ? ', ' : ''}
                    <Money amount={b.amount} currency={b.currencyCode} />
                  </span>
                ))}
            </p>
          )}
          <div id="fundraise" className="scroll-mt-20">
            <FundraiseButton currencyCode={character.currencyCode} />
          </div>
        </Card>
      )}

      {character && <FirstDayChecklist initial={onboarding} />}

      <Card title="Next steps" aria-label="Next steps">
        {steps.length === 0 ? (
          <p className="m-0 text-muted">Nothing waits for you this turn. Campaign, trade or read the news.</p>
        ) : (
          <ul className="m-0 flex list-none flex-col gap-3 p-0">
            {steps.map((step) => (
              <li
                key={`${step.kind}:${step.href}`}
                className="flex flex-wrap items-center justify-between gap-2"
              >
                <span className="min-w-0">
                  <strong className="block break-words">{step.label}</strong>
                  <span className="text-sm text-muted">{step.detail}</span>
                </span>
                <Button asChild variant={step === steps[0] ? 'primary' : 'secondary'}>
                  <Link href={step.href}>{step.action}</Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <CareerGoals milestones={player.milestones} />

      {character && (
        <div className="grid gap-4 md:grid-cols-2">
          <Card title="Since last turn" aria-label="Since last turn">
            <SinceLastTurn player={player} />
          </Card>
          <Card title="Deadlines" aria-label="Deadlines">
            {due.length === 0 ? (
              <p className="m-0 text-muted">
                No deadlines: you are not standing and have no bill or decision waiting.
              </p>
            ) : (
              <ul className="m-0 flex list-none flex-col gap-2 p-0">
                {due.map((item) => (
                  <li key={item.key}>
                    <Link href={item.href}>{item.text}</Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}

      {player.corporations.length > 0 && (
        <Card title="Your corporations">
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {player.corporations.map((k) => (
              <li key={k.sequentialId} className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="min-w-0 break-words">
                  <Link href={`/corporations/${k.sequentialId}`}>
                    {k.name} ({k.tickerSymbol})
                  </Link>
                </span>
                <span className="flex flex-wrap gap-2">
                  <Money amount={k.sharePrice} currency={k.currencyCode} />
                  <Delta value={k.previousSharePrice > 0 ? k.sharePrice / k.previousSharePrice - 1 : 0} />
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}

      {!character && (
        <EmptyState title="The world goes on without you">
          Create a character to run for office, trade and build a party.
        </EmptyState>
      )}
      <WorldNow desk={desk} />
    </>
  );
}

/** When the next actions arrive: "+10 in 3:12", ticking; "full" at the cap. */
function ActionsRefill({
  perTurn,
  full,
  clock,
}: {
  perTurn: number;
  full: boolean;
  clock: DeskClock | null;
}) {
  const target = clock?.status === 'active' && clock.nextTurnAt ? Date.parse(clock.nextTurnAt) : null;
  const now = useNow(1000, target !== null && !full);
  if (full) return <span className="text-muted">Full: spend some before the next turn</span>;
  if (target === null) return <span className="text-muted">+{perTurn} at the next turn</span>;
  // The server's clock and the browser's differ by a moment: the next tick sets the browser's.
  return (
    <span className="text-muted" suppressHydrationWarning>
      {`+${perTurn} in ${formatCountdown(target - now)}`}
    </span>
  );
}
