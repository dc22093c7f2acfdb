import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enactPolicy } from '@/lib/systems/policy/enact-policy';
import { runPoliticsTurns } from '@/lib/testing/politics-turns';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { stateChangeMarks } from '@/lib/testing/write-marks';
import { ORDER_ACTION_COST, ORDER_TERM_TURNS, ORDERS_PER_OFFICE } from './constants';
import { issueExecutiveOrder, revokeExecutiveOrder } from './issue-order';
import { one, playerOf, refillActions, refusal, seatIn } from '@/lib/testing/executive-seats';

const database = seededSuiteDatabase();
let alice: Awaited<ReturnType<typeof playerOf>>;
let bob: Awaited<ReturnType<typeof playerOf>>;
const snapshot = stateChangeMarks(() => database.db);
/** The option each national law had before any order. */
const originals = new Map<string, number>();
const db = () => database.db;

type Law = { id: string; active: number; other: number };
/** US laws of a scope, each with its option in force and another option. */
async function laws(nationalOnly: boolean, domain = 'not-tax'): Promise<Law[]> {
  const rows = await db().execute<Law>(sql`
    select lt.id, ep.option_index as active,
      (select min(po.option_index) from policy_options po where po.legislation_type_id = lt.id and po.option_index <> ep.option_index) as other
    from legislation_types lt join enacted_policies ep on ep.legislation_type_id = lt.id and ep.active
      and ep.country_id = 'US' and ep.state_id ${nationalOnly ? sql`is null` : sql`= 'CA'`}
    where 'US' = any(lt.countries) and lt.national_only = ${nationalOnly}
      and ${domain === 'tax' ? sql`lt.policy_domain = 'tax'` : sql`lt.policy_domain <> 'tax'`}
    order by lt.id limit 5`);
  return rows.rows;
}
const inForce = (typeId: string, stateId: string | null = null) =>
  one<{ option: number; bill: string | null; order: string | null }>(
    db(),
    sql`
    select option_index as option, enacted_by_bill_id as bill, enacted_by_order_id as "order" from enacted_policies
    where active and country_id = 'US' and legislation_type_id = ${typeId} and state_id is not distinct from ${stateId}`,
  );
const order = (id: string) =>
  one<{ ended: number | null; reason: string | null; expires: number; issued: number }>(
    db(),
    sql`
    select ended_turn as ended, end_reason as reason, expires_turn as expires, issued_turn as issued
    from executive_orders where id = ${id}`,
  );
const issue = (law: Law, stateId?: string) =>
  issueExecutiveOrder(db(), {
    userId: alice.userId,
    legislationTypeId: law.id,
    optionIndex: law.other,
    stateId,
  });

beforeAll(async () => {
  alice = await playerOf(db(), 'alice');
  bob = await playerOf(db(), 'bob');
  await seatIn(db(), { characterId: alice.id, country: 'US', role: 'head' });
  await refillActions(db(), alice.id);
  await refillActions(db(), bob.id);
});

