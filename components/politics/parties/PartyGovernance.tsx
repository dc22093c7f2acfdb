'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field, Input } from '@/components/ui/Field';
import { Select } from '@/components/ui/Select';
import { formatMoney } from '@/lib/platform/browser/format';
import type { PartyPageData } from '@/lib/systems/game/browser/types';
import {
  expelFromParty,
  grantFromParty,
  standForPartyLeader,
  voteForPartyLeader,
  whipBill,
} from '@/lib/systems/game/browser/party-commands';
import {
  EXPEL_BELOW_STANDING,
  GRANT_MIN_STANDING,
  LEADERSHIP_MIN_STANDING,
} from '@/lib/systems/politics/parties/constants';

type Act = (action: () => Promise<unknown>, message: string) => Promise<void>;

/** The member-run party: its leadership race, whips, grants and the leader's tools. */
export function PartyGovernance({
  data,
  currencyCode,
  pending,
  act,
}: {
  data: PartyPageData;
  currencyCode: string;
  pending: boolean;
  act: Act;
}) {
  const { party, race, whips, grants, viewer, members } = data;
  const isMember = viewer?.partyId === party.id;
  const isLeader = Boolean(viewer?.isLeader);
  const standing = viewer?.standing ?? null;
  const standingFor = race?.candidates.some((c) => c.characterId === viewer?.characterId) ?? false;
  const standDisabledReason = !isMember
    ? 'Only members can stand.'
    : standingFor
      ? 'You are standing in this race.'
      : standing !== null && standing < LEADERSHIP_MIN_STANDING
        ? `Standing for leader needs a party standing of ${LEADERSHIP_MIN_STANDING}; yours is ${standing}.`
        : null;

  if (party.isDefault) return null;
  return (
    <>
      <section aria-labelledby="party-race-heading">
        <h2 id="party-race-heading">Leadership race</h2>
        {race ? (
          <>
            <p>
              Members choose their leader. Stand or vote until turn {race.closesTurn}; members who do not vote
              back the candidate nearest their own views.
            </p>
            {race.candidates.length === 0 ? (
              <p className="muted">Nobody is standing yet.</p>
            ) : (
              <ul className="grid gap-2">
                {race.candidates.map((c) => (
                  <li key={c.characterId} className="flex flex-wrap items-center gap-3">
                    <Link href={c.profileUrl}>{c.name}</Link>
                    <span>
                      {c.votes} {c.votes === 1 ? 'vote' : 'votes'}
                    </span>
                    {isMember && (
                      <Button
                        variant="secondary"
                        disabled={pending || race.viewerVotedFor !== null}
                        onClick={() =>
                          void act(
                            () => voteForPartyLeader(party.id, c.characterId),
                            `You voted for ${c.name}.`,
                          )
                        }
                      >
                        {race.viewerVotedFor === c.characterId ? 'Your vote' : `Vote for ${c.name}`}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {isMember && (
              <div className="actions">
                <Button
                  disabled={pending || standDisabledReason !== null}
                  onClick={() =>
                    void act(() => standForPartyLeader(party.id), 'You are standing for leader.')
                  }
                >
                  Stand for leader
                </Button>
                {standDisabledReason && <p className="hint">{standDisabledReason}</p>}
              </div>
            )}
          </>
        ) : (
          <p className="muted">
            No race is open.
            {party.nextLeadershipTurn !== null && ` The next one opens at turn ${party.nextLeadershipTurn}.`}
          </p>
        )}
      </section>

      <section aria-labelledby="party-whips-heading">
        <h2 id="party-whips-heading">Whips</h2>
        <p className="hint">
          Legislators who vote against the whip lose party standing. Below {GRANT_MIN_STANDING} a member gets
          no grants, below {LEADERSHIP_MIN_STANDING} cannot stand for leader, and below {EXPEL_BELOW_STANDING}{' '}
          may be expelled.
        </p>
        {whips.length === 0 ? (
          <p className="muted">No whips on pending bills.</p>
        ) : (
          <ul className="grid gap-1">
            {whips.map((w) => (
              <li key={w.billId}>
                <Link href={`/legislation/${w.billId}`}>{w.billTitle}</Link>: vote{' '}
                <strong>{w.position}</strong> (set at turn {w.turn})
              </li>
            ))}
          </ul>
        )}
        {isLeader && <WhipForm data={data} pending={pending} act={act} />}
      </section>

      <section aria-labelledby="party-grants-heading">
        <h2 id="party-grants-heading">Grants from the treasury</h2>
        {grants.length === 0 ? (
          <p className="muted">No grants yet.</p>
        ) : (
          <ul className="grid gap-1">
            {grants.map((g, i) => (
              <li key={`${g.turn}-${i}`}>
                Turn {g.turn}: {formatMoney(g.amount, currencyCode)} to {g.characterName}
                {g.grantedByName && ` from ${g.grantedByName}`}
              </li>
            ))}
          </ul>
        )}
        {isLeader && <GrantForm data={data} currencyCode={currencyCode} pending={pending} act={act} />}
      </section>

      {isLeader && (
        <section aria-labelledby="party-expel-heading">
          <h2 id="party-expel-heading">Expel a member</h2>
          {members.filter((m) => m.standing < EXPEL_BELOW_STANDING && m.id !== viewer?.characterId).length ===
          0 ? (
            <p className="muted">No member has a standing below {EXPEL_BELOW_STANDING}.</p>
          ) : (
            <ul className="grid gap-2">
              {members
                .filter((m) => m.standing < EXPEL_BELOW_STANDING && m.id !== viewer?.characterId)
                .map((m) => (
                  <li key={m.id} className="flex flex-wrap items-center gap-3">
                    {m.name} (standing {m.standing})
                    <Button
                      variant="secondary"
                      disabled={pending}
                      onClick={() =>
                        void act(() => expelFromParty(party.id, m.id), `${m.name} was expelled.`)
                      }
                    >
                      Expel {m.name}
                    </Button>
                  </li>
                ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}

function WhipForm({ data, pending, act }: { data: PartyPageData; pending: boolean; act: Act }) {
  const [billId, setBillId] = useState<string | undefined>(undefined);
  const [position, setPosition] = useState<'yes' | 'no'>('yes');
  if (data.whippableBills.length === 0) return <p className="muted">No bill is pending to whip.</p>;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!billId) return;
    void act(() => whipBill(data.party.id, billId, position), `Whip set: vote ${position}.`);
  }
  return (
    <form className="mt-3 grid max-w-md gap-3" onSubmit={submit} aria-label="Set a whip">
      <Field label="Bill">
        <Select
          value={billId}
          onValueChange={setBillId}
          options={data.whippableBills.map((b) => ({ value: b.id, label: b.title }))}
          placeholder="Choose a bill…"
        />
      </Field>
      <Field label="Members should vote">
        <Select
          value={position}
          onValueChange={(v) => setPosition(v === 'no' ? 'no' : 'yes')}
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
        />
      </Field>
      <Button type="submit" disabled={pending || !billId}>
        Set the whip
      </Button>
    </form>
  );
}

function GrantForm({
  data,
  currencyCode,
  pending,
  act,
}: {
  data: PartyPageData;
  currencyCode: string;
  pending: boolean;
  act: Act;
}) {
  const eligible = data.members.filter(
    (m) => m.running && m.standing >= GRANT_MIN_STANDING && m.id !== data.viewer?.characterId,
  );
  const [characterId, setCharacterId] = useState<string | undefined>(undefined);
  const [amount, setAmount] = useState('1000');
  if (eligible.length === 0) {
    return (
      <p className="muted">
        No member is running in an election with a standing of {GRANT_MIN_STANDING} or more, so there is
        nobody to grant to.
      </p>
    );
  }
  const value = Number(amount);
  const tooMuch = value > data.party.treasury;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!characterId) return;
    const name = eligible.find((m) => m.id === characterId)?.name ?? 'the candidate';
    void act(
      () => grantFromParty(data.party.id, characterId, value),
      `Granted ${formatMoney(value, currencyCode)} to ${name}.`,
    );
  }
  return (
    <form className="mt-3 grid max-w-md gap-3" onSubmit={submit} aria-label="Grant to a candidate">
      <Field label="Candidate">
        <Select
          value={characterId}
          onValueChange={setCharacterId}
          options={eligible.map((m) => ({ value: m.id, label: m.name }))}
          placeholder="Choose a candidate…"
        />
      </Field>
      <Field
        label={`Amount (${currencyCode})`}
        hint={`The treasury holds ${formatMoney(data.party.treasury, currencyCode)}.`}
        error={tooMuch ? 'More than the treasury holds.' : null}
      >
        <Input type="text" inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <Button type="submit" disabled={pending || !characterId || !(value > 0) || tooMuch}>
        Grant
      </Button>
    </form>
  );
}
