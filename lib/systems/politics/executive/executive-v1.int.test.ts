import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshApiKey } from '@/lib/testing/api-keys';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';
import { issueExecutiveOrder } from './issue-order';
import { nominateToSeat } from './nominate';
import { executiveNextSteps } from './next-steps';
import { setCentralBankRate } from './set-central-bank-rate';
import { one, playerOf, refillActions, seatIn } from '@/lib/testing/executive-seats';

const database = seededSuiteDatabase();
let apiKey: string;
const db = () => database.db;

beforeAll(async () => {
  apiKey = await freshApiKey('alice');
});

describe('GET /api/public/v1/country/[code]/executive', () => {
  it('shows the head, the cabinet by portfolio, regional heads, a pending nomination, an order and the bank', async () => {
    const alice = await playerOf(db(), 'alice');
    const bob = await playerOf(db(), 'bob');
    const headSeat = await seatIn(db(), { characterId: alice.id, country: 'US', role: 'head' });
    const chairSeat = await seatIn(db(), { characterId: bob.id, country: 'US', role: 'central_bank' });
    await refillActions(db(), alice.id);
    await db().execute(
      sql`update country_economies set prime_rate_changed_turn = -100 where country_id = 'US'`,
    );
    await setCentralBankRate(db(), { userId: bob.userId, countryCode: 'US', rate: 7.5 });
    const treasury = await one<{ id: string }>(
      db(),
      sql`
      select id from seats where office_id = 'us-cabinet' and portfolio = 'finance'`,
    );
    const nominee = await one<{ id: string; name: string }>(
      db(),
      sql`
      select c.id, c.name from characters c where c.country_id = 'US' and c.is_npp
        and not exists (select 1 from seats s where s.holder_character_id = c.id) order by c.id limit 1`,
    );
    const nomination = await nominateToSeat(db(), {
      userId: alice.userId,
      seatId: treasury.id,
      characterId: nominee.id,
    });
    const law = await one<{ id: string; option: number }>(
      db(),
      sql`
      select lt.id, (select min(po.option_index) from policy_options po where po.legislation_type_id = lt.id
                     and po.option_index <> ep.option_index) as option
      from legislation_types lt join enacted_policies ep on ep.legislation_type_id = lt.id and ep.active
        and ep.country_id = 'US' and ep.state_id is null
      where lt.national_only and lt.policy_domain <> 'tax' order by lt.id limit 1`,
    );
    const order = await issueExecutiveOrder(db(), {
      userId: alice.userId,
      legislationTypeId: law.id,
      optionIndex: law.option,
    });

    const { status, body } = await callV1('countryExecutive', { apiKey, params: { code: 'us' } });
    expect(status).toBe(200);
    expect(body.head).toMatchObject({ seatId: headSeat, office: 'President', characterId: alice.id });
    expect(body.cabinet).toHaveLength(15);
    expect(body.cabinet[0]).toMatchObject({
      seatId: treasury.id,
      office: 'Secretary of the Treasury',
      portfolio: 'finance',
    });
    expect(body.regionalHeads.length).toBeGreaterThanOrEqual(50);
    expect(body.regionalHeads.find((h: { stateId: string }) => h.stateId === 'CA').office).toBe('Governor');
    expect(body.nominations).toEqual([
      expect.objectContaining({
        id: nomination.id,
        seatId: treasury.id,
        chamber: 'Senate',
        nominee: expect.objectContaining({ name: nominee.name }),
      }),
    ]);
    expect(body.orders).toEqual([
      expect.objectContaining({
        id: order.id,
        legislationTypeId: law.id,
        optionIndex: law.option,
        stateId: null,
        expiresTurn: order.expiresTurn,
      }),
    ]);
    expect(body.centralBank).toMatchObject({
      seatId: chairSeat,
      office: 'Federal Reserve Chair',
      pendingRate: 7.5,
      holder: { characterId: bob.id },
    });

    // The desk: the senator owes a consent vote, the chair has decided (no rate step while it waits).
    const senator = await one<{ id: string; user_id: string }>(
      db(),
      sql`
      select c.id, c.user_id from characters c join users u on u.id = c.user_id where u.username = 'carol'`,
    );
    await db().execute(sql`
      update seats set holder_character_id = ${senator.id}
      where id = (select id from seats where office_id = 'us-senator' order by id limit 1)`);
    const step = (
      await executiveNextSteps(db(), {
        id: senator.id,
        userId: senator.user_id,
        countryId: 'US',
        stateId: 'CA',
        partyId: null,
        lastTurn: 0,
      })
    )[0];
    expect(step).toMatchObject({
      kind: 'nomination-vote',
      href: '/countries/us/executive',
      deadlineTurn: nomination.closesTurn,
    });
    const chairSteps = await executiveNextSteps(db(), {
      id: bob.id,
      userId: bob.userId,
      countryId: 'US',
      stateId: 'TX',
      partyId: null,
      lastTurn: 0,
    });
    expect(chairSteps.map((s) => s.kind)).not.toContain('rate-decision');
    const nominated = await one<{ n: number }>(
      db(),
      sql`select count(*)::int as n from notifications where kind = 'nominated'`,
    );
    expect(nominated.n).toBe(0); // the nominee is a non-player: nobody to tell

    const government = await callV1('government', { apiKey, query: { country: 'US' } });
    expect(government.body.cabinet[0]).toMatchObject({
      seatId: treasury.id,
      portfolio: 'finance',
      role: 'Secretary of the Treasury',
    });
    expect(government.body.officials[0]).toMatchObject({ section: 'executive', seatId: headSeat });
  });

  it('answers found: false for an unknown country', async () => {
    const { status, body } = await callV1('countryExecutive', { apiKey, params: { code: 'zz' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ found: false, head: null, cabinet: [], centralBank: null });
  });
});
