import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WorldRun } from '@/lib/testing/world-run';
import { phasesBySystem } from '@/lib/systems/game/turn/registry';

/** Legislation's checks on the shared world run (lib/systems/game/turn/world-engine.int.test.ts). */
export function describeLegislationOverTheRun(world: WorldRun) {
  const TURNS = world.turns;
  const count = async (query: ReturnType<typeof sql>) =>
    (await world.db().execute<{ n: number }>(query)).rows[0]!.n;
  let before = { enacted: 0, history: 0, news: 0, favorability: 0 };
  world.beforeRun(async () => {
    before = {
      enacted: await count(
        sql`select count(distinct enacted_by_bill_id)::int as n from enacted_policies where enacted_by_bill_id is not null`,
      ),
      history: await count(sql`select count(*)::int as n from history_events`),
      news: await count(sql`select count(*)::int as n from news_posts`),
      favorability: await count(sql`select sum(favorability)::int as n from characters where is_npp`),
    };
  });

  describe(`legislation over ${TURNS} turns of the default world`, () => {
    it('proposes, votes, passes and fails bills; passed bills move policy records, history and news', async () => {
      expect(before.enacted).toBe(0);
      const bills = await world.db().execute<{ status: string; n: number }>(sql`
      select status, count(*)::int as n from bills group by status order by status`);
      const byStatus = Object.fromEntries(bills.rows.map((r) => [r.status, r.n]));
      const passed = byStatus.passed ?? 0;
      const failed = byStatus.failed ?? 0;
      const counts = {
        byStatus,
        votes: await count(sql`select count(*)::int as n from bill_votes`),
        enactedByBills: await count(
          sql`select count(distinct enacted_by_bill_id)::int as n from enacted_policies where enacted_by_bill_id is not null`,
        ),
        statePoliciesTouched: await count(sql`
        select count(*)::int as n from state_policies sp join enacted_policies ep
          on ep.active and ep.enacted_by_bill_id is not null and ep.country_id = sp.country_id
          and ep.scope = sp.scope and ep.state_id is not distinct from sp.state_id
          and ep.legislation_type_id = sp.legislation_type_id`),
        enactedEvents: await count(
          sql`select count(*)::int as n from history_events where event_type = 'bill_enacted'`,
        ),
        failedEvents: await count(
          sql`select count(*)::int as n from history_events where event_type = 'bill_failed'`,
        ),
        legislationNews: await count(
          sql`select count(*)::int as n from news_posts where category = 'legislation'`,
        ),
        stateBills: await count(sql`select count(*)::int as n from bills where scope = 'state'`),
        countries: await count(
          sql`select count(distinct country_id)::int as n from bills where status = 'passed'`,
        ),
        favorability: await count(sql`select sum(favorability)::int as n from characters where is_npp`),
      };
      // eslint-disable-next-line no-console -- the counts go in the closing note
      console.info(JSON.stringify(counts));
      expect(passed, JSON.stringify(counts)).toBeGreaterThan(TURNS / 4);
      expect(failed, JSON.stringify(counts)).toBeGreaterThan(TURNS / 20);
      // Every passed bill enacted a record (again when an executive order that superseded it lapses,
      // docs/government.md) and wrote one bill_enacted event; failed ones bill_failed.
      expect(counts.enactedByBills).toBe(passed);
      expect(counts.enactedEvents).toBe(passed);
      expect(counts.failedEvents).toBe(failed);
      expect(counts.legislationNews).toBe(passed + failed);
      expect(counts.statePoliciesTouched).toBeGreaterThan(0);
      expect(counts.stateBills).toBeGreaterThan(0);
      expect(counts.countries).toBe(4);
      expect(counts.votes).toBeGreaterThan((passed + failed) * 100);
      expect(await count(sql`select count(*)::int as n from history_events`)).toBeGreaterThanOrEqual(
        before.history + passed + failed,
      );
      expect(await count(sql`select count(*)::int as n from news_posts`)).toBeGreaterThanOrEqual(
        before.news + passed + failed,
      );
      expect(counts.favorability).not.toBe(before.favorability);
      // A pending bill's window is still open; no bill resolved before its window closed.
      expect(
        await count(
          sql`select count(*)::int as n from bills where status <> 'pending' and resolved_turn < voting_ends_turn`,
        ),
      ).toBe(0);
      expect(
        await count(sql`select count(*)::int as n from bills where status = 'pending'`),
      ).toBeLessThanOrEqual(36);
    });

    it('sends national bills through both chambers and the US president, who signs, vetoes and is overridden', async () => {
      const path = {
        usThroughBothChambers: await count(sql`
          select count(*)::int as n from bills b join bill_rounds r on r.bill_id = b.id and r.round = 2
          where b.country_id = 'US' and r.outcome = 'passed'`),
        jpSecondChamberRounds: await count(sql`
          select count(*)::int as n from bills b join bill_rounds r on r.bill_id = b.id and r.round = 2
          where b.country_id = 'JP'`),
        signed: await count(sql`select count(*)::int as n from bills where signed_by_name is not null`),
        nppVetoes: await count(sql`
          select count(*)::int as n from bills b join characters c on c.id = b.veto_character_id and c.is_npp`),
        overridden: await count(sql`select count(*)::int as n from bills where veto_overridden`),
        vetoesStood: await count(sql`select count(*)::int as n from bills where stage = 'vetoed'`),
        byStage: Object.fromEntries(
          (
            await world.db().execute<{ stage: string; n: number }>(sql`
              select stage, count(*)::int as n from bills group by stage order by stage`)
          ).rows.map((r) => [r.stage, r.n]),
        ),
      };
      // eslint-disable-next-line no-console -- the counts go in the closing note
      console.info(JSON.stringify({ billPath: path }));
      expect(path.usThroughBothChambers, JSON.stringify(path)).toBeGreaterThan(0);
      expect(path.jpSecondChamberRounds, JSON.stringify(path)).toBeGreaterThan(0);
      expect(path.signed, JSON.stringify(path)).toBeGreaterThan(0);
      expect(path.nppVetoes, JSON.stringify(path)).toBeGreaterThan(0);
      // Every veto ends overridden or standing, or is still in its override rounds.
      expect(path.overridden + path.vetoesStood + (path.byStage.override ?? 0)).toBeGreaterThanOrEqual(
        path.nppVetoes,
      );
      // A US national bill became law only through both chambers, and the desk or an override.
      expect(
        await count(sql`
          select count(*)::int as n from bills b
          where b.country_id = 'US' and b.scope = 'national' and b.status = 'passed'
            and not exists (select 1 from bill_rounds r where r.bill_id = b.id and r.round = 2 and r.outcome = 'passed')`),
      ).toBe(0);
      // Status follows the stage (docs/legislation.md).
      expect(
        await count(sql`
          select count(*)::int as n from bills where status <> case stage when 'enacted' then 'passed'
            when 'vetoed' then 'failed' when 'failed' then 'failed' else 'pending' end`),
      ).toBe(0);
    });

    it('registers its phases in the politics system', () => {
      expect(phasesBySystem.politics.map((p) => p.id)).toEqual(
        expect.arrayContaining(['legislation-propose', 'legislation-vote', 'legislation-resolve']),
      );
    });
  });
}
