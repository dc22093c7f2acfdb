import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { recordHistoryEvents } from '@/lib/systems/core/history/record-history-events';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { enactPolicy } from '@/lib/systems/policy/enact-policy';
import { ORDER_TERM_TURNS } from './constants';

export interface OrderRequest {
  id: string;
  seatId: string;
  issuerId: string;
  countryId: string;
  stateId: string | null;
  legislationTypeId: string;
  optionIndex: number;
}

export type OrderEndReason = 'expired' | 'revoked' | 'holder_changed' | 'replaced';

type Place = { countryId: string; stateId: string | null; legislationTypeId: string };
const placeRows = (places: readonly Place[]) =>
  JSON.stringify(
    places.map((p) => ({
      country_id: p.countryId,
      state_id: p.stateId,
      legislation_type_id: p.legislationTypeId,
    })),
  );

/**
 * Issues orders, a head's or a regional head's, player or not, in a few set-based statements: each
 * enacts its option through the policy system's enactPolicy (so metrics follow as for a bill, the record
 * carrying enactedByOrderId), remembers the record it superseded, runs ORDER_TERM_TURNS, and writes an
 * `executive_order` history event; players living where it applies are told. The caller has checked
 * the office, the cap and the cost.
 */
export async function issueOrders(
  tx: Db,
  input: { orders: readonly OrderRequest[]; turn: number; now: Date; startingYear: number },
): Promise<void> {
  if (input.orders.length === 0) return;
  const superseded = await tx.execute<{
    country_id: string;
    state_id: string | null;
    legislation_type_id: string;
    id: number;
  }>(sql`
    select ep.country_id, ep.state_id, ep.legislation_type_id, ep.id
    from enacted_policies ep join jsonb_to_recordset(${placeRows(input.orders)}::jsonb)
      as p(country_id text, state_id text, legislation_type_id text)
      on ep.country_id = p.country_id and ep.state_id is not distinct from p.state_id
         and ep.legislation_type_id = p.legislation_type_id
    where ep.active`);
  const key = (p: { country_id: string; state_id: string | null; legislation_type_id: string }) =>
    `${p.country_id}:${p.state_id ?? ''}:${p.legislation_type_id}`;
  const previous = new Map(superseded.rows.map((r) => [key(r), r.id]));
  await enactPolicy(tx, {
    turn: input.turn,
    now: input.now,
    enactments: input.orders.map((o) => ({
      scope: o.stateId ? ('state' as const) : ('national' as const),
      countryId: o.countryId,
      ...(o.stateId ? { stateId: o.stateId } : {}),
      legislationTypeId: o.legislationTypeId,
      optionIndex: o.optionIndex,
      enactedByOrderId: o.id,
    })),
  });
  const rows = JSON.stringify(
    input.orders.map((o) => ({
      id: o.id,
      country_id: o.countryId,
      state_id: o.stateId,
      seat_id: o.seatId,
      issuer: o.issuerId,
      legislation_type_id: o.legislationTypeId,
      option_index: o.optionIndex,
      superseded:
        previous.get(
          key({ country_id: o.countryId, state_id: o.stateId, legislation_type_id: o.legislationTypeId }),
        ) ?? null,
    })),
  );
  await tx.execute(sql`
    insert into executive_orders (id, country_id, state_id, seat_id, issued_by_character_id, legislation_type_id,
                                  option_index, record_id, superseded_record_id, issued_turn, expires_turn)
    select r.id, r.country_id, r.state_id, r.seat_id, r.issuer, r.legislation_type_id, r.option_index,
           (select ep.id from enacted_policies ep where ep.enacted_by_order_id = r.id and ep.active),
           r.superseded, ${input.turn}::int, ${input.turn + ORDER_TERM_TURNS}::int
    from jsonb_to_recordset(${rows}::jsonb) as r(id text, country_id text, state_id text, seat_id text, issuer text,
      legislation_type_id text, option_index int, superseded int)
    order by r.id`);
  const described = await tx.execute<{
    id: string;
    country_id: string;
    state_id: string | null;
    issuer: string | null;
    issuer_name: string | null;
    party_name: string | null;
    office_key: string;
    office_title: string;
    law: string;
    option: string;
    state_name: string | null;
  }>(sql`
    select x.id, x.country_id, x.state_id, x.issued_by_character_id as issuer, c.name as issuer_name,
           p.name as party_name, o.office_key, o.title as office_title, lt.name as law, po.name as option,
           st.name as state_name
    from executive_orders x join seats s on s.id = x.seat_id join offices o on o.id = s.office_id
    join legislation_types lt on lt.id = x.legislation_type_id
    join policy_options po on po.legislation_type_id = x.legislation_type_id and po.option_index = x.option_index
    left join characters c on c.id = x.issued_by_character_id left join parties p on p.id = c.party_id
    left join states st on st.id = x.state_id
    where x.id in (select jsonb_array_elements_text(${JSON.stringify(input.orders.map((o) => o.id))}::jsonb))
    order by x.id`);
  await recordHistoryEvents(
    tx,
    described.rows.map((d) => ({
      countryId: d.country_id,
      turn: input.turn,
      eventType: 'executive_order' as const,
      title:
        `${d.office_title} ${d.issuer_name ?? ''} orders ${d.law}: ${d.option}${d.state_name ? ` (${d.state_name})` : ''}`.replace(
          '  ',
          ' ',
        ),
      officeType: d.office_key,
      characterId: d.issuer,
      characterName: d.issuer_name,
      partyName: d.party_name,
      billScope: d.state_id ? 'state' : 'national',
      details: { orderId: d.id, stateId: d.state_id, expiresTurn: input.turn + ORDER_TERM_TURNS },
      iterationStartingYear: input.startingYear,
    })),
  );
  await notifyMany(tx, {
    // The players first: joined from every order, the planner read every character of the country per order.
    source: sql`
      with players as materialized (select c.id, c.country_id, c.state_id from characters c where c.user_id is not null)
      select c.id as character_id, 'executive_order' as kind, x.id as key,
        'Executive order: ' || lt.name || ' — ' || po.name as title,
        o.title || ' ' || coalesce(ic.name, '') || ' put it in force ' ||
          coalesce('in ' || st.name, 'nationwide') || ' until turn ' || x.expires_turn || '.' as body,
        '/countries/' || lower(x.country_id) || '/executive' as link
      from executive_orders x join seats s on s.id = x.seat_id join offices o on o.id = s.office_id
      join legislation_types lt on lt.id = x.legislation_type_id
      join policy_options po on po.legislation_type_id = x.legislation_type_id and po.option_index = x.option_index
      left join characters ic on ic.id = x.issued_by_character_id left join states st on st.id = x.state_id
      join players c on c.country_id = x.country_id
        and (x.state_id is null or c.state_id = x.state_id) and c.id is distinct from x.issued_by_character_id
      where x.id in (select jsonb_array_elements_text(${JSON.stringify(input.orders.map((o) => o.id))}::jsonb))`,
    turn: input.turn,
    now: input.now,
  });
}

