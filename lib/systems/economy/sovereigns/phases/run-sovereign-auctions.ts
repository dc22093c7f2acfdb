import { sql } from 'drizzle-orm';
import { TREASURY_BUFFER_TURNS } from '@/lib/systems/economy/macro/constants';
import { postLedger } from '@/lib/systems/core/money';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import {
  AUCTION_THRESHOLDS,
  AUCTIONS_IGNORED_IN_STATES,
  DEMAND_LABELS,
  DEMAND_MODEL as M,
  FX_DEPRECIATION_LOOKBACK_TURNS,
  ISSUANCE_ROUNDING_CENTS,
  SOVEREIGN_TERM_PREMIUM_PP,
} from '../constants';
import { assessedDebtToGdp, componentsJson, lit, ratingSpreads, referenceRatios } from '../sql';

const component = (id: string, value: ReturnType<typeof sql>) => ({ id, label: DEMAND_LABELS[id]!, value });

/** The demand model's components, in economy.json order, over the columns of `inputs`. */
const DEMAND = [
  component('base', sql`${lit(M.base)}::numeric`),
  component(
    'debtToGdp',
    sql`case when d > ${lit(M.debtThreshold)} then -(d - ${lit(M.debtThreshold)}) * ${lit(M.debtSlope)} else 0 end`,
  ),
  component(
    'debtToGdpCliff',
    sql`case when d > ${lit(M.cliffThreshold)} then -(d - ${lit(M.cliffThreshold)}) * ${lit(M.cliffSlope)} else 0 end`,
  ),
  component(
    'inflation',
    sql`case when infl > ${lit(M.inflationThreshold)} then -(infl - ${lit(M.inflationThreshold)}) * ${lit(M.inflationSlope)} else 0 end`,
  ),
  component('fxDepreciation', sql`case when dep10 > 0 then -dep10 * ${lit(M.fxSlope)} else 0 end`),
  component(
    'defaultScar',
    sql`case when since_default < ${lit(M.scarTurns)} then -(${lit(M.scarTurns)} - since_default) * ${lit(M.scarPerTurn)} else 0 end`,
  ),
  component('trust', sql`(trust / 100 - 0.5) * ${lit(M.trustSlope)}`),
  component('couponPremium', sql`(coupon / 100 - ${lit(M.couponNeutral)}) * ${lit(M.couponSlope)}`),
  component(
    'entityHoldings',
    sql`case when holdings <= 0 then 0 when required <= 0 then ${lit(M.holdingsCap)}
      else least(${lit(M.holdingsCap)}, holdings / required * ${lit(M.holdingsSlope)}) end`,
  ),
];

/**
 * Each sovereign offers what its treasury needs to restore its buffer after this turn's expected
 * flows (floored to 1000 units) at prime + term premium + rating spread. Demand is the economy.json
 * model; a subscribed auction sells everything, an undersubscribed one its ratio, a failed one
 * nothing (and counts toward a crisis). Proceeds enter the treasury through the ledger against the
 * 'sovereign_debt' source and blend into the average debt rate. No auction runs in a crisis state.
 */
