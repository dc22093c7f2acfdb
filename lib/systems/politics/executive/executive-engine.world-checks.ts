import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/platform/db';
import type { WorldRun } from '@/lib/testing/world-run';
import { ORDER_TERM_TURNS, ORDERS_PER_OFFICE } from './constants';

type Counts = {
  orders: number;
  orders_in_force: number;
  orders_expired: number;
  orders_replaced: number;
  orders_holder_changed: number;
  order_events: number;
  order_records: number;
  tax_orders: number;
  nominations: number;
  confirmed: number;
  rejected: number;
  pending: number;
  senate_votes: number;
  cabinet_changes: number;
  vacant_cabinet_seats: number;
  rate_decisions: number;
  over_cap: number;
  overlong: number;
};

async function counts(db: Db): Promise<Counts> {
  const result = await db.execute<Counts>(sql`
    select
      (select count(*)::int from executive_orders) as orders,
      (select count(*)::int from executive_orders where ended_turn is null) as orders_in_force,
      (select count(*)::int from executive_orders where end_reason = 'expired') as orders_expired,
      (select count(*)::int from executive_orders where end_reason = 'replaced') as orders_replaced,
      (select count(*)::int from executive_orders where end_reason = 'holder_changed') as orders_holder_changed,
      (select count(*)::int from history_events where event_type = 'executive_order') as order_events,
      (select count(*)::int from enacted_policies where enacted_by_order_id is not null) as order_records,
      (select count(*)::int from executive_orders x join legislation_types lt on lt.id = x.legislation_type_id
        where lt.policy_domain = 'tax') as tax_orders,
      (select count(*)::int from nominations) as nominations,
      (select count(*)::int from nominations where status = 'confirmed') as confirmed,
      (select count(*)::int from nominations where status = 'rejected') as rejected,
      (select count(*)::int from nominations where status = 'pending') as pending,
      (select count(*)::int from nomination_votes) as senate_votes,
      (select count(*)::int from careers cr join offices o on o.id = cr.office_id
        where o.role = 'cabinet' and cr.type = 'appointed') as cabinet_changes,
      (select count(*)::int from seats s join offices o on o.id = s.office_id
        where o.role = 'cabinet' and s.holder_character_id is null) as vacant_cabinet_seats,
      (select count(*)::int from prime_rate_history) as rate_decisions,
      (select count(*)::int from (select seat_id from executive_orders where ended_turn is null
        group by seat_id having count(*) > ${ORDERS_PER_OFFICE}) t) as over_cap,
      (select count(*)::int from executive_orders
        where coalesce(ended_turn, (select current_turn from game_state)) > issued_turn + ${ORDER_TERM_TURNS}) as overlong`);
  return result.rows[0]!;
}

/** Orders, cabinets and rate decisions on the shared world run (lib/systems/game/turn/world-engine.int.test.ts). */
export function describeExecutiveOverTheRun(world: WorldRun) {
  describe(`the executive over ${world.turns} turns on the default world`, () => {
    it('issues and lapses orders, keeps cabinets filled through nominations and decides rates', async () => {
      const final = await counts(world.db());
      // The closing note quotes these.
      process.stdout.write(`executive 200-turn counts: ${JSON.stringify(final)}\n`);
      expect(final.orders).toBeGreaterThanOrEqual(20);
      expect(final.orders_expired).toBeGreaterThan(0);
      expect(final.order_events).toBe(final.orders);
      expect(final.order_records).toBeGreaterThanOrEqual(final.orders);
      expect(final.tax_orders).toBe(0);
      expect(final.over_cap).toBe(0);
      expect(final.overlong).toBe(0);
      expect(
        final.orders_in_force + final.orders_expired + final.orders_replaced + final.orders_holder_changed,
      ).toBe(final.orders);
      // Elections change governments: new cabinets are nominated; the US Senate votes on its share.
      expect(final.nominations).toBeGreaterThan(0);
      expect(final.confirmed).toBeGreaterThan(0);
      expect(final.senate_votes).toBeGreaterThan(0);
      expect(final.cabinet_changes).toBeGreaterThan(0);
      expect(final.confirmed + final.rejected + final.pending).toBe(final.nominations);
      expect(final.rate_decisions).toBeGreaterThan(0);
    });
  });
}
