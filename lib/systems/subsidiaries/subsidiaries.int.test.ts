import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as toggle } from '@/app/api/admin/corporations/subsidiaries/toggle/route';
import { GET as overview } from '@/app/api/admin/overview/route';
import { POST as formalizeRoute } from '@/app/api/corporations/[id]/subsidiary/formalize/route';
import { POST as injectRoute } from '@/app/api/corporations/[id]/subsidiary/capital-injection/route';
import { GET as errorCodes } from '@/app/api/error-codes/route';
import { withTx } from '@/lib/platform/db';
import { convertCents } from '@/lib/systems/corporations/companies/accounts';
import { issueShares } from '@/lib/systems/corporations/companies/issue-shares';
import { placeSellOrder } from '@/lib/systems/corporations/companies/place-sell-order';
import { SUBSIDIARY_ISSUANCE_BLOCKED } from '@/lib/systems/corporations/companies/issuance-guard';
import { createRandom } from '@/lib/platform/random';
import { clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { ledgerProblems } from '@/lib/testing/ledger';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { stateChangeMarks } from '@/lib/testing/write-marks';
import { phaseById } from '@/lib/systems/game/turn/registry';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import type { TurnContext } from '@/lib/systems/core/turn/types';
import type { GameState, PendingDivestiture } from '@/models';
import { appointSubsidiaryCeo } from '@/lib/systems/subsidiaries/appoint-subsidiary-ceo';
import { formalizeSubsidiary } from '@/lib/systems/subsidiaries/formalize-subsidiary';
import { getHoldingGroup } from '@/lib/systems/subsidiaries/get-holding-group';
import { getSubsidiaryPanel } from '@/lib/systems/subsidiaries/get-subsidiary-panel';
import { injectCapital } from '@/lib/systems/subsidiaries/inject-capital';
import { recordPendingDivestiture } from '@/lib/systems/subsidiaries/record-pending-divestiture';
import { releaseSubsidiary } from '@/lib/systems/subsidiaries/release-subsidiary';
import { setDividendFloor } from '@/lib/systems/subsidiaries/set-dividend-floor';
import { nextDividendTurn } from '@/lib/systems/corporations/companies/dividend-limit';
import { spinOffSubsidiary } from '@/lib/systems/subsidiaries/spin-off-subsidiary';

const database = seededSuiteDatabase();
const users: Record<string, string> = {};
const characters: Record<string, string> = {};
let parentId: string; // alice's corporation
let targetId: string; // the demo subsidiary, ~60% held by the parent
let baseline: string;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}
const exec = (query: ReturnType<typeof sql>) => database.db.execute(query);
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;
const corp = (id: string) =>
  one<{
    cash_cents: string;
    subsidiary_formalized_at_turn: number | null;
    last_capital_injection_turn: number | null;
    parent_dividend_floor_pct: string | null;
    parent_dividend_floor_set_by_corp_id: string | null;
    ceo_kind: string;
    ceo_character_id: string | null;
    ceo_npp_id: string | null;
    marketing_strength: number;
  }>(sql`select * from corporations where id = ${id}`);
const setFlag = (value: boolean | null) =>
  exec(sql`update game_state set subsidiary_corporations_enabled = ${value} where id = 'current'`);
const setTurn = (turn: number) =>
  exec(sql`update game_state set current_turn = ${turn} where id = 'current'`);
const snapshot = stateChangeMarks(() => database.db, { skipTables: ['rate_limits'] });
const as = (user: string, corporationId: string, body: unknown) => ({
  userId: users[user]!,
  corporationId,
  body,
});
async function expectCode(promise: Promise<unknown>, code: string) {
  await expect(promise).rejects.toMatchObject({ code });
}

async function runPhase(id: string, flag = true, turn?: number) {
  const phase = phaseById(id);
  const state = (await rows<GameState>(sql`select current_turn as "currentTurn" from game_state`))[0]!;
  const ctx: TurnContext = {
    turn: turn ?? state.currentTurn,
    state,
    flags: { subsidiaryCorporationsEnabled: flag },
    random: createRandom('phase'),
    now: new Date(),
  };
  if (!phase.enabled(ctx)) return false;
  await withTx(database.db, (tx) => phase.run(tx, ctx));
  return true;
}