describe('executive orders', () => {
  it('refuses a caller without the office, a tax, a law of the other scope and an option in force, writing nothing', async () => {
    const [national] = await laws(true);
    const [stateLaw] = await laws(false);
    const [tax] = await laws(true, 'tax');
    const before = await snapshot();
    expect(
      await refusal(
        issueExecutiveOrder(db(), {
          userId: bob.userId,
          legislationTypeId: national!.id,
          optionIndex: national!.other,
        }),
      ),
    ).toMatchObject({ status: 403, code: 'NOT_OFFICE_HOLDER' });
    expect(await refusal(issue(national!, 'CA'))).toMatchObject({ status: 403 });
    expect(await refusal(issue(tax!))).toMatchObject({ status: 422, code: 'ORDER_NOT_ALLOWED' });
    expect(await refusal(issue(stateLaw!))).toMatchObject({ status: 422, code: 'ORDER_NOT_ALLOWED' });
    expect(
      await refusal(
        issueExecutiveOrder(db(), {
          userId: alice.userId,
          legislationTypeId: national!.id,
          optionIndex: national!.active,
        }),
      ),
    ).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(
      await refusal(
        issueExecutiveOrder(db(), { userId: alice.userId, legislationTypeId: 'no_such_law', optionIndex: 0 }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await refusal(
        issueExecutiveOrder(db(), { userId: alice.userId, legislationTypeId: national!.id, optionIndex: 19 }),
      ),
    ).toMatchObject({ status: 400 });
    expect(await snapshot()).toBe(before);
  });

  it('puts the option in force through enactPolicy for a term, at a cost, up to the cap per office', async () => {
    const national = await laws(true);
    for (const law of national) originals.set(law.id, law.active);
    const actionsBefore = await one<{ actions: number }>(
      db(),
      sql`select actions from characters where id = ${alice.id}`,
    );
    const issued = await issue(national[0]!);
    expect(issued.expiresTurn - issued.issuedTurn).toBe(ORDER_TERM_TURNS);
    expect(issued.actions).toBe(actionsBefore.actions - ORDER_ACTION_COST);
    expect(await inForce(national[0]!.id)).toEqual({
      option: national[0]!.other,
      bill: null,
      order: issued.id,
    });
    const event = await one<{ n: number }>(
      db(),
      sql`
      select count(*)::int as n from history_events where event_type = 'executive_order' and details->>'orderId' = ${issued.id}`,
    );
    expect(event.n).toBe(1);
    for (let i = 1; i < ORDERS_PER_OFFICE; i++) await issue(national[i]!);
    const before = await snapshot();
    expect(await refusal(issue(national[ORDERS_PER_OFFICE]!))).toMatchObject({
      status: 409,
      code: 'ORDER_LIMIT',
    });
    expect(await snapshot()).toBe(before);
    // Bob, living in the US, is told.
    const told = await one<{ n: number }>(
      db(),
      sql`
      select count(*)::int as n from notifications where character_id = ${bob.id} and kind = 'executive_order'`,
    );
    expect(told.n).toBe(ORDERS_PER_OFFICE);
  });

  it('restores the superseded law when revoked, at the end of its term, and when the office changes hands', async () => {
    const open = await db().execute<{ id: string; type: string }>(sql`
      select id, legislation_type_id as type from executive_orders where ended_turn is null order by issued_turn, id`);
    const [revoked, expiring, orphaned] = open.rows;
    const original = (type: string) => originals.get(type);

    expect(
      await refusal(revokeExecutiveOrder(db(), { userId: bob.userId, orderId: revoked!.id })),
    ).toMatchObject({ status: 403 });
    await revokeExecutiveOrder(db(), { userId: alice.userId, orderId: revoked!.id });
    expect(await order(revoked!.id)).toMatchObject({ reason: 'revoked' });
    expect((await inForce(revoked!.type)).option).toBe(original(revoked!.type));
    expect(
      await refusal(revokeExecutiveOrder(db(), { userId: alice.userId, orderId: revoked!.id })),
    ).toMatchObject({ status: 409 });

    await db().execute(
      sql`update executive_orders set expires_turn = (select current_turn from game_state) where id = ${expiring!.id}`,
    );
    await runPoliticsTurns(db(), 1);
    expect(await order(expiring!.id)).toMatchObject({ reason: 'expired' });
    expect((await inForce(expiring!.type)).option).toBe(original(expiring!.type));
    expect(await order(orphaned!.id)).toMatchObject({ ended: null });

    await seatIn(db(), { characterId: bob.id, country: 'US', role: 'head' });
    await runPoliticsTurns(db(), 1);
    expect(await order(orphaned!.id)).toMatchObject({ reason: 'holder_changed' });
    expect((await inForce(orphaned!.type)).option).toBe(original(orphaned!.type));
  });

  it('ends when a bill sets the same law, which stays as the bill left it; a governor orders in their state', async () => {
    await seatIn(db(), { characterId: alice.id, country: 'US', role: 'head' });
    await refillActions(db(), alice.id);
    const [, , , law] = await laws(true);
    const issued = await issue(law!);
    const turn = (await one<{ turn: number }>(db(), sql`select current_turn as turn from game_state`)).turn;
    await enactPolicy(db(), {
      turn,
      enactments: [
        {
          scope: 'national',
          countryId: 'US',
          legislationTypeId: law!.id,
          optionIndex: law!.active,
          enactedByBillId: 'bill-x',
        },
      ],
    });
    await runPoliticsTurns(db(), 1);
    expect(await order(issued.id)).toMatchObject({ reason: 'replaced' });
    expect(await inForce(law!.id)).toMatchObject({ option: law!.active, bill: 'bill-x' });

    await db().execute(sql`
      update seats set holder_character_id = ${bob.id}
      where id = (select s.id from seats s join offices o on o.id = s.office_id where o.role = 'regional_head' and s.state_id = 'CA')`);
    const [stateLaw] = await laws(false);
    const state = await issueExecutiveOrder(db(), {
      userId: bob.userId,
      legislationTypeId: stateLaw!.id,
      optionIndex: stateLaw!.other,
      stateId: 'CA',
    });
    expect(await inForce(stateLaw!.id, 'CA')).toMatchObject({ option: stateLaw!.other, order: state.id });
    expect(
      await refusal(
        issueExecutiveOrder(db(), {
          userId: bob.userId,
          legislationTypeId: stateLaw!.id,
          optionIndex: stateLaw!.other,
          stateId: 'TX',
        }),
      ),
    ).toMatchObject({ status: 403 });
  });

  it('non-player heads and regional heads issue some orders, never a tax', async () => {
    await runPoliticsTurns(db(), 3);
    const rows = await db().execute<{ n: number; taxes: number }>(sql`
      select count(*)::int as n, count(*) filter (where lt.policy_domain = 'tax')::int as taxes
      from executive_orders x join characters c on c.id = x.issued_by_character_id and c.is_npp
      join legislation_types lt on lt.id = x.legislation_type_id`);
    expect(rows.rows[0]!.n).toBeGreaterThan(0);
    expect(rows.rows[0]!.taxes).toBe(0);
  });
});
