import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { ORDER_EXCLUDED_DOMAINS } from '../issue-order';
import { NPP_ORDER_CHANCE, ORDERS_PER_OFFICE } from '../constants';
import { endOrders, issueOrders } from '../orders';

/**
 * Politics phase, after legislation resolves (a bill on the same law ends an order): orders whose record
 * a bill or a later order replaced end as `replaced`; orders past their term, or whose office changed
 * hands, lapse and restore the law they superseded. Then non-player heads and regional heads with room
 * under the cap issue an order with NPP_ORDER_CHANCE each: the option of a law of their scope (never a
 * tax) nearest their own positions, not already in force, drawn from the turn's random.
 */
export const executiveOrdersPhase = definePhase({
  id: 'executive-orders',
  system: 'politics',
  async run(tx, ctx) {
    const replaced = await tx.execute<{ id: string }>(sql`
      select x.id from executive_orders x left join enacted_policies ep on ep.id = x.record_id
      where x.ended_turn is null and (ep.id is null or not ep.active) order by x.id`);
    await endOrders(tx, {
      orderIds: replaced.rows.map((r) => r.id),
      reason: 'replaced',
      turn: ctx.turn,
      now: ctx.now,
    });
    for (const reason of ['expired', 'holder_changed'] as const) {
      const due = await tx.execute<{ id: string }>(sql`
        select x.id from executive_orders x join seats s on s.id = x.seat_id
        where x.ended_turn is null and ${
          reason === 'expired'
            ? sql`x.expires_turn <= ${ctx.turn}`
            : sql`s.holder_character_id is distinct from x.issued_by_character_id`
        } order by x.id`);
      await endOrders(tx, { orderIds: due.rows.map((r) => r.id), reason, turn: ctx.turn, now: ctx.now });
    }

    const salt = String(ctx.random.int(0, 2 ** 31 - 1));
    const draw = (key: ReturnType<typeof sql>) =>
      sql`(('x' || substr(md5(${salt} || ${key}), 1, 8))::bit(32)::bigint / 4294967296.0)`;
    const picks = await tx.execute<{
      seat_id: string;
      issuer: string;
      country_id: string;
      state_id: string | null;
      legislation_type_id: string;
      option_index: number;
    }>(sql`
      with issuers as (
        select s.id as seat_id, s.country_id, case when o.role = 'regional_head' then s.state_id end as state_id,
               c.id as issuer, c.policy_economic, c.policy_social
        from seats s join offices o on o.id = s.office_id and o.role in ('head', 'regional_head')
        join characters c on c.id = s.holder_character_id and c.is_npp
        where ${draw(sql`s.id`)} < ${NPP_ORDER_CHANCE}::float8
          and (select count(*) from executive_orders x where x.seat_id = s.id and x.ended_turn is null) < ${ORDERS_PER_OFFICE}),
      choices as (
        select i.seat_id, i.issuer, i.country_id, i.state_id, lt.id as legislation_type_id, po.option_index,
               row_number() over (partition by i.seat_id order by ${draw(sql`i.seat_id || lt.id`)}, lt.id) as law_rank,
               row_number() over (partition by i.seat_id, lt.id
                 order by power(po.economic - i.policy_economic, 2) + power(po.social - i.policy_social, 2), po.option_index) as option_rank
        from issuers i
        join legislation_types lt on i.country_id = any(lt.countries) and lt.national_only = (i.state_id is null)
          and lt.policy_domain <> all(${sql`array(select jsonb_array_elements_text(${JSON.stringify(ORDER_EXCLUDED_DOMAINS)}::jsonb))`})
        join policy_options po on po.legislation_type_id = lt.id
        where not exists (select 1 from executive_orders x where x.ended_turn is null and x.country_id = i.country_id
                            and x.state_id is not distinct from i.state_id and x.legislation_type_id = lt.id)
          and not exists (select 1 from bills b where b.status = 'pending' and b.country_id = i.country_id
                            and b.state_id is not distinct from i.state_id and b.legislation_type_id = lt.id)),
      nearest as (select * from choices where option_rank = 1)
      -- Each seat's first law in its drawn order whose nearest option is not already in force.
      select distinct on (n.seat_id) n.seat_id, n.issuer, n.country_id, n.state_id, n.legislation_type_id,
             n.option_index
      from nearest n
      where not exists (select 1 from enacted_policies ep where ep.active and ep.country_id = n.country_id
                          and ep.state_id is not distinct from n.state_id
                          and ep.legislation_type_id = n.legislation_type_id and ep.option_index = n.option_index)
      order by n.seat_id, n.law_rank`);
    await issueOrders(tx, {
      orders: picks.rows.map((p) => ({
        id: `${ctx.turn}-${p.seat_id}`,
        seatId: p.seat_id,
        issuerId: p.issuer,
        countryId: p.country_id,
        stateId: p.state_id,
        legislationTypeId: p.legislation_type_id,
        optionIndex: p.option_index,
      })),
      turn: ctx.turn,
      now: ctx.now,
      startingYear: ctx.state.startingYear,
    });
  },
});
