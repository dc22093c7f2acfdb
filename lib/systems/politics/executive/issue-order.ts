import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { ORDER_ACTION_COST, ORDER_TERM_TURNS, ORDERS_PER_OFFICE } from './constants';
import { currentTurn, playerCharacter, spendOrRefuse } from './office-holder';
import { endOrders, issueOrders } from './orders';
import { issueOrderBody, orderIdParams } from './schemas';

/** Policy domains an order may not touch: in all four countries taxes need legislation. */
export const ORDER_EXCLUDED_DOMAINS = ['tax'] as const;

export interface IssuedOrder {
  id: string;
  legislationTypeId: string;
  optionIndex: number;
  stateId: string | null;
  issuedTurn: number;
  expiresTurn: number;
  actions: number;
  actionCost: number;
}

/**
 * POST /api/executive/orders {legislationTypeId, optionIndex, stateId?}: the head of government puts a
 * national law's option in force by order, or a regional head (governor, first minister,
 * minister-president) a state law's in their own state, for ORDER_TERM_TURNS turns, at ORDER_ACTION_COST
 * actions, with at most ORDERS_PER_OFFICE in force per office. Refusals write nothing: 403
 * NOT_OFFICE_HOLDER, 404 unknown law, 400 an option the law lacks, 422 ORDER_NOT_ALLOWED (a tax, or a
 * law of the other scope), 409 ORDER_LIMIT / CONFLICT (already in force) / INSUFFICIENT_ACTIONS.
 */
export async function issueExecutiveOrder(
  db: Db,
  input: { userId: string; legislationTypeId: unknown; optionIndex: unknown; stateId?: unknown; now?: Date },
): Promise<IssuedOrder> {
  const body = parseInput(issueOrderBody, {
    legislationTypeId: input.legislationTypeId,
    optionIndex: input.optionIndex,
    stateId: input.stateId ?? undefined,
  });
  const now = input.now ?? new Date();
  return withTx(db, async (tx) => {
    const character = await playerCharacter(tx, input.userId);
    const stateId = body.stateId ?? null;
    const seats = await tx.execute<{ seat_id: string; country_id: string; in_force: number }>(sql`
      select s.id as seat_id, s.country_id,
        (select count(*)::int from executive_orders x where x.seat_id = s.id and x.ended_turn is null) as in_force
      from seats s join offices o on o.id = s.office_id
      where s.holder_character_id = ${character.id}
        and ${stateId ? sql`o.role = 'regional_head' and s.state_id = ${stateId}` : sql`o.role = 'head'`}
      limit 1 for update of s`);
    const seat = seats.rows[0];
    if (!seat) {
      throw new AppError(
        'NOT_OFFICE_HOLDER',
        stateId
          ? 'Only the state’s governor or first minister issues orders there.'
          : 'Only the head of government issues national orders.',
      );
    }
    const types = await tx.execute<{
      national_only: boolean;
      policy_domain: string;
      countries: string[];
      name: string;
      has_option: boolean;
      in_force: boolean;
    }>(sql`
      select lt.national_only, lt.policy_domain, lt.countries, lt.name,
        exists (select 1 from policy_options po where po.legislation_type_id = lt.id and po.option_index = ${body.optionIndex}) as has_option,
        exists (select 1 from enacted_policies ep where ep.active and ep.legislation_type_id = lt.id
                and ep.country_id = ${seat.country_id} and ep.state_id is not distinct from ${stateId}
                and ep.option_index = ${body.optionIndex}) as in_force
      from legislation_types lt where lt.id = ${body.legislationTypeId}`);
    const type = types.rows[0];
    if (!type || !type.countries.includes(seat.country_id))
      throw new AppError('NOT_FOUND', 'No such law in this country.');
    if (!type.has_option)
      throw new AppError('BAD_REQUEST', `${type.name} has no option ${body.optionIndex}.`);
    if ((ORDER_EXCLUDED_DOMAINS as readonly string[]).includes(type.policy_domain)) {
      throw new AppError('ORDER_NOT_ALLOWED', 'Taxes need legislation: an order cannot set them.');
    }
    if (type.national_only === Boolean(stateId)) {
      throw new AppError(
        'ORDER_NOT_ALLOWED',
        type.national_only
          ? `${type.name} is national: only the head of government orders it.`
          : `${type.name} is set per state: only a state’s head orders it.`,
      );
    }
    if (type.in_force) throw new AppError('CONFLICT', 'That option is already in force.');
    if (seat.in_force >= ORDERS_PER_OFFICE) {
      throw new AppError(
        'ORDER_LIMIT',
        `An office may have ${ORDERS_PER_OFFICE} orders in force; revoke one first.`,
        {
          details: { limit: ORDERS_PER_OFFICE },
        },
      );
    }
    const actions = await spendOrRefuse(tx, character, ORDER_ACTION_COST, 'An executive order');
    const turn = await currentTurn(tx);
    const year = await tx.execute<{ year: number }>(
      sql`select starting_year as year from game_state limit 1`,
    );
    const id = newObjectId();
    await issueOrders(tx, {
      orders: [
        {
          id,
          seatId: seat.seat_id,
          issuerId: character.id,
          countryId: seat.country_id,
          stateId,
          legislationTypeId: body.legislationTypeId,
          optionIndex: body.optionIndex,
        },
      ],
      turn,
      now,
      startingYear: year.rows[0]?.year ?? 0,
    });
    return {
      id,
      legislationTypeId: body.legislationTypeId,
      optionIndex: body.optionIndex,
      stateId,
      issuedTurn: turn,
      expiresTurn: turn + ORDER_TERM_TURNS,
      actions,
      actionCost: ORDER_ACTION_COST,
    };
  });
}

/**
 * DELETE /api/executive/orders/[id]: the holder of the issuing office revokes an order in force; the law
 * returns to the record it superseded unless a later bill replaced it. Free. 404, 403 NOT_OFFICE_HOLDER,
 * 409 CONFLICT (already ended); a refusal writes nothing.
 */
export async function revokeExecutiveOrder(
  db: Db,
  input: { userId: string; orderId: unknown; now?: Date },
): Promise<{ id: string; revoked: true }> {
  const { id } = parseInput(orderIdParams, { id: input.orderId });
  return withTx(db, async (tx) => {
    const character = await playerCharacter(tx, input.userId);
    const rows = await tx.execute<{ holder: string | null; ended_turn: number | null }>(sql`
      select s.holder_character_id as holder, x.ended_turn from executive_orders x join seats s on s.id = x.seat_id
      where x.id = ${id} for update of x`);
    const order = rows.rows[0];
    if (!order) throw new AppError('NOT_FOUND', 'No such order.');
    if (order.holder !== character.id)
      throw new AppError('NOT_OFFICE_HOLDER', 'Only the office that issued an order revokes it.');
    if (order.ended_turn !== null) throw new AppError('CONFLICT', 'This order is no longer in force.');
    await endOrders(tx, {
      orderIds: [id],
      reason: 'revoked',
      turn: await currentTurn(tx),
      now: input.now ?? new Date(),
    });
    return { id, revoked: true };
  });
}