beforeAll(async () => {
  for (const row of await rows<{ username: string; user_id: string; id: string }>(sql`
    select u.username, u.id as user_id, c.id from users u join characters c on c.user_id = u.id`)) {
    users[row.username] = row.user_id;
    characters[row.username] = row.id;
  }
  parentId = (
    await one<{ id: string }>(sql`select id from corporations where ceo_character_id = ${characters.alice}`)
  ).id;
  targetId = (await one<{ id: string }>(sql`select id from corporations where ticker_symbol = 'FRTP'`)).id;
  baseline = await snapshot();
});

/** Every test starts from the seeded world's state for the demo pair. */
beforeEach(async () => {
  await setFlag(true);
  await setTurn(1);
});

describe('demo seed', () => {
  it('gives alice a parent holding about 60% of an unformalized corporation with bob as minority', async () => {
    const panel = await getSubsidiaryPanel(database.db, { id: targetId, userId: users.alice! });
    expect(panel.controller?.id).toBe(parentId);
    expect(panel.formalizedAtTurn).toBeNull();
    expect(panel.viewer).toMatchObject({ canFormalize: true, isAuthorizedParent: false });
    const bob = await one<{ shares: string }>(sql`
      select shares from corporation_shareholders where corporation_id = ${targetId} and holder_id = ${characters.bob}`);
    expect(Number(bob.shares)).toBe(250_000);
    expect(await ledgerProblems(database.db)).toEqual([]);
    expect(await snapshot()).toBe(baseline);
  });
});

describe('feature flag', () => {
  it.each([
    ['missing', null],
    ['false', false],
  ])('refuses every command when the flag is %s, leaving no trace', async (_label, value) => {
    await setFlag(value);
    const before = await snapshot();
    const cookie = await loginAs('alice');
    const response = await formalizeRoute(
      clientRequest(`/api/corporations/${targetId}/subsidiary/formalize`, {
        method: 'POST',
        body: { parentCorporationId: parentId },
        cookie,
      }),
      routeContext({ id: targetId }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'SUBSIDIARIES_DISABLED' });
    for (const command of [
      () => releaseSubsidiary(database.db, as('alice', targetId, {})),
      () => injectCapital(database.db, as('alice', targetId, { amount: 10 })),
      () => setDividendFloor(database.db, as('alice', targetId, { floorPct: 5 })),
      () => appointSubsidiaryCeo(database.db, as('alice', targetId, { ceoType: 'npp' })),
      () =>
        spinOffSubsidiary(
          database.db,
          as('alice', parentId, { sectorType: 'x', name: 'Nope Co', appointedCeoType: 'npp' }),
        ),
    ]) {
      await expectCode(command(), 'SUBSIDIARIES_DISABLED');
    }
    expect(await snapshot()).toBe(before);
    expect(await runPhase('subsidiaries-clear-stale-markers', value === true)).toBe(false);
  });

  it('lists the failure codes in the client error catalog', async () => {
    const body = (await (await errorCodes(clientRequest('/api/error-codes'), routeContext())).json()) as {
      errors: { code: string; httpStatus: number }[];
    };
    const codes = Object.fromEntries(body.errors.map((e) => [e.code, e.httpStatus]));
    expect(codes).toMatchObject({
      SUBSIDIARIES_DISABLED: 403,
      NOT_SUBSIDIARY_PARENT: 403,
      SUBSIDIARY_NOT_ELIGIBLE: 409,
      SUBSIDIARY_COOLDOWN: 409,
    });
  });

  it('admins toggle it and the dashboard shows it; players get 403', async () => {
    const [admin, alice] = [await loginAs('admin'), await loginAs('alice')];
    const post = (cookie: string) =>
      toggle(
        clientRequest('/api/admin/corporations/subsidiaries/toggle', { method: 'POST', cookie }),
        routeContext(),
      );
    expect((await post(alice)).status).toBe(403);
    await setFlag(null);
    expect(await (await post(admin)).json()).toEqual({ subsidiaryCorporationsEnabled: true });
    expect(await (await post(admin)).json()).toEqual({ subsidiaryCorporationsEnabled: false });
    const shown = (await (
      await overview(clientRequest('/api/admin/overview', { cookie: admin }), routeContext())
    ).json()) as {
      game: { subsidiaryCorporationsEnabled: boolean };
    };
    expect(shown.game.subsidiaryCorporationsEnabled).toBe(false);
  });
});

