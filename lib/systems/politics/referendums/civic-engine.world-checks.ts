import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { PARTY_DUES } from '@/lib/systems/politics/parties/constants';
import { countryHistoryResponse } from '@/lib/systems/core/history/schemas';
import { freshApiKey } from '@/lib/testing/api-keys';
import { deepStrict } from '@/lib/testing/deep-strict';
import { callV1 } from '@/lib/testing/v1-requests';
import type { WorldRun } from '@/lib/testing/world-run';
import { REFERENDUM_TOTAL_TURNS } from './constants';
import { getReferendumResponse, listReferendumsResponse } from './schemas';

/** The v1 body an endpoint promises, closed to undeclared keys (as the contract test checks). */
const strict = (response: z.ZodObject) => deepStrict(response.extend({ ok: z.literal(true) }));

type Counts = {
  called: number;
  resolved: number;
  passed: number;
  failed: number;
  open: number;
  passed_events: number;
  failed_events: number;
  system_news: number;
  enacted_by_referendum: number;
  treasury_cents: string;
};

async function counts(db: Db): Promise<Counts> {
  const result = await db.execute<Counts>(sql`
    select
      (select count(*)::int from referendums) as called,
      (select count(*)::int from referendums where status = 'resolved') as resolved,
      (select count(*)::int from referendums where passed) as passed,
      (select count(*)::int from referendums where passed = false) as failed,
      (select count(*)::int from referendums where status <> 'resolved') as open,
      (select count(*)::int from history_events where event_type = 'referendum_passed') as passed_events,
      (select count(*)::int from history_events where event_type = 'referendum_failed') as failed_events,
      (select count(*)::int from news_posts where is_system
        and (title like 'Referendum called: %' or title like 'Voters approve: %' or title like 'Voters reject: %'))
        as system_news,
      (select count(*)::int from enacted_policies e join referendums r
        on r.passed and r.resolved_turn = e.enacted_at_turn and r.legislation_type_id = e.legislation_type_id
        and r.option_index = e.option_index and r.country_id = e.country_id
        and r.state_id is not distinct from e.state_id) as enacted_by_referendum,
      (select sum(treasury_cents)::text from parties) as treasury_cents`);
  return result.rows[0]!;
}

/** Referendums', history's and news's checks on the shared world run (lib/systems/game/turn/world-engine.int.test.ts). */
export function describeCivicLifeOverTheRun(world: WorldRun) {
  const db = () => world.db();
  let before: Counts | undefined;
  const growth: number[] = [];
  world.beforeRun(async (db) => {
    before = await counts(db);
  });
  world.afterTurn(async (db, turnsRun) => {
    if (turnsRun % 50 === 0) growth.push((await counts(db)).system_news);
  });

  describe(`civic life over ${world.turns} turns on the default world`, () => {
    let final: Counts;

    it('calls, polls and resolves referendums and grows history and news', async () => {
      expect(before).toMatchObject({ called: 0, passed_events: 0, system_news: 0, treasury_cents: '0' });
      final = await counts(db());
      // The closing note quotes these.
      process.stdout.write(`civic 200-turn counts: ${JSON.stringify(final)}\n`);

      expect(final.resolved).toBeGreaterThanOrEqual(10);
      expect(final.passed).toBeGreaterThanOrEqual(2);
      expect(final.failed).toBeGreaterThanOrEqual(2);
      expect(final.resolved + final.open).toBe(final.called);
      // At most one open referendum per country.
      expect(final.open).toBeLessThanOrEqual(4);
      expect(final.passed_events).toBe(final.passed);
      expect(final.failed_events).toBe(final.failed);
      // A post when called and one when resolved.
      expect(final.system_news).toBe(final.called + final.resolved);
      expect(growth).toEqual([...growth].sort((a, b) => a - b));
      expect(growth[0]).toBeLessThan(growth.at(-1)!);
      // Every passed referendum enacted its option on the turn it resolved.
      expect(final.enacted_by_referendum).toBe(final.passed);
      // Dues fed the treasuries: at least one turn of dues from the demo players alone.
      expect(Number(final.treasury_cents)).toBeGreaterThanOrEqual(3 * PARTY_DUES * 100);
    });

    it('stores each result consistently: shares sum to 1, a poll per turn, timing honoured', async () => {
      const rows = await db().execute<{
        bad: number;
      }>(sql`
      select count(*)::int as bad from referendums
      where status = 'resolved' and not (
        abs(result_yes + result_no - 1) < 1e-6 and turnout between 0.4 and 0.75
        and passed = (result_yes > 0.5) and resolved_turn = resolves_turn
        and resolves_turn = proposed_turn + ${REFERENDUM_TOTAL_TURNS}
        and jsonb_array_length(poll_history) = ${REFERENDUM_TOTAL_TURNS}
        and jsonb_array_length(party_positions) > 0)`);
      expect(rows.rows[0]!.bad).toBe(0);
    });

    it('serves them on v1: referendums with filters and by id, history with type and the beforeTurn cursor', async () => {
      const apiKey = await freshApiKey('alice', 'public', db());
      const list = await callV1('referendums', { apiKey, query: { status: 'resolved', limit: '200' } });
      expect(list.status).toBe(200);
      expect(strict(listReferendumsResponse).safeParse(list.body).error).toBeUndefined();
      expect(list.body.referendums).toHaveLength(final.resolved);
      expect(
        list.body.referendums.every(
          (r: { status: string; result: unknown }) => r.status === 'resolved' && r.result,
        ),
      ).toBe(true);
      const first = list.body.referendums.at(-1);
      const one = await callV1('referendum', { apiKey, params: { id: String(first.id) } });
      expect(strict(getReferendumResponse).safeParse(one.body).error).toBeUndefined();
      expect(one.body.referendum).toEqual(first);

      const uk = await callV1('referendums', { apiKey, query: { country: 'gb', limit: '1' } });
      expect(uk.body.referendums.length).toBeLessThanOrEqual(1);
      for (const r of uk.body.referendums) expect(r.countryId).toBe('UK');

      const passed = await db().execute<{ country_id: string; n: number }>(sql`
      select country_id, count(*)::int as n from history_events where event_type = 'referendum_passed'
      group by country_id order by n desc, country_id limit 1`);
      const { country_id: country, n } = passed.rows[0]!;
      const history = await callV1('countryHistory', {
        apiKey,
        params: { code: country },
        query: { type: 'referendum_passed', limit: '200' },
      });
      expect(strict(countryHistoryResponse).safeParse(history.body).error).toBeUndefined();
      expect(history.body.events).toHaveLength(n);
      const turns = history.body.events.map((e: { turn: number }) => e.turn);
      expect(turns).toEqual([...turns].sort((a, b) => b - a));
      const cursor = turns[0];
      const older = await callV1('countryHistory', {
        apiKey,
        params: { code: country },
        query: { type: 'referendum_passed', beforeTurn: String(cursor) },
      });
      expect(older.body.events.every((e: { turn: number }) => e.turn < cursor)).toBe(true);
      expect(older.body.events).toHaveLength(turns.filter((t: number) => t < cursor).length);
    });
  });
}
