'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field, Input } from '@/components/ui/Field';
import { Select } from '@/components/ui/Select';
import { formatNumber } from '@/lib/platform/browser/format';
import type { PartyPageData } from '@/lib/systems/game/browser/types';
import {
  answerCoalition,
  offerCoalition,
  voteInPartySelection,
} from '@/lib/systems/game/browser/party-commands';
import { COALITION_OFFER_ACTIONS, GRANT_MIN_STANDING } from '@/lib/systems/politics/parties/constants';

type Act = (action: () => Promise<unknown>, message: string) => Promise<void>;

const OFFER_STATUS: Record<string, string> = {
  pending: 'awaiting an answer',
  accepted: 'accepted',
  declined: 'declined',
  lapsed: 'lapsed unanswered',
};

/** The members' choices beyond the leadership: candidate selections, the party list and coalition talks. */
export function PartyChoices({ data, pending, act }: { data: PartyPageData; pending: boolean; act: Act }) {
  const { party, selections, list, coalition, viewer } = data;
  const isMember = viewer?.partyId === party.id;
  if (party.isDefault) return null;
  return (
    <>
      <section aria-labelledby="party-selections-heading">
        <h2 id="party-selections-heading">Candidate selections</h2>
        <p className="hint">
          Where more members seek the party&apos;s nomination than a race has seats, the members living in the
          seat&apos;s region choose. Voting is free; members who do not vote back the candidate nearest their
          views, and sitting members are usually reselected.
        </p>
        {selections.length === 0 ? (
          <p className="muted">No selection is open.</p>
        ) : (
          <ul className="grid gap-3">
            {selections.map((s) => {
              const reason = !isMember
                ? 'Only members vote.'
                : s.viewerVotedFor
                  ? 'You have voted in this selection.'
                  : !s.viewerMayVote
                    ? 'Only members living in the seat’s region vote.'
                    : null;
              return (
                <li key={s.electionId}>
                  <p>
                    <Link href={`/elections/${s.electionId}`}>{s.electionName}</Link>: until turn{' '}
                    {s.closesTurn}
                  </p>
                  <ul className="grid gap-2">
                    {s.candidates.map((c) => (
                      <li key={c.characterId} className="flex flex-wrap items-center gap-3">
                        <span>
                          {c.name}
                          {c.incumbent ? ' (sitting member)' : ''}
                        </span>
                        <span>
                          {c.votes} {c.votes === 1 ? 'vote' : 'votes'}
                        </span>
                        {isMember && (
                          <Button
                            variant="secondary"
                            disabled={pending || reason !== null}
                            onClick={() =>
                              void act(
                                () => voteInPartySelection(party.id, s.electionId, c.characterId),
                                `You voted for ${c.name}.`,
                              )
                            }
                          >
                            {s.viewerVotedFor === c.characterId ? 'Your vote' : `Vote for ${c.name}`}
                          </Button>
                        )}
                      </li>
                    ))}
                  </ul>
                  {isMember && reason && <p className="hint">{reason}</p>}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {list.length > 0 && (
        <section aria-labelledby="party-list-heading">
          <h2 id="party-list-heading">Party list</h2>
          <p className="hint">
            A list seat that falls vacant goes to the first name here (members of the seat&apos;s region
            first): members in order of standing, then political influence, then seniority. Standing below{' '}
            {GRANT_MIN_STANDING} drops a member down the list; a player must have stood for the office.
          </p>
          <ol className="grid gap-1">
            {list.map((m, i) => (
              <li key={`${m.profileUrl}-${i}`}>
                <Link href={m.profileUrl}>{m.name}</Link>: standing {m.standing}, influence{' '}
                {formatNumber(m.politicalInfluence, 1, 'en-US')}
              </li>
            ))}
          </ol>
        </section>
      )}

      {coalition && (
        <section aria-labelledby="party-coalition-heading">
          <h2 id="party-coalition-heading">Coalition talks</h2>
          <p>
            No party won a majority. {coalition.formateurName} leads the talks until turn{' '}
            {coalition.closesTurn}: the parties that accept hold {coalition.seatsAgreed} of the{' '}
            {coalition.majorityThreshold} seats a majority needs.
          </p>
          {coalition.offers.length === 0 ? (
            <p className="muted">No offer made yet.</p>
          ) : (
            <ul className="grid gap-1">
              {coalition.offers.map((o) => (
                <li key={o.partyName}>
                  {o.partyName} ({o.seats} seats): {o.cabinetPosts} cabinet{' '}
                  {o.cabinetPosts === 1 ? 'post' : 'posts'}, {OFFER_STATUS[o.status] ?? o.status}
                </li>
              ))}
            </ul>
          )}
          {coalition.offerToThisParty && viewer?.isLeader && (
            <div className="actions">
              <p>
                {coalition.offerToThisParty.fromName} offers {coalition.offerToThisParty.cabinetPosts} cabinet
                posts. Answer before turn {coalition.offerToThisParty.closesTurn}; answering is free.
              </p>
              <Button
                disabled={pending}
                onClick={() => void act(() => answerCoalition(party.id, true), 'You accepted the offer.')}
              >
                Accept
              </Button>
              <Button
                variant="secondary"
                disabled={pending}
                onClick={() => void act(() => answerCoalition(party.id, false), 'You declined the offer.')}
              >
                Decline
              </Button>
            </div>
          )}
          {coalition.offerToThisParty && !viewer?.isLeader && (
            <p className="hint">Only the party&apos;s leader answers the offer.</p>
          )}
          {coalition.isFormateur && viewer?.isLeader && <OfferForm data={data} pending={pending} act={act} />}
        </section>
      )}
    </>
  );
}

function OfferForm({ data, pending, act }: { data: PartyPageData; pending: boolean; act: Act }) {
  const coalition = data.coalition!;
  const [partnerId, setPartnerId] = useState<string | undefined>(undefined);
  const [posts, setPosts] = useState('1');
  const partner = coalition.partners.find((p) => p.partyId === partnerId);
  const value = Number(posts);
  const tooMany = value > coalition.postsLeft;
  if (coalition.partners.length === 0) {
    return <p className="muted">Every party holding seats has had an offer.</p>;
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!partner) return;
    void act(
      () => offerCoalition(data.party.id, partner.partyId, value),
      `You offered ${partner.name} ${value} cabinet ${value === 1 ? 'post' : 'posts'}.`,
    );
  }
  return (
    <form className="mt-3 grid max-w-md gap-3" onSubmit={submit} aria-label="Offer a coalition">
      <Field label="Party">
        <Select
          value={partnerId}
          onValueChange={setPartnerId}
          options={coalition.partners.map((p) => ({
            value: p.partyId,
            label: `${p.name} (${p.seats} seats)`,
          }))}
          placeholder="Choose a party…"
        />
      </Field>
      <Field
        label="Cabinet posts offered"
        hint={
          partner
            ? `A fair share for ${partner.name} is ${partner.fairPosts}; fewer make a refusal likelier. ${coalition.postsLeft} of ${coalition.cabinetSize} posts are left to offer.`
            : `${coalition.postsLeft} of ${coalition.cabinetSize} posts are left to offer.`
        }
        error={tooMany ? 'More posts than are left to offer.' : null}
      >
        <Input type="text" inputMode="numeric" value={posts} onChange={(e) => setPosts(e.target.value)} />
      </Field>
      <Button
        type="submit"
        disabled={pending || !partner || !Number.isInteger(value) || value < 0 || tooMany}
      >
        Make the offer ({COALITION_OFFER_ACTIONS} actions)
      </Button>
    </form>
  );
}
