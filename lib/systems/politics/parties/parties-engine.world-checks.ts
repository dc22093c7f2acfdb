import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WorldRun } from '@/lib/testing/world-run';
import { LEADERSHIP_INTERVAL_TURNS } from './constants';

/** Member-run parties' checks on the shared world run (lib/systems/game/turn/world-engine.int.test.ts). */
export function describePartiesOverTheRun(world: WorldRun) {
  async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
    return (await world.db().execute(query)).rows[0] as T;
  }

  describe(`member-run parties over ${world.turns} turns`, () => {
    it('holds leadership races, whips bills, and grants treasury money through the ledger', async () => {
      const counts = await one<{
        parties: number;
        races: number;
        decided: number;
        leaders_changed: number;
        whips: number;
        followed: number;
        broke: number;
        breaks: number;
        grants: number;
        granted: string;
        ledger_granted: string;
      }>(sql`
        select (select count(*)::int from parties where not is_default) as parties,
          (select count(*)::int from party_leadership_races) as races,
          (select count(*)::int from party_leadership_races where status = 'decided') as decided,
          (select count(*)::int from party_leadership_races r where r.status = 'decided' and exists (
            select 1 from party_leadership_races p where p.party_id = r.party_id and p.decided_turn < r.decided_turn
              and p.winner_character_id is distinct from r.winner_character_id)) as leaders_changed,
          (select count(*)::int from party_whips) as whips,
          (select count(*)::int from bill_votes v join characters c on c.id = v.character_id
             join party_whips w on w.bill_id = v.bill_id and w.party_id = c.party_id and v.turn >= w.turn
           where v.vote = w.position) as followed,
          (select count(*)::int from bill_votes v join characters c on c.id = v.character_id
             join party_whips w on w.bill_id = v.bill_id and w.party_id = c.party_id and v.turn >= w.turn
           where v.vote in ('yes', 'no') and v.vote <> w.position) as broke,
          (select count(*)::int from party_whip_breaks) as breaks,
          (select count(*)::int from party_grants) as grants,
          (select coalesce(sum(amount_cents), 0)::text from party_grants) as granted,
          (select coalesce(sum(amount_cents), 0)::text from ledger_entries
           where reason = 'party_grant' and account_type = 'character_funds') as ledger_granted`);
      process.stdout.write(`parties ${world.turns}-turn counts: ${JSON.stringify(counts)}\n`);
      // Every party with members holds a race each interval (lenient: at least one each over the run).
      expect(counts.decided).toBeGreaterThanOrEqual(
        Math.floor(
          counts.parties * Math.max(1, Math.floor(world.turns / LEADERSHIP_INTERVAL_TURNS) - 2) * 0.5,
        ),
      );
      expect(counts.whips).toBeGreaterThan(100);
      // Whipped legislators mostly follow (breaks, each costing standing once, are rare among non-players).
      expect(counts.followed).toBeGreaterThan(counts.broke * 3);
      expect(counts.grants).toBeGreaterThan(0);
      // Every grant is a ledger movement of the same amount (no money is made).
      expect(counts.granted).toBe(counts.ledger_granted);
    });

    it('members choose candidates, coalition talks end in governments, and reports the phases’ time', async () => {
      const counts = await one<{
        selections: number;
        selections_decided: number;
        selection_votes: number;
        deselected: number;
        incumbents_deselected: number;
        talks: number;
        talks_formed: number;
        coalitions: number;
        minorities: number;
        offers: number;
        accepted: number;
        declined: number;
        lapsed: number;
        coalition_governments: number;
      }>(sql`
        select (select count(*)::int from party_selections) as selections,
          (select count(*)::int from party_selections where status = 'decided') as selections_decided,
          (select count(*)::int from party_selection_votes)
            + (select coalesce(sum(t.value::int), 0)::int from party_selections s, jsonb_each_text(s.npc_votes) t)
            as selection_votes,
          (select count(*)::int from party_selections ps join election_candidates ec
             on ec.election_id = ps.election_id and ec.party_id = ps.party_id and ec.eliminated_in_primary) as deselected,
          (select count(*)::int from party_selections ps join elections e on e.id = ps.election_id
             join election_candidates ec on ec.election_id = ps.election_id and ec.party_id = ps.party_id
               and ec.eliminated_in_primary
             join careers cr on cr.character_id = ec.character_id and cr.office_id = e.office_id
               and cr.start_turn < ps.opened_turn and (cr.end_turn is null or cr.end_turn >= ps.opened_turn))
            as incumbents_deselected,
          (select count(*)::int from coalition_talks) as talks,
          (select count(*)::int from coalition_talks where status = 'formed') as talks_formed,
          (select count(*)::int from coalition_talks where outcome = 'coalition') as coalitions,
          (select count(*)::int from coalition_talks where outcome = 'minority') as minorities,
          (select count(*)::int from coalition_offers) as offers,
          (select count(*)::int from coalition_offers where status = 'accepted') as accepted,
          (select count(*)::int from coalition_offers where status = 'declined') as declined,
          (select count(*)::int from coalition_offers where status = 'lapsed') as lapsed,
          (select count(*)::int from governments where kind = 'coalition') as coalition_governments`);
      const timings = await one<{
        turns: number;
        selections_ms: number;
        formation_ms: number;
        vacancies_ms: number;
      }>(sql`
        select count(distinct t.turn)::int as turns,
          round(coalesce(sum((p ->> 'ms')::float8) filter (where p ->> 'phase' = 'party-selections'), 0)::numeric
                / greatest(1, count(distinct t.turn)), 2)::float8 as selections_ms,
          round(coalesce(sum((p ->> 'ms')::float8) filter (where p ->> 'phase' = 'form-governments'), 0)::numeric
                / greatest(1, count(distinct t.turn)), 2)::float8 as formation_ms,
          round(coalesce(sum((p ->> 'ms')::float8) filter (where p ->> 'phase' = 'fill-vacancies'), 0)::numeric
                / greatest(1, count(distinct t.turn)), 2)::float8 as vacancies_ms
        from turns t cross join lateral jsonb_array_elements(t.phase_timings) p`);
      process.stdout.write(
        `parties ${world.turns}-turn selections and coalitions: ${JSON.stringify(counts)}; ` +
          `ms per turn: ${JSON.stringify(timings)}\n`,
      );
      // Members choose somewhere over the run (seeded challenges where no player stands), and every selection
      // whose race has begun its general is decided.
      expect(counts.selections).toBeGreaterThan(0);
      expect(counts.selection_votes).toBeGreaterThan(counts.selections);
      expect(counts.deselected).toBeGreaterThan(0);
      const undecidedPastGeneral = await one<{ n: number }>(sql`
        select count(*)::int as n from party_selections ps join elections e on e.id = ps.election_id
        where ps.status = 'open' and e.general_turn <= (select max(turn) from turns)`);
      expect(undecidedPastGeneral.n).toBe(0);
      // Talks opened by a count end within the turn when only non-players lead, each in a government.
      expect(counts.talks_formed).toBeGreaterThanOrEqual(counts.talks - 1);
      expect(counts.offers).toBeGreaterThanOrEqual(counts.talks_formed);
    });
  });
}