describe('formalize', () => {
  it('checks every eligibility rule and writes the marker once', async () => {
    const formalize = (user: string, target: string, parent: string) =>
      formalizeSubsidiary(database.db, as(user, target, { parentCorporationId: parent }));
    const before = await snapshot();
    await expectCode(formalize('bob', targetId, parentId), 'NOT_SUBSIDIARY_PARENT');
    await expectCode(formalize('alice', parentId, parentId), 'SUBSIDIARY_NOT_ELIGIBLE');
    const other = (
      await one<{ id: string }>(sql`
      select id from corporations where id not in (${parentId}, ${targetId}) and not is_state_owned order by seq limit 1`)
    ).id;
    await expectCode(formalize('alice', other, parentId), 'SUBSIDIARY_NOT_ELIGIBLE');
    await expect(formalizeSubsidiary(database.db, as('alice', targetId, {}))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await snapshot()).toBe(before);

    // A target that owns its parent would close a cycle.
    await exec(sql`insert into corporation_shareholders (corporation_id, holder_kind, holder_id, shares)
      values (${parentId}, 'corporation', ${targetId}, 1)`);
    await expectCode(formalize('alice', targetId, parentId), 'SUBSIDIARY_NOT_ELIGIBLE');
    await exec(
      sql`delete from corporation_shareholders where corporation_id = ${parentId} and holder_id = ${targetId}`,
    );

    // A state-owned target is never eligible.
    await exec(sql`update corporations set is_state_owned = true where id = ${targetId}`);
    await expectCode(formalize('alice', targetId, parentId), 'SUBSIDIARY_NOT_ELIGIBLE');
    await exec(sql`update corporations set is_state_owned = false where id = ${targetId}`);

    // No chains: a parent that is itself formalized cannot formalize.
    await exec(sql`update corporations set subsidiary_formalized_at_turn = 1 where id = ${parentId}`);
    await expectCode(formalize('alice', targetId, parentId), 'SUBSIDIARY_NOT_ELIGIBLE');
    await exec(sql`update corporations set subsidiary_formalized_at_turn = null where id = ${parentId}`);

    await setTurn(7);
    expect(await formalize('alice', targetId, parentId)).toMatchObject({ subsidiaryFormalizedAtTurn: 7 });
    await expectCode(formalize('alice', targetId, parentId), 'SUBSIDIARY_NOT_ELIGIBLE');
    expect((await corp(targetId)).subsidiary_formalized_at_turn).toBe(7);
  });

  it('twenty parallel formalize and injection calls write the marker once and conserve cash', async () => {
    await exec(sql`update corporations set subsidiary_formalized_at_turn = null, last_capital_injection_turn = null
      where id = ${targetId}`);
    const cashBefore = Number((await corp(parentId)).cash_cents) + Number((await corp(targetId)).cash_cents);
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? formalizeSubsidiary(database.db, as('alice', targetId, { parentCorporationId: parentId }))
        : injectCapital(database.db, as('alice', targetId, { amount: 1000 })),
    );
    const results = await Promise.allSettled(calls);
    const ok = (i: number) => results.filter((r, j) => j % 2 === i && r.status === 'fulfilled').length;
    expect(ok(0)).toBe(1);
    expect(ok(1)).toBeLessThanOrEqual(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as { code: string }).code).toMatch(/SUBSIDIARY/);
    const cashAfter = Number((await corp(parentId)).cash_cents) + Number((await corp(targetId)).cash_cents);
    expect(cashAfter).toBe(cashBefore);
    expect(await ledgerProblems(database.db)).toEqual([]);
    await exec(sql`update corporations set last_capital_injection_turn = null where id = ${targetId}`);
  });
});