/**
 * Ends orders in force. Where an order's own record is still in force (no later bill or order replaced
 * it), the record it superseded is enacted again, through enactPolicy, so the law returns to what it was.
 */
export async function endOrders(
  tx: Db,
  input: { orderIds: readonly string[]; reason: OrderEndReason; turn: number; now: Date },
): Promise<number> {
  if (input.orderIds.length === 0) return 0;
  const ended = await tx.execute<{ id: string }>(sql`
    update executive_orders set ended_turn = ${input.turn}, end_reason = ${input.reason}
    where ended_turn is null and id in (select jsonb_array_elements_text(${JSON.stringify([...input.orderIds].sort())}::jsonb))
    returning id`);
  const restore = await tx.execute<{
    scope: 'national' | 'state';
    country_id: string;
    state_id: string | null;
    legislation_type_id: string;
    option_index: number;
    economic: number;
    social: number;
    bill: string | null;
  }>(sql`
    select old.scope, old.country_id, old.state_id, old.legislation_type_id, old.option_index, old.economic,
           old.social, old.enacted_by_bill_id as bill
    from executive_orders x
    join enacted_policies mine on mine.id = x.record_id and mine.active
    join enacted_policies old on old.id = x.superseded_record_id
    where x.id in (select jsonb_array_elements_text(${JSON.stringify(ended.rows.map((r) => r.id))}::jsonb))
    order by x.id`);
  if (restore.rows.length > 0) {
    await enactPolicy(tx, {
      turn: input.turn,
      now: input.now,
      enactments: restore.rows.map((r) => ({
        scope: r.scope,
        countryId: r.country_id,
        ...(r.state_id ? { stateId: r.state_id } : {}),
        legislationTypeId: r.legislation_type_id,
        optionIndex: r.option_index,
        economic: r.economic,
        social: r.social,
        enactedByBillId: r.bill,
      })),
    });
  }
  return ended.rows.length;
}
