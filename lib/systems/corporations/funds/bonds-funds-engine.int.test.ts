import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOND_COUPON_INTERVAL_TURNS, BONDS } from '@/lib/systems/corporations/bonds/constants';
import { bondCreditInputs } from '@/lib/systems/corporations/bonds/credit-inputs';
import { issueCorporateBond } from '@/lib/systems/corporations/bonds/issue-corporate-bond';
import { buyBond } from '@/lib/systems/corporations/bonds/buy-bond';
import { ledgerProblems } from '@/lib/testing/ledger';
import { reconcilingPhases } from '@/lib/testing/reconciling-phases';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { lastPhases, turnPhases } from '@/lib/systems/game/turn/registry';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { buyFundUnits } from './buy-fund-units';
import { redeemFundUnits } from './redeem-fund-units';

const TURNS = 120;
const START = new Date('2030-01-01T00:00:00Z');

/** Sane bounds over the run. */
const BOUNDS = {
  /** Any turn's NAV over the fund's opening NAV. */
  navRatio: [0.5, 2],
  /** One turn's NAV move, a fraction. */
  navStep: 0.1,
  /** Bond prices per unit of face (economy.json marketPriceClamp). */
  bondPrice: [0.05, 2],
};

/**
 * Share prices wander ±2% a turn (drawn from ctx.random), so NAVs have something to track whatever
 * else the corporations system does; placed before the bond and fund phases.
 */
const wanderSharePrices = definePhase({
  id: 'test-wander-share-prices',
  system: 'corporations',
  async run(tx, ctx) {
    const salt = ctx.random.objectId();
    await tx.execute(sql`
      update corporations set share_price_cents = greatest(1, round(share_price_cents * (1 + 0.02 *
        ((('x' || substr(md5(${salt} || id), 1, 8))::bit(32)::int)::numeric / 2147483648))))::bigint`);
  },
});

const BOND_AND_FUND_SYSTEMS: readonly string[] = ['economy', 'corporations', 'world'];

/** The turn the drained issuer starts to run dry: inside the credit penalty window at the end of the run. */
const DRAIN_FROM_TURN = 40;

/**
 * With the corporations system paying its way, a seeded issuer rarely defaults. From DRAIN_FROM_TURN this
 * phase sweeps the cash of the issuer of the longest seeded bond into a named sink (ledgered) each turn,
 * so that issuer must default on its next coupon.
 */
const drainOneIssuer = definePhase({
  id: 'test-drain-one-issuer',
  system: 'corporations',
  async run(tx, ctx) {
    if (ctx.turn < DRAIN_FROM_TURN) return;
    await tx.execute(sql`
      with issuer as (
        select k.id, k.currency_code, k.cash_cents as before
        from corporate_bonds b join corporations k on k.id = b.corporation_id
        order by b.matures_at_turn desc, b.id limit 1),
      drained as (
        update corporations k set cash_cents = 0 from issuer i
        where k.id = i.id and i.before > 0
        returning i.id, i.currency_code, i.before)
      insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
      select ${`turn-${ctx.turn}-test-drain`}, m.account_type, m.account_id, d.currency_code, m.amount,
        'test_drain', ${ctx.turn}
      from drained d cross join lateral (values
        (1, 'corporation_cash', d.id, -d.before), (2, 'system', 'test_drain', d.before)
      ) as m(ord, account_type, account_id, amount)
      order by m.ord`);
  },
});

const database = seededSuiteDatabase();
type Row = Record<string, number | string | boolean | null>;
const rows = async (query: ReturnType<typeof sql>) => (await database.db.execute<Row>(query)).rows;