export const runSovereignAuctions = definePhase({
  id: 'economy-run-sovereign-auctions',
  system: 'economy',
  async run(tx, ctx) {
    const ignored = sql.join(
      AUCTIONS_IGNORED_IN_STATES.map((state) => sql`${state}::text`),
      sql`, `,
    );
    // The auctions are decided once, from the treasuries before they move: the sovereigns' and the
    // economy's own figures and the writer's posting (a row changes once per statement) read them.
    await tx.execute(sql`drop table if exists auction_sold`);
    await tx.execute(sql`
      create temp table auction_sold on commit drop as
      with refs(rating, ratio) as (values ${referenceRatios}),
      spreads(rating, pp) as (values ${ratingSpreads}),
      inputs as (
        select e.country_id, e.currency_code, e.crisis_state not in (${ignored}) as may_auction,
          ${assessedDebtToGdp} as d, e.inflation / 100 as infl, s.trust,
          s.entity_holdings_cents::numeric as holdings,
          coalesce(${ctx.turn} - s.last_default_turn, 1000000) as since_default,
          greatest(0, e.prime_rate + ${SOVEREIGN_TERM_PREMIUM_PP}::numeric + coalesce(sp.pp, 0)) as coupon,
          coalesce(fx.rate / nullif(then_rate.rate, 0) - 1, 0) as dep10,
          floor(greatest(0, (e.last_spending_cents + e.last_interest_cents) * ${TREASURY_BUFFER_TURNS + 1}
            - e.last_revenue_cents - e.treasury_cents)::numeric / ${ISSUANCE_ROUNDING_CENTS}) * ${ISSUANCE_ROUNDING_CENTS}
            as required
        from country_economies e
        join sovereigns s on s.country_id = e.country_id
        join refs r on r.rating = e.anchor_rating
        left join spreads sp on sp.rating = e.credit_rating
        left join currencies fx on fx.code = e.currency_code
        left join lateral (select h.rate from forex_rate_history h where h.currency_code = e.currency_code
          and h.turn <= greatest(0, ${ctx.turn - FX_DEPRECIATION_LOOKBACK_TURNS}) order by h.turn desc limit 1) then_rate on true),
      demand as (
        select i.*, greatest(0, ${sql.join(
          DEMAND.map((c) => sql`(${c.value})`),
          sql` + `,
        )}) as ratio, ${componentsJson(DEMAND)} as contributions
        from inputs i),
      banded as (
        select d.*, d.may_auction and d.required > 0 as held,
          case when d.ratio >= ${AUCTION_THRESHOLDS.subscribed} then 'subscribed'
            when d.ratio >= ${AUCTION_THRESHOLDS.undersubscribed} then 'undersubscribed' else 'failed' end as band
        from demand d),
      sold as (
        select b.*, case when not b.held then 0::bigint
            when b.band = 'subscribed' then b.required::bigint
            when b.band = 'undersubscribed'
              then (floor(b.required * b.ratio / ${ISSUANCE_ROUNDING_CENTS}) * ${ISSUANCE_ROUNDING_CENTS})::bigint
            else 0::bigint end as raised
        from banded b)
      select * from sold`);
    await postLedger(tx, {
      with: sql`sovereign_update as (
        update sovereigns s set
          required_issuance_cents = x.required::bigint,
          coupon_rate = round(x.coupon, 4),
          fx_depreciation10 = round(x.dep10, 8),
          subscription_ratio = round(x.ratio, 6),
          auction_band = x.band,
          auction_contributions = x.contributions,
          auction_raised_cents = case when x.held then x.raised else s.auction_raised_cents end,
          last_auction_turn = case when x.held then ${ctx.turn} else s.last_auction_turn end,
          consecutive_failed_auctions = case when not x.held then s.consecutive_failed_auctions
            when x.band = 'failed' then s.consecutive_failed_auctions + 1 else 0 end,
          updated_turn = ${ctx.turn},
          updated_at = ${ctx.now}
        from auction_sold x where x.country_id = s.country_id
        returning s.country_id),
      auction_record as (
        insert into sovereign_auctions (country_id, turn, offered_cents, raised_cents, subscription_ratio, band, coupon_rate)
        select country_id, ${ctx.turn}, required::bigint, raised, round(ratio, 6), band, round(coupon, 4)
        from auction_sold where held order by country_id
        returning country_id)`,
      entries: sql`
        select m.account_type, m.account_id, x.currency_code, m.amount as amount_cents
        from auction_sold x cross join lateral (values
          (1, 'treasury', x.country_id, x.raised),
          (2, 'system', 'sovereign_debt', -x.raised)
        ) as m(ord, account_type, account_id, amount)
        where x.raised > 0
        order by x.country_id, m.ord`,
      transferId: `turn-${ctx.turn}-sovereign-auction`,
      reason: 'sovereign_auction',
      turn: ctx.turn,
      accounts: ['treasury'],
    });
    await tx.execute(sql`
      update country_economies e set
        debt_principal_cents = e.debt_principal_cents + x.raised,
        debt_rate = round((e.debt_rate * e.debt_principal_cents + x.coupon / 100 * x.raised)
          / (e.debt_principal_cents + x.raised), 8)
      from auction_sold x where x.country_id = e.country_id and x.raised > 0`);
  },
});