describe('parent commands on the formalized subsidiary', () => {
  it('capital injection: 25% cap, positive amount, cooldown boundary, ledgered', async () => {
    await setTurn(10);
    const parentCash = Number((await corp(parentId)).cash_cents);
    const before = await snapshot();
    await expectCode(
      injectCapital(database.db, as('alice', targetId, { amount: (parentCash * 0.25) / 100 + 1 })),
      'BAD_REQUEST',
    );
    await expectCode(injectCapital(database.db, as('alice', targetId, { amount: -5 })), 'BAD_REQUEST');
    await expectCode(injectCapital(database.db, as('bob', targetId, { amount: 5 })), 'NOT_SUBSIDIARY_PARENT');
    expect(await snapshot()).toBe(before);
    const result = await injectCapital(database.db, as('alice', targetId, { amount: 5000 }));
    expect(result).toMatchObject({ amount: 5000, receivedAmount: 5000, nextInjectionTurn: 34 });
    expect(Number((await corp(parentId)).cash_cents)).toBe(parentCash - 500_000);
    await setTurn(33);
    await expectCode(
      injectCapital(database.db, as('alice', targetId, { amount: 5000 })),
      'SUBSIDIARY_COOLDOWN',
    );
    await setTurn(34);
    await injectCapital(database.db, as('alice', targetId, { amount: 5000 }));
    const legs = await rows<{ reason: string }>(
      sql`select reason from ledger_entries where reason = 'capital_injection'`,
    );
    expect(legs.length).toBeGreaterThanOrEqual(4);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('converts an injection across currencies at the forex rates', async () => {
    // A UK corporation the parent comes to control above half.
    const uk = await one<{ id: string; total_shares: string }>(sql`
      select id, total_shares from corporations where country_id = 'UK' and not is_state_owned
        and subsidiary_formalized_at_turn is null order by seq limit 1`);
    await exec(sql`update corporations set float_shares = 0, super_share_multiplier = 1 where id = ${uk.id}`);
    await exec(sql`delete from share_orders where corporation_id = ${uk.id}`);
    await exec(
      sql`update corporation_shareholders set reserved_shares = 0, shares = 0, super_shares = 0 where corporation_id = ${uk.id}`,
    );
    await exec(sql`insert into corporation_shareholders (corporation_id, holder_kind, holder_id, shares)
      values (${uk.id}, 'corporation', ${parentId}, ${Number(uk.total_shares)})
      on conflict (corporation_id, holder_kind, holder_id) do update set shares = excluded.shares`);
    await setTurn(40);
    await formalizeSubsidiary(database.db, as('alice', uk.id, { parentCorporationId: parentId }));
    const rates = await one<{ usd: string; gbp: string }>(sql`
      select (select rate from currencies where code = 'USD') as usd, (select rate from currencies where code = 'GBP') as gbp`);
    const ukCash = Number((await corp(uk.id)).cash_cents);
    const result = await injectCapital(database.db, as('alice', uk.id, { amount: 1000 }));
    const expected = convertCents(100_000, Number(rates.usd), Number(rates.gbp), 'down');
    expect(result).toMatchObject({
      currencyCode: 'USD',
      receivedCurrencyCode: 'GBP',
      receivedAmount: expected / 100,
    });
    expect(Number((await corp(uk.id)).cash_cents)).toBe(ukCash + expected);
    const fx = await rows<{ currency_code: string }>(sql`
      select currency_code from ledger_entries where reason = 'capital_injection' and account_id = 'forex_conversion'
        and transfer_id = ${`capital-injection-${uk.id}-40`}`);
    expect(fx.map((r) => r.currency_code).sort()).toEqual(['GBP', 'USD']);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('dividend floor: 0 to 25, honoured by the dividend phase only while the setter controls', async () => {
    await expectCode(setDividendFloor(database.db, as('alice', targetId, { floorPct: 26 })), 'BAD_REQUEST');
    await setDividendFloor(database.db, as('alice', targetId, { floorPct: 10 }));
    expect(await corp(targetId)).toMatchObject({ parent_dividend_floor_set_by_corp_id: parentId });
    // The target's payment day: it pays what was declared since the last one, here only this turn's dividend.
    const { seq } = (
      await rows<{ seq: number }>(sql`select seq from corporations where id = ${targetId}`)
    )[0]!;
    const payDay = nextDividendTurn(900, seq);
    const pay = async (flag: boolean) => {
      await exec(sql`update corporations set dividend_rate_pct = 0, last_profit_cents = 1000000, last_tax_cents = 0,
        cash_cents = cash_cents where id = ${targetId}`);
      const cash = Number((await corp(targetId)).cash_cents);
      await runPhase('corporations-pay-dividends', flag, payDay);
      return cash - Number((await corp(targetId)).cash_cents);
    };
    // 10% of 1,000,000 cents, split pro rata with floor rounding per holder.
    const paid = await pay(true);
    expect(paid).toBeGreaterThan(99_990);
    expect(paid).toBeLessThanOrEqual(100_000);
    expect(await pay(false)).toBe(0);
    expect(await ledgerProblems(database.db)).toEqual([]);
    // Bob, a minority holder, hears of the one dividend paid, with his shares.
    const told = await database.db.execute<{ body: string; turn: number }>(sql`
      select body, turn from notifications where character_id = ${characters.bob!} and kind = 'dividend_paid'`);
    expect(told.rows).toEqual([
      { body: expect.stringMatching(/^You received [$£€¥][\d,.]+ for your 250,000 shares\.$/), turn: payDay },
    ]);
  });

  it('listing a controlling block keeps parent powers until the fill; the marker lapses next turn', async () => {
    const parentShares = Number(
      (
        await one<{ shares: string }>(sql`
      select shares from corporation_shareholders where corporation_id = ${targetId} and holder_id = ${parentId}`)
      ).shares,
    );
    await placeSellOrder(database.db, {
      userId: users.alice!,
      corporationId: targetId,
      body: { shares: parentShares, pricePerShare: 1000, asCorporationId: parentId },
    });
    await setDividendFloor(database.db, as('alice', targetId, { floorPct: 12 }));
    await runPhase('subsidiaries-clear-stale-markers');
    expect((await corp(targetId)).subsidiary_formalized_at_turn).not.toBeNull();
    // The fill: the block leaves the parent.
    await exec(sql`update corporation_shareholders set shares = shares - ${parentShares - 100_000},
      reserved_shares = 0 where corporation_id = ${targetId} and holder_id = ${parentId}`);
    await exec(sql`update corporation_shareholders set shares = shares + ${parentShares - 100_000}
      where corporation_id = ${targetId} and holder_id = ${characters.bob}`);
    await exec(sql`update share_orders set status = 'cancelled' where corporation_id = ${targetId}`);
    await expectCode(
      setDividendFloor(database.db, as('alice', targetId, { floorPct: 5 })),
      'NOT_SUBSIDIARY_PARENT',
    );
    // Flag off: the cleanup does not run and the marker stays.
    await setFlag(false);
    const state = await runTurn(database.db, { trigger: 'cli', when: 'now' });
    expect(state.ran && state.phases.some((p) => p.system === 'subsidiaries')).toBe(false);
    expect((await corp(targetId)).subsidiary_formalized_at_turn).not.toBeNull();
    await setFlag(true);
    await runPhase('subsidiaries-clear-stale-markers');
    expect(await corp(targetId)).toMatchObject({
      subsidiary_formalized_at_turn: null,
      parent_dividend_floor_pct: null,
      parent_dividend_floor_set_by_corp_id: null,
    });
    // Control comes back (the parent buys the block back); formalize again for the next tests.
    await exec(sql`update corporation_shareholders set shares = shares - ${parentShares - 100_000}
      where corporation_id = ${targetId} and holder_id = ${characters.bob}`);
    await exec(sql`update corporation_shareholders set shares = shares + ${parentShares - 100_000}
      where corporation_id = ${targetId} and holder_id = ${parentId}`);
    await setTurn(100);
    await formalizeSubsidiary(database.db, as('alice', targetId, { parentCorporationId: parentId }));
  });

  it('release: after 24 turns, clears marker and floor; dismissCaretaker both ways', async () => {
    await appointSubsidiaryCeo(
      database.db,
      as('alice', targetId, { ceoType: 'character', characterId: characters.carol }),
    );
    await setDividendFloor(database.db, as('alice', targetId, { floorPct: 3 }));
    await appointSubsidiaryCeo(database.db, as('alice', targetId, { ceoType: 'npp' }));
    expect(await corp(targetId)).toMatchObject({ ceo_kind: 'npp', ceo_character_id: null });
    await setTurn(123);
    await expectCode(
      releaseSubsidiary(database.db, as('alice', targetId, { dismissCaretaker: true })),
      'SUBSIDIARY_COOLDOWN',
    );
    await setTurn(124);
    const released = await releaseSubsidiary(database.db, as('alice', targetId, { dismissCaretaker: true }));
    expect(released.ceo).toEqual({ kind: 'character', characterId: characters.carol, personId: null });
    // Carol, a player CEO under alice's parent, heard of each command that changed her corporation.
    const told = await database.db.execute<{ title: string }>(sql`
      select title from notifications where character_id = ${characters.carol!} and kind = 'subsidiary_command'
      order by seq`);
    expect(told.rows.map((row) => row.title.replace(/^.*?: (.*) for .*$/, '$1'))).toEqual([
      'CEO appointed',
      'dividend floor set',
      'CEO appointed',
      'released',
    ]);
    expect(await corp(targetId)).toMatchObject({
      subsidiary_formalized_at_turn: null,
      parent_dividend_floor_pct: null,
      parent_dividend_floor_set_by_corp_id: null,
    });
    // Without the flag the caretaker stays.
    await formalizeSubsidiary(database.db, as('alice', targetId, { parentCorporationId: parentId }));
    await appointSubsidiaryCeo(database.db, as('alice', targetId, { ceoType: 'npp' }));
    const caretaker = (await corp(targetId)).ceo_npp_id;
    await setTurn(148);
    const kept = await releaseSubsidiary(database.db, as('alice', targetId, {}));
    expect(kept.ceo).toEqual({ kind: 'npp', characterId: null, personId: caretaker });
    // A caretaker with no human before it leaves the seat vacant when dismissed.
    await formalizeSubsidiary(database.db, as('alice', targetId, { parentCorporationId: parentId }));
    await appointSubsidiaryCeo(database.db, as('alice', targetId, { ceoType: 'npp' }));
    await setTurn(172);
    const vacant = await releaseSubsidiary(database.db, as('alice', targetId, { dismissCaretaker: true }));
    expect(vacant.ceo).toEqual({ kind: 'vacant', characterId: null, personId: null });
  });

  it('appoint-ceo needs a character id for ceoType character', async () => {
    await formalizeSubsidiary(database.db, as('alice', targetId, { parentCorporationId: parentId }));
    await expectCode(
      appointSubsidiaryCeo(database.db, as('alice', targetId, { ceoType: 'character' })),
      'BAD_REQUEST',
    );
    await expectCode(
      appointSubsidiaryCeo(database.db, as('alice', targetId, { ceoType: 'npp', forcedNppId: 'nobody' })),
      'BAD_REQUEST',
    );
  });
});

describe('issuance guard', () => {
  it('blocks issuance on a formalized subsidiary only while the flag is on', async () => {
    await appointSubsidiaryCeo(
      database.db,
      as('alice', targetId, { ceoType: 'character', characterId: characters.alice }),
    );
    const goPublic = () =>
      issueShares(database.db, {
        userId: users.alice!,
        corporationId: targetId,
        body: { shares: 1000 },
        kind: 'go_public',
      });
    const before = await snapshot();
    await expect(goPublic()).rejects.toMatchObject({
      code: 'CONFLICT',
      message: SUBSIDIARY_ISSUANCE_BLOCKED,
    });
    expect(await snapshot()).toBe(before);
    await setFlag(false);
    await expect(goPublic()).resolves.toMatchObject({ isPublic: true });
    // Other corporations are unaffected with the flag on.
    await setFlag(true);
    await expect(
      issueShares(database.db, {
        userId: users.alice!,
        corporationId: parentId,
        body: { shares: 10 },
        kind: 'public_issuance',
      }),
    ).resolves.toMatchObject({ issuedShares: 10 });
  });
});

describe('spin-off', () => {
  it('moves one sector type into a wholly owned, private, formalized corporation, with cost and cooldown', async () => {
    await setTurn(200);
    const sectors = await rows<{ sector_type: string }>(sql`
      select distinct sector_type from corporation_sectors where corporation_id = ${parentId} order by 1`);
    expect(sectors.length).toBeGreaterThanOrEqual(2);
    const parentType = (
      await one<{ type: string }>(sql`select type from corporations where id = ${parentId}`)
    ).type;
    const moved = sectors.find((s) => s.sector_type !== parentType)!.sector_type;
    const cash = Number((await corp(parentId)).cash_cents);
    const result = await spinOffSubsidiary(
      database.db,
      as('alice', parentId, { sectorType: moved, name: 'Alice Spin Co', appointedCeoType: 'npp' }),
    );
    expect(Number((await corp(parentId)).cash_cents)).toBe(cash - result.costCents);
    const spun = await one<Record<string, unknown>>(
      sql`select * from corporations where id = ${result.corporation.id}`,
    );
    expect(spun).toMatchObject({
      is_public: false,
      is_spin_off: true,
      spun_off_from_corp_id: parentId,
      spun_off_at_turn: 200,
      subsidiary_formalized_at_turn: 200,
      float_shares: 0,
    });
    const holders = await rows<{ holder_id: string }>(sql`
      select holder_id from corporation_shareholders where corporation_id = ${result.corporation.id}`);
    expect(holders).toEqual([{ holder_id: parentId }]);
    expect(
      (
        await one<{ last_spin_off_turn: number }>(
          sql`select last_spin_off_turn from corporations where id = ${parentId}`,
        )
      ).last_spin_off_turn,
    ).toBe(200);
    expect(await ledgerProblems(database.db)).toEqual([]);
    await setTurn(367);
    await expectCode(
      spinOffSubsidiary(
        database.db,
        as('alice', parentId, { sectorType: moved, name: 'Again Co', appointedCeoType: 'npp' }),
      ),
      'SUBSIDIARY_COOLDOWN',
    );
    await setTurn(368);
    await expectCode(
      spinOffSubsidiary(
        database.db,
        as('alice', parentId, { sectorType: moved, name: 'Again Co', appointedCeoType: 'npp' }),
      ),
      'SUBSIDIARY_NOT_ELIGIBLE',
    );
  });
});

describe('holding groups, loss relief and synergies', () => {
  it('pays loss relief from the treasury as a rebate, with ledger rows, and raises members toward the best', async () => {
    await setTurn(400);
    await exec(sql`update corporations set last_profit_cents = 1000000, last_tax_cents = 200000, marketing_strength = 80
      where id = ${parentId}`);
    await exec(sql`update corporations set last_profit_cents = -500000, last_tax_cents = 0, marketing_strength = 40
      where id = ${targetId}`);
    // Other members of the group (spin-offs, the UK subsidiary) are neutral.
    await exec(sql`update corporations set last_profit_cents = 0, last_tax_cents = 0, marketing_strength = 50
      where id not in (${parentId}, ${targetId}) and subsidiary_formalized_at_turn is not null`);
    const treasury = async () =>
      Number(
        (
          await one<{ t: string }>(
            sql`select treasury_cents as t from country_economies where country_id = 'US'`,
          )
        ).t,
      );
    const [cash, t0] = [Number((await corp(parentId)).cash_cents), await treasury()];
    expect(await runPhase('subsidiaries-group-loss-relief', false)).toBe(false);
    await runPhase('subsidiaries-resolve-groups');
    await runPhase('subsidiaries-group-loss-relief');
    // surrendered = min(500,000, 1,000,000); rate = 0.2; relief = min(200,000, 100,000).
    expect(Number((await corp(parentId)).cash_cents)).toBe(cash + 100_000);
    expect(await treasury()).toBe(t0 - 100_000);
    expect(await ledgerProblems(database.db)).toEqual([]);

    await runPhase('subsidiaries-group-synergies');
    expect(Number((await corp(targetId)).marketing_strength)).toBeCloseTo(40 + 0.05 * (48 - 40), 4);
    expect(Number((await corp(parentId)).marketing_strength)).toBe(80);

    const group = await getHoldingGroup(database.db, { id: targetId });
    expect(group.rootId).toBe(parentId);
    expect(group.members.map((m) => m.id)).toContain(targetId);
    expect(group.balanceSheet.length).toBeGreaterThan(0);
  });

  it('records a pending divestiture against the group and shows it', async () => {
    const remedy = await recordPendingDivestiture(database.db, {
      corporationId: targetId,
      reason: 'Merger review: logistics concentration',
      sectorTypes: ['logistics'],
      dueInTurns: 52,
    });
    expect(remedy.groupRootId).toBe(parentId);
    const panel = await getSubsidiaryPanel(database.db, { id: targetId, userId: users.alice! });
    expect(panel.pendingDivestiture).toEqual(remedy);
  });

  it('merger review: orders a remedy for a concentrated group, lifts it when met, unwinds the group when overdue', async () => {
    const pending = async (id: string) =>
      (
        await one<{ p: PendingDivestiture | null }>(
          sql`select pending_divestiture as p from corporations where id = ${id}`,
        )
      ).p;
    await exec(sql`update corporations set pending_divestiture = null`);
    const sector = await one<{
      state_id: string;
      sector_type: string;
      country_id: string;
      revenue: string;
    }>(sql`
      select cs.state_id, cs.sector_type, s.country_id, cs.last_revenue_cents as revenue
      from corporation_sectors cs join states s on s.id = cs.state_id
      where cs.corporation_id = ${targetId} order by cs.sector_type limit 1`);
    const marker = (await corp(targetId)).subsidiary_formalized_at_turn;
    const otherRevenue = await rows<{ corporation_id: string; state_id: string }>(sql`
      select cs.corporation_id, cs.state_id from corporation_sectors cs join states s on s.id = cs.state_id
      where s.country_id = ${sector.country_id} and cs.sector_type = ${sector.sector_type}`);
    // Only the sector under test earns anything, so no other sector of the group crosses the line.
    await exec(sql`create table merger_review_saved as select corporation_id, state_id, sector_type, last_revenue_cents
      from corporation_sectors`);
    await exec(sql`update corporation_sectors set last_revenue_cents = 0`);
    const setGroupRevenue = (cents: number) =>
      exec(sql`update corporation_sectors set last_revenue_cents = ${cents}
        where corporation_id = ${targetId} and state_id = ${sector.state_id} and sector_type = ${sector.sector_type}`);
    // The rest of the national sector earns a quarter of what the subsidiary earns alone.
    const members = new Set((await getHoldingGroup(database.db, { id: targetId })).members.map((m) => m.id));
    const outsider = otherRevenue.find((r) => !members.has(r.corporation_id));
    if (outsider) {
      await exec(sql`update corporation_sectors set last_revenue_cents = 2500000 where corporation_id = ${outsider.corporation_id}
        and state_id = ${outsider.state_id} and sector_type = ${sector.sector_type}`);
    }
    await setGroupRevenue(10_000_000);
    try {
      await runPhase('subsidiaries-resolve-groups');
      expect(await runPhase('subsidiaries-merger-review', true, 13)).toBe(false);
      expect(await runPhase('subsidiaries-merger-review', true, 12)).toBe(true);
      const ordered = await pending(parentId);
      expect(ordered).toMatchObject({ groupRootId: parentId, recordedAtTurn: 12, dueTurn: 60 });
      expect(ordered!.sectorTypes).toContain(sector.sector_type);
      expect(ordered!.reason).toMatch(
        new RegExp(`^Merger review: the group holds ${outsider ? 80 : 100}% of ${sector.country_id} `),
      );

      // Back under the line: the remedy lifts at the next review.
      await setGroupRevenue(0);
      await runPhase('subsidiaries-merger-review', true, 24);
      expect(await pending(parentId)).toBeNull();

      // Over again and left past the due turn: the member in that sector loses its formalization.
      await setGroupRevenue(10_000_000);
      await runPhase('subsidiaries-merger-review', true, 36);
      expect((await pending(parentId))!.dueTurn).toBe(84);
      await runPhase('subsidiaries-merger-review', true, 72);
      expect((await corp(targetId)).subsidiary_formalized_at_turn).toBe(marker);
      await runPhase('subsidiaries-merger-review', true, 84);
      expect((await corp(targetId)).subsidiary_formalized_at_turn).toBeNull();
      expect(await pending(parentId)).toBeNull();
    } finally {
      await exec(sql`update corporation_sectors cs set last_revenue_cents = m.last_revenue_cents from merger_review_saved m
        where m.corporation_id = cs.corporation_id and m.state_id = cs.state_id and m.sector_type = cs.sector_type`);
      await exec(sql`drop table merger_review_saved`);
      await exec(sql`update corporations set subsidiary_formalized_at_turn = ${marker}, pending_divestiture = null
        where id = ${targetId}`);
    }
  });

  it('route injection refuses bad bodies with 400 and writes nothing', async () => {
    const cookie = await loginAs('alice');
    const before = await snapshot();
    const response = await injectRoute(
      clientRequest(`/api/corporations/${targetId}/subsidiary/capital-injection`, {
        method: 'POST',
        body: { amount: 'lots' },
        cookie,
      }),
      routeContext({ id: targetId }),
    );
    expect(response.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});
