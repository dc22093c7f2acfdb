import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { formatMoney } from '@/lib/platform/browser/format';
import type { NextStep, NextStepCharacter } from '@/lib/systems/core/manifest';
import { COALITION_OFFER_ACTIONS, PARTY_DUES, PARTY_DUES_INTERVAL_TURNS } from './constants';
import { electionNameSql, selectorSql } from './selections';

/** The first turn from `fromTurn` on when the member with this seq pays dues (owesPartyDuesOn). */
export function nextDuesTurn(fromTurn: number, seq: number): number {
  const offset =
    (((seq - fromTurn) % PARTY_DUES_INTERVAL_TURNS) + PARTY_DUES_INTERVAL_TURNS) % PARTY_DUES_INTERVAL_TURNS;
  return fromTurn + offset;
}

/**
 * A character without a party is asked to join one; a member is told when the next dues fall and what
 * they buy, so the money leaving their campaign funds is never a surprise.
 */
export async function partyNextSteps(db: Db, character: NextStepCharacter | null): Promise<NextStep[]> {
  if (!character) return [];
  if (!character.partyId) {
    return [
      {
        kind: 'join-party',
        label: 'Join a party',
        detail: 'A party backs your campaigns and gives you a vote in its leadership.',
        action: 'See the parties',
        href: `/countries/${character.countryId}`,
        priority: 10,
      },
    ];
  }
  const [member] = (
    await db.execute<{ seq: number; party_name: string; currency_code: string }>(sql`
      select c.seq, p.name as party_name, co.currency_code from characters c
      join parties p on p.id = c.party_id join countries co on co.id = p.country_id
      where c.id = ${character.id}`)
  ).rows;
  if (!member) return [];
  const dues = formatMoney(PARTY_DUES, member.currency_code);
  const partyHref = `/countries/${character.countryId}/parties/${character.partyId}`;
  const [race] = (
    await db.execute<{ closes_turn: number; closes_at: string; voted: boolean; standing: boolean }>(sql`
      select r.closes_turn, r.closes_at::text,
        exists (select 1 from party_leadership_votes v where v.race_id = r.id and v.voter_character_id = ${character.id}) as voted,
        exists (select 1 from party_leadership_candidates lc where lc.race_id = r.id and lc.character_id = ${character.id}) as standing
      from party_leadership_races r where r.party_id = ${character.partyId} and r.status = 'open'`)
  ).rows;
  const whips = (
    await db.execute<{ bill_id: string; title: string; position: string; ends_turn: number }>(sql`
      select w.bill_id, b.title, w.position, r.ends_turn from party_whips w
        join bills b on b.id = w.bill_id and b.status = 'pending'
        join bill_rounds r on r.bill_id = b.id and r.round = b.round and r.outcome is null
        join offices o on o.chamber_id = r.chamber_id and o.role = 'legislator'
        join seats s on s.office_id = o.id and s.is_voting and s.holder_character_id = ${character.id}
      where w.party_id = ${character.partyId}
        and not exists (select 1 from bill_votes v where v.bill_id = b.id and v.round = b.round and v.character_id = ${character.id})
      order by r.ends_turn, w.bill_id limit 5`)
  ).rows;
  const selections = (
    await db.execute<{ election_id: string; name: string; closes_turn: number; closes_at: string }>(sql`
      select ps.election_id, ${electionNameSql(sql`e`)} as name, ps.closes_turn, ps.closes_at::text
      from party_selections ps join elections e on e.id = ps.election_id
        join characters m on m.id = ${character.id} and ${selectorSql(sql`m`, sql`e`)}
      where ps.party_id = ${character.partyId} and ps.status = 'open'
        and not exists (select 1 from party_selection_votes v where v.selection_id = ps.id
                          and v.voter_character_id = ${character.id})
      order by ps.closes_turn, ps.election_id limit 3`)
  ).rows;
  const coalition = (
    await db.execute<{
      kind: 'lead' | 'answer';
      other: string | null;
      closes_turn: number;
      closes_at: string;
    }>(sql`
      select 'lead' as kind, null as other, t.closes_turn, t.closes_at::text from coalition_talks t
        join parties p on p.id = t.formateur_party_id and p.chair_character_id = ${character.id}
      where t.status = 'open'
      union all
      select 'answer', f.name, o.closes_turn, o.closes_at::text from coalition_offers o
        join coalition_talks t on t.id = o.talks_id and t.status = 'open'
        join parties f on f.id = t.formateur_party_id
        join parties p on p.id = o.party_id and p.chair_character_id = ${character.id}
      where o.status = 'pending'`)
  ).rows;
  const steps: NextStep[] = [];
  for (const c of coalition) {
    steps.push({
      kind: c.kind === 'lead' ? 'coalition-lead' : 'coalition-answer',
      label:
        c.kind === 'lead'
          ? `Form a coalition: offer other parties cabinet posts`
          : `Answer ${c.other ?? 'the'} coalition offer`,
      detail:
        c.kind === 'lead'
          ? `No party won a majority; as leader of the largest you lead the talks. Each offer costs ${COALITION_OFFER_ACTIONS} actions.`
          : 'Accept to govern together, or decline. An offer left unanswered lapses.',
      action: 'Coalition talks',
      href: partyHref,
      deadlineTurn: c.closes_turn,
      deadlineAt: new Date(c.closes_at).toISOString(),
      priority: 15,
    });
  }
  for (const s of selections) {
    steps.push({
      kind: 'party-selection',
      label: `${member.party_name} chooses its candidate for ${s.name}`,
      detail: 'Members living in the seat’s region choose; voting is free.',
      action: 'Vote',
      href: partyHref,
      deadlineTurn: s.closes_turn,
      deadlineAt: new Date(s.closes_at).toISOString(),
      priority: 22,
    });
  }
  if (race && !race.voted) {
    steps.push({
      kind: 'party-leadership',
      label: `${member.party_name} is choosing its leader`,
      detail: race.standing
        ? 'You are standing. Cast your own vote before the race closes.'
        : 'Stand for leader or vote for a candidate before the race closes.',
      action: 'See the race',
      href: partyHref,
      deadlineTurn: race.closes_turn,
      deadlineAt: new Date(race.closes_at).toISOString(),
      priority: 20,
    });
  }
  for (const whip of whips) {
    steps.push({
      kind: 'party-whip',
      label: `Your party whips ${whip.position} on ${whip.title}`,
      detail: 'Voting against the whip costs party standing.',
      action: 'See the bill',
      href: `/legislation/${whip.bill_id}`,
      deadlineTurn: whip.ends_turn,
      priority: 25,
    });
  }
  return [
    ...steps,
    {
      kind: 'party-dues',
      label: `${member.party_name}: dues of ${dues} at turn ${nextDuesTurn(character.lastTurn + 1, member.seq)}`,
      detail:
        `Every ${PARTY_DUES_INTERVAL_TURNS} turns the party takes ${dues} from your campaign funds (nothing if ` +
        'you hold less) for its treasury, which backs its candidates.',
      action: 'Your party',
      href: partyHref,
      priority: 70,
    },
  ];
}
