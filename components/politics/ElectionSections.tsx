'use client';

// The race's debates and endorsements, loaded just after the page's own code (docs/ui.md, "First-load
// JavaScript"): the server renders them into the first HTML, the browser hydrates them when they land.
import { useState } from 'react';
import type { ElectionPage } from '@/lib/systems/politics/elections/get-election-page';
import { ActionButton } from '@/components/ui/Button';
import { Field, Input } from '@/components/ui/Field';
import { formatCount, formatInteger, formatMoney } from '@/lib/platform/browser/format';
import {
  CAMPAIGN_ACTION_COST,
  DEBATE_ACCEPT_ACTION_COST,
  DEBATE_DECLINE_FAVORABILITY,
  ENDORSE_ACTION_COST,
  ENDORSE_INFLUENCE_COST,
  FILE_CANDIDACY_ACTION_COST,
} from '@/lib/systems/politics/elections/constants';
import { Select } from '@/components/ui/Select';
import { Table } from '@/components/ui/Table';
import { shortOfActions } from './election-words';

const DEBATE_STATUS: Record<string, string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted: held at the end of the turn',
  declined: 'Declined',
  held: 'Held',
  lapsed: 'Lapsed with the race',
};

/** The race's debates, and the viewer's answer to a challenge addressed to them. */
export function DebatesSection({
  page,
  busy,
  onAnswer,
}: {
  page: ElectionPage;
  busy: boolean;
  onAnswer: (body: unknown, done: string) => Promise<void>;
}) {
  const debates = page.debates ?? [];
  const viewer = page.viewer;
  const mine = debates.filter((d) => d.status === 'pending' && d.rivalId === viewer?.characterId);
  if (debates.length === 0) return null;
  return (
    <section aria-labelledby="debates-heading">
      <h2 id="debates-heading">Debates</h2>
      {viewer &&
        mine.map((d) => (
          <div key={d.id} className="card mb-3" data-testid="debate-challenge">
            <p className="m-0">
              {d.challengerName} challenges you to a debate. Answer by turn {d.closesTurn}; unanswered, it
              counts as declined.
            </p>
            <div className="mt-2 flex flex-wrap items-end gap-3">
              <ActionButton
                disabled={busy}
                cost={formatCount(DEBATE_ACCEPT_ACTION_COST, 'action')}
                disabledReason={
                  viewer.actions < DEBATE_ACCEPT_ACTION_COST ? shortOfActions(viewer.actions) : null
                }
                onClick={() =>
                  onAnswer(
                    { debateId: d.id, answer: 'accept' },
                    'You accepted: the debate is held this turn.',
                  )
                }
              >
                Accept
              </ActionButton>
              <ActionButton
                variant="danger"
                disabled={busy}
                cost={`${formatInteger(DEBATE_DECLINE_FAVORABILITY, 'en-US')} favorability`}
                onClick={() =>
                  onAnswer(
                    { debateId: d.id, answer: 'decline' },
                    `You declined, and lost ${DEBATE_DECLINE_FAVORABILITY} favorability.`,
                  )
                }
              >
                Decline
              </ActionButton>
            </div>
          </div>
        ))}
      <Table label="Debates">
        <caption className="caption">Challenges in this race, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Challenger</th>
            <th scope="col">Rival</th>
            <th scope="col">Turn</th>
            <th scope="col">Status</th>
            <th scope="col">Winner</th>
          </tr>
        </thead>
        <tbody>
          {debates.map((d) => (
            <tr key={d.id} data-testid="debate-line">
              <th scope="row">{d.challengerName}</th>
              <td>{d.rivalName}</td>
              <td className="numeric">{d.heldTurn ?? d.issuedTurn}</td>
              <td>
                {DEBATE_STATUS[d.status] ?? d.status}
                {d.status === 'declined'
                  ? ` (${d.rivalName} lost ${DEBATE_DECLINE_FAVORABILITY} favorability)`
                  : ''}
              </td>
              <td>{d.winnerName ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

/** Endorsements in the race, and the form for an office holder or party leader who has not endorsed yet. */
export function EndorsementsSection({
  page,
  busy,
  onEndorse,
}: {
  page: ElectionPage;
  busy: boolean;
  onEndorse: (body: unknown, done: string) => Promise<void>;
}) {
  const endorsements = page.endorsements ?? [];
  const viewer = page.viewer;
  const decided = Boolean(page.votes);
  const choices = page.candidates.filter(
    (c) => !c.eliminatedInPrimary && c.characterId !== viewer?.characterId,
  );
  const askedBy = viewer?.askedBy ?? [];
  const [candidateId, setCandidateId] = useState(askedBy[0]?.candidateId ?? choices[0]?.characterId ?? '');
  const canOffer = viewer?.hasCharacter && !decided && choices.length > 0;
  if (endorsements.length === 0 && !canOffer) return null;
  const reason = !viewer
    ? null
    : !viewer.endorserStanding
      ? 'Only office holders and party leaders can endorse.'
      : viewer.isCandidate
        ? 'You stand in this race.'
        : viewer.endorsedHere
          ? 'You have endorsed in this race.'
          : viewer.actions < ENDORSE_ACTION_COST
            ? shortOfActions(viewer.actions)
            : viewer.politicalInfluence < ENDORSE_INFLUENCE_COST
              ? `You have ${formatInteger(Math.floor(viewer.politicalInfluence), 'en-US')} political influence.`
              : null;
  const name = choices.find((c) => c.characterId === candidateId)?.characterName ?? 'the candidate';
  return (
    <section aria-labelledby="endorsements-heading">
      <h2 id="endorsements-heading">Endorsements</h2>
      {endorsements.length > 0 ? (
        <ul data-testid="endorsements">
          {endorsements.map((e) => (
            <li key={`${e.endorserName}-${e.candidateId}`}>
              {e.endorserName} ({e.standing}) endorsed {e.candidateName} at turn {e.turn}.
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Nobody has endorsed a candidate in this race yet.</p>
      )}
      {canOffer && askedBy.length > 0 && (
        <div data-testid="endorsement-asks" className="mb-3 rounded-lg border border-accent p-3">
          <p className="m-0 font-semibold">
            {askedBy.length === 1 ? 'A candidate asks' : 'Candidates ask'} for your endorsement
          </p>
          <ul className="m-0 mt-2 flex list-none flex-col gap-2 p-0">
            {askedBy.map((a) => (
              <li key={a.candidateId} className="flex flex-wrap items-center gap-3">
                <span>
                  {a.name} asked at turn {a.turn}.
                </span>
                <ActionButton
                  disabled={busy}
                  cost={`${formatCount(ENDORSE_ACTION_COST, 'action')} and ${formatInteger(ENDORSE_INFLUENCE_COST, 'en-US')} influence`}
                  disabledReason={reason}
                  onClick={() => onEndorse({ candidateId: a.candidateId }, `You endorsed ${a.name}.`)}
                >
                  Endorse {a.name}
                </ActionButton>
              </li>
            ))}
          </ul>
          <p className="muted m-0 mt-2 text-sm">Or endorse someone else below, or let the ask pass.</p>
        </div>
      )}
      {canOffer && (
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Candidate to endorse" className="max-w-xs">
            <Select
              value={candidateId}
              onValueChange={setCandidateId}
              options={choices.map((c) => ({ value: c.characterId, label: c.characterName }))}
            />
          </Field>
          <ActionButton
            disabled={busy}
            cost={`${formatCount(ENDORSE_ACTION_COST, 'action')} and ${formatInteger(ENDORSE_INFLUENCE_COST, 'en-US')} influence`}
            disabledReason={reason}
            onClick={() => onEndorse({ candidateId }, `You endorsed ${name}.`)}
          >
            Endorse
          </ActionButton>
        </div>
      )}
    </section>
  );
}

type Viewer = NonNullable<ElectionPage['viewer']>;

/** The viewer's own candidacy: filing, and spending campaign funds once on the ballot. */
export function CampaignFiling({
  viewer,
  busy,
  act,
}: {
  viewer: Viewer;
  busy: boolean;
  act: (path: string, body: unknown, done: string) => Promise<void>;
}) {
  const [amount, setAmount] = useState('10000');
  return (
    <>
      {viewer.fileBlockedReason === null ? (
        <ActionButton
          disabled={busy}
          cost={formatCount(FILE_CANDIDACY_ACTION_COST, 'action')}
          disabledReason={viewer.actions < FILE_CANDIDACY_ACTION_COST ? shortOfActions(viewer.actions) : null}
          onClick={() => act('candidacy', {}, 'You are on the ballot.')}
        >
          File your candidacy
        </ActionButton>
      ) : (
        <p data-testid="file-status">{viewer.fileBlockedReason}</p>
      )}
      {viewer.canCampaign && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const spent = formatMoney(Number(amount), viewer.currencyCode);
            void act('campaign', { amount: Number(amount) }, `You spent ${spent} on the campaign.`);
          }}
        >
          <Field
            label={`Amount (${viewer.currencyCode})`}
            hint={`You have ${formatMoney(viewer.campaignFunds, viewer.currencyCode)} in campaign funds.`}
          >
            <Input
              type="number"
              min={1}
              step={1}
              max={viewer.campaignFunds}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              required
            />
          </Field>
          <ActionButton
            type="submit"
            disabled={busy}
            cost={formatCount(CAMPAIGN_ACTION_COST, 'action')}
            disabledReason={
              viewer.actions < CAMPAIGN_ACTION_COST
                ? shortOfActions(viewer.actions)
                : viewer.campaignFunds < 1
                  ? 'You have no campaign funds; fundraise first.'
                  : null
            }
          >
            Campaign
          </ActionButton>
        </form>
      )}
    </>
  );
}
