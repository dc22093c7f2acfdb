'use client';

import { deferredPart } from '@/components/ui/deferred-part';
import Link from 'next/link';
import { Fragment, useState } from 'react';
import useSWR from 'swr';
import { fetchJson, getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import { POLL_INTERVAL_MS, refreshClientStatus } from '@/lib/systems/game/browser/session';
import type { ElectionPage } from '@/lib/systems/politics/elections/get-election-page';
import { PartyLabel } from '@/components/world/PartyLabel';
import { Badge } from '@/components/ui/Badge';
import {
  formatInteger,
  formatNumber,
  formatPercent,
  formatSignedNumber,
} from '@/lib/platform/browser/format';
import type { CampaignActionResult, PollRegion } from '@/lib/systems/politics/elections/campaign-actions';
import { Table } from '@/components/ui/Table';
import { cn } from '@/components/ui/cn';

import { electionStatusLabel } from './election-groups';

const percent = (share: number) => formatPercent(share, 1, 'en-US');

const CampaignFiling = deferredPart(() => import('./ElectionSections').then((m) => m.CampaignFiling));
// The debates and endorsements (forms for players, lists for everyone) load just after the page's code.
const DebatesSection = deferredPart(() => import('./ElectionSections').then((m) => m.DebatesSection));
const EndorsementsSection = deferredPart(() =>
  import('./ElectionSections').then((m) => m.EndorsementsSection),
);

// A candidate's campaign actions (canvass, rally, polls, debates, endorsements) load for candidates alone.
const CampaignActionsForm = deferredPart(() =>
  import('./ElectionCampaignActions').then((m) => m.CampaignActionsForm),
);

function phaseLabel(page: ElectionPage): string {
  const phase = page.phase;
  if (!phase) return '';
  if (phase.isEnded) return 'Decided';
  if (phase.inGeneral) return 'General election: voting';
  if (phase.inPrimary) return 'Primary: voting (filing still open)';
  return 'Upcoming: filing open';
}

/** One election: candidates with live shares, the final tally once counted, and the viewer's controls. */
export function ElectionView({ id }: { id: string }) {
  const key = `/api/elections/${encodeURIComponent(id)}`;
  const { data, error, mutate } = useSWR<ElectionPage, Error>(key, getJson, {
    refreshInterval: POLL_INTERVAL_MS,
    shouldRetryOnError: isRetryableError,
    errorRetryCount: 3,
  });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [poll, setPoll] = useState<PollRegion[] | null>(null);

  if (error) return <p role="alert">The election could not be loaded: {error.message}</p>;
  if (!data) return <p aria-busy="true">Loading the election…</p>;
  if (!data.found || !data.election) return <p>No such election.</p>;
  const election = data.election;
  const viewer = data.viewer;
  const decided = Boolean(data.votes);
  const mine = viewer?.characterId ?? null;
  // The cut-off line: before the count, after the first totalSeats still in the race (the list is highest
  // share first); once counted, after the winners, when they are the top of the list (not with party lists).
  const inRace = data.candidates.filter((c) => !c.eliminatedInPrimary);
  const winners = inRace.filter((c) => c.isWinner).length;
  const seatedAtTop = inRace.slice(0, winners).every((c) => c.isWinner);
  const lastSeated = decided
    ? winners > 0 && winners < inRace.length && seatedAtTop
      ? inRace[winners - 1]
      : undefined
    : inRace.length > election.totalSeats
      ? inRace[election.totalSeats - 1]
      : undefined;

  async function act(path: string, body: unknown, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      await fetchJson(`${key}/${path}`, { method: 'POST', body });
      setMessage(done);
      await Promise.all([mutate(), refreshClientStatus()]);
    } catch (caught) {
      setMessage(caught instanceof Error ? caught.message : 'The request failed.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h1>
        {election.stateName ? `${election.stateName}: ` : ''}
        {election.title} {election.kind === 'by_election' ? 'by-election' : 'election'}
      </h1>
      <p className="subtitle">
        <Link href={`/countries/${election.countryId}/elections`}>All elections</Link> · cycle{' '}
        {election.cycle}, {election.electionYear} · {election.totalSeats}{' '}
        {election.totalSeats === 1 ? 'seat' : 'seats'}
      </p>
      <dl className="fact-grid">
        <div>
          <dt>Status</dt>
          <dd data-testid="election-status">
            <Badge tone={election.status === 'open' ? 'accent' : 'neutral'}>
              {electionStatusLabel(election.status)}
            </Badge>
            {election.status !== 'closed' && ` ${phaseLabel(data)}`}
          </dd>
        </div>
        {election.primaryTurn !== null && (
          <div>
            <dt>Primary from turn</dt>
            <dd>{election.primaryTurn}</dd>
          </div>
        )}
        <div>
          <dt>General from turn</dt>
          <dd>{election.generalTurn}</dd>
        </div>
        <div>
          <dt>Votes counted at turn</dt>
          <dd>{election.endTurn}</dd>
        </div>
        {data.incumbent && (
          <div>
            <dt>Incumbent</dt>
            <dd>
              {data.incumbent.name} ({data.incumbent.party ?? 'Independent'})
            </dd>
          </div>
        )}
        {data.votes && (
          <div>
            <dt>Total votes</dt>
            <dd>{formatInteger(data.votes.totalVotes, 'en-US')}</dd>
          </div>
        )}
      </dl>

      {decided && <ResultBanner page={data} viewerId={mine} />}

      {data.nextRace && !viewer?.fileBlockedReason?.startsWith('Filing has closed') && (
        <p data-testid="next-race">
          The next race for this office opens filing at turn {data.nextRace.filingTurn} (
          {data.nextRace.filingDate}
          ). <Link href={`/countries/${election.countryId}/calendar`}>See the election calendar</Link>.
        </p>
      )}

      {viewer && !decided && (
        <section aria-labelledby="run-heading">
          <h2 id="run-heading">Your campaign</h2>
          <CampaignFiling viewer={viewer} busy={busy} act={act} />
          {viewer.canCampaign && (
            <CampaignActionsForm
              page={data}
              busy={busy}
              onAct={async (body, done) => {
                setBusy(true);
                setMessage(null);
                try {
                  const result = await fetchJson<Partial<CampaignActionResult>>(`${key}/actions`, {
                    method: 'POST',
                    body,
                  });
                  const answer = result.endorsement;
                  setMessage(
                    result.influenceGained
                      ? `${done} Your political influence rose by ${formatSignedNumber(result.influenceGained, 1, 'en-US')}.`
                      : answer
                        ? answer.answer === 'endorsed'
                          ? `${answer.endorserName} endorsed you.`
                          : answer.answer === 'declined'
                            ? `${answer.endorserName} declined to endorse you.`
                            : `You asked ${answer.endorserName}; they answer while the race runs.`
                        : done,
                  );
                  if (result.poll) setPoll(result.poll);
                  await Promise.all([mutate(), refreshClientStatus()]);
                } catch (caught) {
                  setMessage(caught instanceof Error ? caught.message : 'The request failed.');
                } finally {
                  setBusy(false);
                }
              }}
            />
          )}
          {message && <p role="status">{message}</p>}
          {poll && <PollTable poll={poll} />}
        </section>
      )}

      {data.latestPoll && !decided && <PublicPollTable page={data} />}
      {!decided && (
        <DebatesSection page={data} busy={busy} onAnswer={(body, done) => act('debates', body, done)} />
      )}
      <EndorsementsSection
        page={data}
        busy={busy}
        onEndorse={(body, done) => act('endorsements', body, done)}
      />

      {data.campaigns.length > 0 && <CampaignsTable page={data} />}

      <h2>Candidates</h2>
      <Table label="Candidates">
        <caption className="caption">
          {data.votes
            ? 'Final result, most votes first'
            : data.latestPoll
              ? `Shares in the public poll of turn ${data.latestPoll.turn} (± ${formatNumber(data.latestPoll.marginOfError, 1, 'en-US')} points), highest first`
              : 'Not polled yet: a public poll comes every few turns'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Candidate</th>
            <th scope="col">Party</th>
            <th scope="col">Share</th>
            <th scope="col">Votes</th>
            <th scope="col">Campaign spend</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {data.candidates.map((c) => (
            <Fragment key={c.characterId}>
              <tr
                data-testid={`candidate-${c.characterId}`}
                aria-current={c.characterId === mine ? 'true' : undefined}
                className={cn(c.characterId === mine && 'bg-accent-soft font-semibold')}
              >
                <th scope="row" className={c.isWinner ? 'font-semibold' : undefined}>
                  <Link href={c.profileUrl}>{c.characterName}</Link>
                  {c.isIncumbent ? ' (incumbent)' : ''}
                  {c.isNPP ? '' : ' (player)'}
                  {c.characterId === mine ? ' · you' : ''}
                </th>
                <td>{c.party ? <PartyLabel name={c.party} color={c.partyColor} /> : 'Independent'}</td>
                <td className="numeric">{percent(c.voteShare)}</td>
                <td className="numeric">{formatInteger(c.votes, 'en-US')}</td>
                <td className="numeric">{formatInteger(c.campaignSpend, 'en-US')}</td>
                <td>
                  {c.isWinner
                    ? 'Elected'
                    : c.eliminatedInPrimary
                      ? 'Lost the primary'
                      : data.votes
                        ? 'Lost'
                        : 'Running'}
                </td>
              </tr>
              {c === lastSeated && (
                <tr data-testid="seat-cutoff">
                  <td colSpan={6} className="border-t-2 border-accent py-1 text-center text-sm text-muted">
                    {decided ? 'Elected above this line' : 'Seats go to those above this line'} (
                    {election.totalSeats} {election.totalSeats === 1 ? 'seat' : 'seats'})
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </Table>
    </>
  );
}

const ordinal = (n: number) => {
  const rule = new Intl.PluralRules('en-US', { type: 'ordinal' }).select(n);
  return `${n}${{ one: 'st', two: 'nd', few: 'rd', other: 'th' }[rule as 'one' | 'two' | 'few' | 'other'] ?? 'th'}`;
};

/** Once the votes are counted: who won, and for a candidate viewer their own result, place and share. */
function ResultBanner({ page, viewerId }: { page: ElectionPage; viewerId: string | null }) {
  const election = page.election!;
  const winners = page.candidates.filter((c) => c.isWinner);
  const me = page.candidates.find((c) => c.characterId === viewerId);
  const standing = page.viewer?.standing ?? null;
  const tone = !me ? 'border-border' : me.isWinner ? 'border-success' : 'border-danger bg-danger-soft';
  return (
    <section
      aria-label="Result"
      data-testid="election-result"
      className={cn('mb-6 rounded-lg border-2 p-4', tone)}
    >
      {me ? (
        <p className="m-0 text-lg font-semibold">
          {me.isWinner ? 'You won' : me.eliminatedInPrimary ? 'You lost the primary' : 'You lost'}
          {standing ? `: ${ordinal(standing.place)} of ${standing.field}` : ','} with {percent(me.voteShare)}{' '}
          of the vote.
        </p>
      ) : null}
      <p className={cn('m-0', me && 'mt-1 text-sm')}>
        Votes counted at turn {election.endTurn}.{' '}
        {winners.length === 0
          ? 'Nobody was elected.'
          : `Elected: ${winners.map((w) => `${w.characterName} (${percent(w.voteShare)})`).join(', ')}.`}
      </p>
    </section>
  );
}

const KIND_LABELS: Record<string, string> = {
  canvass: 'Canvassed',
  rally: 'Held a rally',
  advertise: 'Advertised',
  debate: 'Won a debate',
  empty_chair: 'A rival declined a debate',
  endorsement: 'Was endorsed',
  endorse_ask: 'Asked for an endorsement',
};

/** The latest periodic public poll: noisy shares with their margin of error. */
function PublicPollTable({ page }: { page: ElectionPage }) {
  const poll = page.latestPoll!;
  return (
    <>
      <h2>Latest public poll</h2>
      <Table label="Latest public poll">
        <caption className="caption" data-testid="public-poll">
          Turn {poll.turn}, {formatInteger(poll.sampleSize, 'en-US')} voters asked, margin of error ±
          {formatSignedNumber(poll.marginOfError, 1, 'en-US').replace(/^\+/, '')} points
        </caption>
        <thead>
          <tr>
            <th scope="col">Candidate</th>
            <th scope="col">Party</th>
            <th scope="col">Polled share</th>
          </tr>
        </thead>
        <tbody>
          {poll.candidates.map((c) => (
            <tr key={c.characterId}>
              <th scope="row">{c.name}</th>
              <td>{c.party ?? 'Independent'}</td>
              <td className="numeric">{percent(c.sharePct / 100)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

/** A private poll's answer, by region. */
function PollTable({ poll }: { poll: PollRegion[] }) {
  return (
    <Table label="Your poll" stickyFirstColumn>
      <caption className="caption">Your poll by region (each share within about 3 points)</caption>
      <thead>
        <tr>
          <th scope="col">Region</th>
          <th scope="col">Leading</th>
          <th scope="col">Shares</th>
        </tr>
      </thead>
      <tbody>
        {poll.map((region) => (
          <tr key={region.regionId} data-testid="poll-region">
            <th scope="row">{region.regionName}</th>
            <td>{region.shares[0]?.name}</td>
            <td>{region.shares.map((s) => `${s.name} ${percent(s.share)}`).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Each candidate's campaign: what was done, where, and the awareness it still adds. */
function CampaignsTable({ page }: { page: ElectionPage }) {
  const names = new Map(page.candidates.map((c) => [c.characterId, c.characterName]));
  return (
    <>
      <h2>Campaigns</h2>
      <Table label="Campaigns" stickyFirstColumn>
        <caption className="caption">
          What each candidate did, where, and the recognition it still adds
        </caption>
        <thead>
          <tr>
            <th scope="col">Candidate</th>
            <th scope="col">Action</th>
            <th scope="col">Where</th>
            <th scope="col">Times</th>
            <th scope="col">Last turn</th>
            <th scope="col">Recognition now</th>
          </tr>
        </thead>
        <tbody>
          {page.campaigns.map((line) => (
            <tr key={`${line.characterId}-${line.kind}-${line.regionName}`} data-testid="campaign-line">
              <th scope="row">{names.get(line.characterId) ?? 'A former candidate'}</th>
              <td>{KIND_LABELS[line.kind] ?? line.kind}</td>
              <td>{line.regionName ?? 'Everywhere'}</td>
              <td className="numeric">{line.times}</td>
              <td className="numeric">{line.lastTurn}</td>
              <td className="numeric">{formatSignedNumber(line.effectNow, 1, 'en-US')} points</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