describe('bonds and funds over the turns', () => {
  it('pay coupons, mature or default, rebalance funds, move NAV within bounds; the ledger reconciles after every phase', async () => {
    const db = database.db;
    const [alice] = await rows(sql`
      select u.id as user_id, c.id as character_id, k.id as corporation_id, k.cash_cents
      from users u join characters c on c.user_id = u.id
      join corporations k on k.ceo_character_id = c.id where u.username = 'alice' order by k.id limit 1`);
    expect(alice).toBeDefined();
    const userId = String(alice!.user_id);
    const issued = await issueCorporateBond(db, {
      userId,
      corporationId: alice!.corporation_id,
      amount: 100_000,
      maturityTurns: 96,
    });
    await buyBond(db, { userId, bondId: issued.bondId, units: 10 });
    await db.execute(
      sql`update characters set cash_on_hand_cents = cash_on_hand_cents + 100000000 where id = ${alice!.character_id}`,
    );
    await db.execute(sql`
      insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
      values ('test-grant', 'character_cash', ${alice!.character_id}, 'USD', 100000000, 'test', 1),
             ('test-grant', 'system', 'issuance', 'USD', -100000000, 'test', 1)`);
    const opening = await rows(sql`select id, slug, nav_cents from index_funds order by id`);
    expect(opening.length).toBeGreaterThanOrEqual(5);

    // The systems bonds and funds live in (prices, rates), then the clock (core's last phase); politics and
    // policy move no bond or fund.
    const phases = reconcilingPhases([
      ...turnPhases
        .filter((phase) => BOND_AND_FUND_SYSTEMS.includes(phase.system))
        .flatMap((phase) =>
          phase.id === 'bonds-service' ? [wanderSharePrices, drainOneIssuer, phase] : [phase],
        ),
      ...lastPhases,
    ]);
    for (let turn = 0; turn < TURNS; turn += 1) {
      const now = new Date(START.getTime() + (turn + 1) * 300_000);
      await runTurn(db, { trigger: 'cli', when: 'now', now, phases });
      if (turn === 5) await buyFundUnits(db, { userId, slug: 'us_top_25', units: 50 });
      if (turn === 30) await redeemFundUnits(db, { userId, slug: 'us_top_25', units: 20 });
    }
    expect(await ledgerProblems(db)).toEqual([]);

    // Bonds: the player's bond accrued a coupon every turn, paid them on its quarterly coupon days (from its
    // issue turn) and at maturity, with its face.
    const [mine] =
      await rows(sql`select status, last_coupon_turn, settled_at_turn, matures_at_turn, issued_turn
      from corporate_bonds where id = ${issued.bondId}`);
    expect(mine).toMatchObject({ status: 'matured', settled_at_turn: mine!.matures_at_turn });
    const [paid] = await rows(sql`select array_agg(distinct turn order by turn) as turns,
        sum(amount_cents)::bigint::text as cents
      from ledger_entries where reason = 'bond_service' and account_type = 'character_cash' and account_id = ${alice!.character_id}`);
    const issuedTurn = Number(mine!.issued_turn);
    const couponDays = Array.from({ length: 8 }, (_, i) => issuedTurn + i * BOND_COUPON_INTERVAL_TURNS);
    expect(paid!.turns).toEqual([...couponDays, issuedTurn + 96]);
    // 10 units: 96 turns + 1 of coupons on 1,000 face at the issue coupon, plus 10,000 face.
    const couponCents = Math.floor((100_000 * issued.couponRate * 100) / 100 / 48);
    expect(Number(paid!.cents)).toBe(10 * (97 * couponCents + 100_000));
    const statuses = await rows(
      sql`select status, count(*)::int as n from corporate_bonds group by 1 order by 1`,
    );
    const count = (status: string) => Number(statuses.find((s) => s.status === status)?.n ?? 0);
    expect(count('matured')).toBeGreaterThanOrEqual(1);
    expect(count('defaulted') + count('matured')).toBeGreaterThanOrEqual(3);
    const defaulted = await rows(sql`select b.market_price::float8 as price, k.credit_score::float8 as score
      from corporate_bonds b join corporations k on k.id = b.corporation_id where b.status = 'defaulted'`);
    for (const row of defaulted) expect(row.price).toBe(0.1);
    // The rating phase's input: recent defaulters carry the penalty, the active bonds their coupons.
    const credit =
      await rows(sql`select c.corporation_id, c.default_penalty, c.annual_interest_cents::float8 as interest
      from (${bondCreditInputs(TURNS + 1)}) c`);
    const penalised = new Set(credit.filter((c) => c.default_penalty).map((c) => c.corporation_id));
    const defaulters = await rows(sql`select distinct corporation_id from corporate_bonds
      where status = 'defaulted' and defaulted_at_turn > ${TURNS + 1 - BONDS.defaultCreditPenaltyTurns}`);
    expect(defaulters.length).toBeGreaterThan(0);
    const indebted = await rows(
      sql`select distinct corporation_id from corporate_bonds where status = 'active'`,
    );
    for (const row of indebted) {
      expect(credit.find((c) => c.corporation_id === row.corporation_id)?.interest).toBeGreaterThan(0);
    }
    expect(penalised).toEqual(new Set(defaulters.map((d) => d.corporation_id)));
    const prices = await rows(sql`select min(market_price)::float8 as lo, max(market_price)::float8 as hi
      from corporate_bonds where status = 'active'`);
    if (prices[0]!.lo !== null) {
      expect(prices[0]!.lo).toBeGreaterThanOrEqual(BOUNDS.bondPrice[0]!);
      expect(prices[0]!.hi).toBeLessThanOrEqual(BOUNDS.bondPrice[1]!);
    }
    // Matured and defaulted principal left the issuers' debt: debt equals the active bonds' face.
    const debt = await rows(sql`
      select k.id, k.total_debt_cents::text as debt,
        coalesce((select sum(b.units_issued * b.unit_face_cents) from corporate_bonds b
          where b.corporation_id = k.id and b.status = 'active'), 0)::text as active
      from corporations k`);
    for (const row of debt) expect(row.debt, String(row.id)).toBe(row.active);

    // Funds: every fund invested, rebalanced on schedule, and its NAV stayed within bounds.
    const funds = await rows(sql`
      select f.slug, f.status, f.last_rebalanced_turn, f.unit_supply, f.cash_cents::float8 as cash,
        (select count(*) from corporation_shareholders h where h.holder_kind = 'fund' and h.holder_id = f.id)::int as holdings,
        (select count(*) from fund_nav_history n where n.fund_id = f.id)::int as points,
        (select count(distinct n.nav_cents) from fund_nav_history n where n.fund_id = f.id)::int as distinct_navs,
        (select min(n.nav_cents)::float8 / f0.nav_cents from fund_nav_history n where n.fund_id = f.id) as min_ratio,
        (select max(n.nav_cents)::float8 / f0.nav_cents from fund_nav_history n where n.fund_id = f.id) as max_ratio,
        (select max(abs(n.nav_cents::float8 / p.nav_cents - 1)) from fund_nav_history n
          join fund_nav_history p on p.fund_id = n.fund_id and p.turn = n.turn - 1 where n.fund_id = f.id and p.turn > 0) as max_step
      from index_funds f join fund_nav_history f0 on f0.fund_id = f.id and f0.turn = 0 order by f.slug`);
    for (const fund of funds) {
      const where = JSON.stringify(fund);
      expect(fund.status, where).toBe('active');
      expect(fund.holdings, where).toBeGreaterThan(0);
      expect(fund.points, where).toBe(TURNS + 1);
      expect(fund.distinct_navs, where).toBeGreaterThan(10);
      expect(fund.min_ratio, where).toBeGreaterThanOrEqual(BOUNDS.navRatio[0]!);
      expect(fund.max_ratio, where).toBeLessThanOrEqual(BOUNDS.navRatio[1]!);
      expect(fund.max_step, where).toBeLessThanOrEqual(BOUNDS.navStep);
      expect(Number(fund.last_rebalanced_turn), where).toBeGreaterThan(TURNS - 4);
    }
    const [usTop] =
      await rows(sql`select u.units from fund_unit_holdings u join index_funds f on f.id = u.fund_id
      where f.slug = 'us_top_25' and u.character_id = ${alice!.character_id}`);
    expect(Number(usTop!.units)).toBe(30);
    // Shares are conserved: holders plus float make every corporation's total.
    const shares = await rows(sql`
      select k.id from corporations k
      where k.total_shares <> k.float_shares + coalesce((select sum(h.shares + h.super_shares)
        from corporation_shareholders h where h.corporation_id = k.id), 0)`);
    expect(shares).toEqual([]);
  }, 1_200_000);
});
