import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WorldRun } from '@/lib/testing/world-run';

/** Vacancies' and confidence votes' checks on the shared world run (world-engine.int.test.ts). */
export function describeVacanciesOverTheRun(world: WorldRun) {
  describe(`vacancies and confidence votes over ${world.turns} turns`, () => {
    it('non-players leave office now and then, and every vacancy gets a rule and is filled or waits', async () => {
      const counts = (
        await world.db().execute<{
          vacancies: number;
          by_elections: number;
          by_elections_closed: number;
          list: number;
          interim: number;
          succession: number;
          formation: number;
          unfilled_elected: number;
          no_rule: number;
          confidence_votes: number;
          carried: number;
          snap: number;
          new_formation: number;
        }>(sql`
          select (select count(*)::int from seat_vacancies) as vacancies,
                 (select count(*)::int from elections where kind = 'by_election') as by_elections,
                 (select count(*)::int from elections where kind = 'by_election' and status = 'closed') as by_elections_closed,
                 (select count(*)::int from seat_vacancies where fill_rule = 'list') as list,
                 (select count(*)::int from seat_vacancies where fill_rule = 'interim') as interim,
                 (select count(*)::int from seat_vacancies where fill_rule = 'succession') as succession,
                 (select count(*)::int from seat_vacancies where fill_rule = 'formation') as formation,
                 (select count(*)::int from seat_vacancies v join seats s on s.id = v.seat_id
                  where v.filled_turn is null and v.fill_rule in ('by_election', 'interim')
                    and v.election_id is null and s.term_end_turn > ${world.turns} + 6) as unfilled_elected,
                 (select count(*)::int from seat_vacancies where fill_rule is null) as no_rule,
                 (select count(*)::int from confidence_votes) as confidence_votes,
                 (select count(*)::int from confidence_votes where status = 'carried') as carried,
                 (select count(*)::int from confidence_votes where outcome = 'snap_election') as snap,
                 (select count(*)::int from confidence_votes where outcome = 'new_formation') as new_formation`)
      ).rows[0]!;
      // eslint-disable-next-line no-console -- the counts go in the closing note
      console.info(JSON.stringify({ vacanciesOverTheRun: counts }));
      // NPP_DEPARTURE_RATE_PER_TURN over ~2,600 seats and 200 turns: about 26 expected.
      expect(counts.vacancies).toBeGreaterThan(5);
      expect(counts.vacancies).toBeLessThan(80);
      expect(counts.by_elections).toBeGreaterThan(0);
      expect(counts.no_rule).toBe(0);
      // A by-election or interim seat never waits without an election on its way.
      expect(counts.unfilled_elected).toBe(0);
      // Germany's motions never cause a snap election (Art. 67); only a lost confidence question may (Art. 68).
      const germanSnap = await world.db().execute(sql`
        select 1 from confidence_votes where country_id = 'DE' and outcome = 'snap_election'
          and reason <> 'confidence_question'`);
      expect(germanSnap.rows).toEqual([]);
      // Every decided vote has a tally and an outcome (or waits for a player prime minister's choice).
      const bad = await world.db().execute(sql`
        select id from confidence_votes
        where (status <> 'open' and (votes_needed is null or (outcome is null and head_choice_closes_turn is null)))
           or (status = 'carried' and yes_votes < votes_needed)
           or (status = 'defeated' and yes_votes >= votes_needed)`);
      expect(bad.rows).toEqual([]);
    });
  });
}
