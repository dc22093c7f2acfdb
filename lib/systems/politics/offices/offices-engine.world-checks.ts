import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WorldRun } from '@/lib/testing/world-run';

type Counts = {
  peers: number;
  bundesrat_votes: number;
  lords_rounds: number;
  lords_rejected: number;
  delayed_enacted: number;
  delayed_pending: number;
  uk_money_bills_enacted: number;
  bundesrat_rounds: number;
  bundesrat_rejected: number;
  objection_rounds: number;
  objections_overridden: number;
  consent_refused: number;
  split_lands: number;
  confidence_questions: number;
  questions_lost: number;
  question_dissolutions: number;
};

/**
 * The second chambers (House of Lords, Bundesrat) and Germany's confidence question on the shared world
 * run (lib/systems/game/turn/world-engine.int.test.ts); docs/legislation.md and docs/vacancies.md.
 */
export function describeSecondChambersOverTheRun(world: WorldRun) {
  describe(`the Lords, the Bundesrat and Art. 68 over ${world.turns} turns`, () => {
    it('second chambers review national bills by their rules; a Land votes as one block', async () => {
      const counts = (
        await world.db().execute<Counts>(sql`
          select
            (select count(*)::int from seats where office_id = 'uk-peer' and holder_character_id is not null) as peers,
            (select count(*)::int from seats where office_id = 'de-bundesrat_member' and holder_character_id is not null) as bundesrat_votes,
            (select count(*)::int from bill_rounds where chamber_id = 'uk-lords') as lords_rounds,
            (select count(*)::int from bill_rounds where chamber_id = 'uk-lords' and outcome = 'failed') as lords_rejected,
            (select count(*)::int from bills b where b.stage = 'enacted' and exists (
               select 1 from bill_rounds r where r.bill_id = b.id and r.chamber_id = 'uk-lords' and r.outcome = 'failed')) as delayed_enacted,
            (select count(*)::int from bills where stage = 'delayed') as delayed_pending,
            (select count(*)::int from bills b join legislation_types lt on lt.id = b.legislation_type_id
              where b.country_id = 'UK' and b.scope = 'national' and lt.policy_domain = 'tax' and b.stage = 'enacted') as uk_money_bills_enacted,
            (select count(*)::int from bill_rounds where chamber_id = 'de-bundesrat') as bundesrat_rounds,
            (select count(*)::int from bill_rounds where chamber_id = 'de-bundesrat' and outcome = 'failed') as bundesrat_rejected,
            (select count(*)::int from bill_rounds where kind = 'objection') as objection_rounds,
            (select count(*)::int from bill_rounds where kind = 'objection' and outcome = 'passed') as objections_overridden,
            (select count(*)::int from bills b join legislation_types lt on lt.id = b.legislation_type_id
              where b.country_id = 'DE' and lt.policy_domain in ('tax', 'governance') and b.stage = 'failed'
                and exists (select 1 from bill_rounds r where r.bill_id = b.id and r.chamber_id = 'de-bundesrat'
                            and r.outcome = 'failed')) as consent_refused,
            (select count(*)::int from (
               select v.bill_id, v.round, s.state_id from bill_votes v
               join seats s on s.holder_character_id = v.character_id and s.office_id = 'de-bundesrat_member'
               join characters c on c.id = v.character_id and c.is_npp
               join bill_rounds r on r.bill_id = v.bill_id and r.round = v.round and r.chamber_id = 'de-bundesrat'
               group by v.bill_id, v.round, s.state_id having count(distinct v.vote) > 1) t) as split_lands,
            (select count(*)::int from confidence_votes where reason = 'confidence_question') as confidence_questions,
            (select count(*)::int from confidence_votes where reason = 'confidence_question' and status = 'defeated') as questions_lost,
            (select count(*)::int from confidence_votes where reason = 'confidence_question' and outcome = 'snap_election') as question_dissolutions`)
      ).rows[0]!;
      // The closing note quotes these.
      process.stdout.write(`second chambers 200-turn counts: ${JSON.stringify(counts)}\n`);
      expect(counts.peers).toBeGreaterThan(780);
      expect(counts.bundesrat_votes).toBeGreaterThan(60);
      expect(counts.lords_rounds).toBeGreaterThan(0);
      expect(counts.bundesrat_rounds).toBeGreaterThan(0);
      // Art. 51(3): a Land's votes are cast as one block.
      expect(counts.split_lands).toBe(0);
      // A bill the Lords rejected is never failed by them: it waits out the delay or is enacted.
      const failedByLords = await world.db().execute(sql`
        select b.id from bills b join bill_rounds r on r.bill_id = b.id and r.chamber_id = 'uk-lords'
        where b.stage in ('failed', 'vetoed') and b.chamber_id = 'uk-commons' and r.round = 2`);
      expect(failedByLords.rows).toEqual([]);
      // Money bills never reach the Lords.
      const moneyInLords = await world.db().execute(sql`
        select b.id from bills b join legislation_types lt on lt.id = b.legislation_type_id
        join bill_rounds r on r.bill_id = b.id and r.chamber_id = 'uk-lords'
        where lt.policy_domain = 'tax' and b.chamber_id = 'uk-commons'`);
      expect(moneyInLords.rows).toEqual([]);
    });
  });
}
