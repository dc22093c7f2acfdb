'use client';

import { deferredPart } from '@/components/ui/deferred-part';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { donateToParty, joinParty, leaveParty } from '@/lib/systems/game/browser/party-commands';
import { formatInteger, formatMoney, formatNumber } from '@/lib/platform/browser/format';
import { PARTY_DUES, PARTY_DUES_INTERVAL_TURNS } from '@/lib/systems/politics/parties/constants';
import { refreshClientNav, refreshClientStatus, usePartyPage } from '@/lib/systems/game/browser/hooks';
import { Button } from '@/components/ui/Button';
import type { PartyPageData } from '@/lib/systems/game/browser/types';
import { Input } from '@/components/ui/Field';
import { PageLinks } from '@/components/ui/PageLinks';

// The governance and choices forms (members' and leaders') load just after the page's own code (docs/ui.md,
// "First-load JavaScript"): the server renders them into the first HTML, the browser hydrates them later.
const PartyGovernance = deferredPart(() => import('./PartyGovernance').then((m) => m.PartyGovernance));
const PartyChoices = deferredPart(() => import('./PartyChoices').then((m) => m.PartyChoices));

/** Live party data (leader, treasury, members) with the viewer's join, leave and donate actions and the party's own. */
export function PartyLiveView({
  partyId,
  currencyCode,
  membersPage = 1,
  initial,
}: {
  partyId: string;
  currencyCode: string;
  /** Which hundred of the roster the table shows (the page's `membersPage`). */
  membersPage?: number;
  /** The server-rendered read of the party page, for the first HTML. */
  initial?: PartyPageData;
}) {
  const { data, error, mutate } = usePartyPage(partyId, membersPage, initial);
  const [amount, setAmount] = useState('1000');
  const [pending, setPending] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function act(action: () => Promise<unknown>, message: string) {
    setPending(true);
    setActionError(null);
    setDone(null);
    try {
      await action();
      setDone(message);
      await Promise.all([mutate(), refreshClientNav(), refreshClientStatus()]);
    } catch (failure) {
      setActionError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  function handleDonate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void act(
      () => donateToParty(Number(amount)),
      `Donated ${formatMoney(Number(amount), currencyCode)} to the party.`,
    );
  }

  if (error) return <ErrorAlert message={errorMessage(error, 'Could not load the party.')} />;
  if (!data) return <p className="muted">Loading party…</p>;
  const { party, members, viewer } = data;
  const roster = data.membersPage;
  const first = (roster.page - 1) * roster.pageSize + 1;
  const rosterHref = (page: number) =>
    `/countries/${party.countryId}/parties/${party.id}${page > 1 ? `?membersPage=${page}` : ''}#members`;
  const isMember = viewer?.partyId === party.id;
  const canJoin = viewer?.hasCharacter && viewer.countryId === party.countryId && viewer.partyId === null;

  return (
    <section aria-labelledby="party-live-heading">
      <h2 id="party-live-heading">Leader, treasury and members</h2>
      <dl className="facts">
        <div>
          <dt>Leader</dt>
          <dd>
            {party.chairName ?? 'Vacant'}
            {party.chairName && party.leaderSinceTurn !== null && ` (since turn ${party.leaderSinceTurn})`}
          </dd>
        </div>
        {isMember && viewer?.standing !== null && viewer?.standing !== undefined && (
          <div>
            <dt>Your standing</dt>
            <dd>{viewer.standing} of 100</dd>
          </div>
        )}
        <div>
          <dt>Treasury</dt>
          <dd>{formatMoney(party.treasury, currencyCode)}</dd>
        </div>
        <div>
          <dt>Members</dt>
          <dd>{party.memberCount}</dd>
        </div>
      </dl>
      <p className="hint">
        Once every {PARTY_DUES_INTERVAL_TURNS} turns, each member holding at least{' '}
        {formatMoney(PARTY_DUES, currencyCode)} in campaign funds pays that much into the treasury; anyone in
        the party may donate.
      </p>
      <ErrorAlert message={actionError} />
      <p className="status-message" role="status">
        {done}
      </p>
      <div className="actions">
        {canJoin && (
          <Button
            disabled={pending}
            onClick={() => void act(() => joinParty(party.id), 'You joined the party.')}
          >
            Join this party
          </Button>
        )}
        {isMember && (
          <Button
            variant="secondary"
            disabled={pending}
            onClick={() => void act(leaveParty, 'You left the party.')}
          >
            Leave this party
          </Button>
        )}
      </div>
      {isMember && (
        <form
          className="mb-4 flex flex-wrap items-end gap-3"
          onSubmit={handleDonate}
          aria-label="Donate to the party"
        >
          <div className="field w-full max-w-xs">
            <label htmlFor="donate-amount">Donation ({currencyCode})</label>
            <Input
              id="donate-amount"
              type="text"
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={pending}>
            Donate
          </Button>
        </form>
      )}
      <PartyGovernance data={data} currencyCode={currencyCode} pending={pending} act={act} />
      <PartyChoices data={data} pending={pending} act={act} />
      <div id="members" className="table-scroll scroll-mt-20" tabIndex={0}>
        <table className="table">
          <caption>
            Members, most influential first
            {roster.pageCount > 1 &&
              `: ${formatInteger(first)} to ${formatInteger(first + members.length - 1)} of ${formatInteger(roster.total)}`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Position</th>
              <th scope="col">State</th>
              <th scope="col">Political influence</th>
              <th scope="col">Standing</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id}>
                <th scope="row">
                  <Link href={m.profileUrl}>{m.name}</Link>
                  {m.id === party.chairCharacterId ? ' (leader)' : ''}
                </th>
                <td>{m.position}</td>
                <td>{m.stateCode}</td>
                <td>{formatNumber(m.politicalInfluence, 1, 'en-US')}</td>
                <td>{m.standing}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageLinks
        page={roster.page}
        pageCount={roster.pageCount}
        hrefOf={rosterHref}
        label="Members' pages"
        earlier="More influential"
        later="Less influential"
      />
    </section>
  );
}
