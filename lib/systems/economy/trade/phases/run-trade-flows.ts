import { sql } from 'drizzle-orm';
import { DAYS_PER_TURN } from '@/lib/systems/economy/commodities/constants';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { BASE_AFFINITY, PAIR_AFFINITY, TARIFF_TRADE_ELASTICITY } from '../constants';
import { importTariffRates, originTariffRates } from '../tariff-rates';

const affinityRows = sql.join(
  Object.entries(PAIR_AFFINITY).flatMap(([pair, value]) => {
    const [a, b] = pair.split('-');
    return [
      sql`(${a}::text, ${b}::text, ${value}::numeric)`,
      sql`(${b}::text, ${a}::text, ${value}::numeric)`,
    ];
  }),
  sql`, `,
);

/**
 * The turn's trade, after the price run: each country offers its surplus of each commodity (supply
 * beyond demand, for the turn) and seeks its shortfall. An exporter splits its offer over importers
 * by shortfall x pair affinity x (1 - tariff)^elasticity; active embargoes block pairs or cap them;
 * an importer takes no more than its shortfall. What finds no buyer is the uncleared surplus. Writes
 * trade_flows (country x commodity) and trade_balances (country, with its largest surplus and deficit
 * partners) in one statement; values are in anchor units at the global price.
 */
export const runTradeFlows = definePhase({
  id: 'run-trade-flows',
  system: 'economy',
  async run(tx, ctx) {
    const recordedAt = ctx.now.toISOString();
    await tx.execute(sql`
      with national as (
        select area_id as country_id, commodity_key,
          greatest(0, supply - demand) * ${DAYS_PER_TURN} as offer,
          greatest(0, demand - supply) * ${DAYS_PER_TURN} as need
        from commodity_markets where scope = 'country'),
      gprice as (select commodity_key, price from commodity_markets where scope = 'global'),
      tariff as (${importTariffRates}),
      origin as (${originTariffRates}),
      affinity(a, b, value) as (values ${affinityRows}),
      pairs as (
        select x.country_id as exporter_id, m.country_id as importer_id, x.commodity_key, x.offer,
          m.need * coalesce(af.value, ${BASE_AFFINITY}::numeric)
            * power((1 - least(100, coalesce(t.rate, 0) + coalesce(o.rate, 0)) / 100)::float8, ${TARIFF_TRADE_ELASTICITY})::numeric as weight
        from national x
        join national m on m.commodity_key = x.commodity_key and m.country_id <> x.country_id and m.need > 0
        left join tariff t on t.importer_id = m.country_id and t.commodity_key = x.commodity_key
        left join origin o on o.importer_id = m.country_id and o.exporter_id = x.country_id
        left join affinity af on af.a = x.country_id and af.b = m.country_id
        where x.offer > 0),
      restrictions as (
        select p.exporter_id, p.importer_id, p.commodity_key,
          bool_or(e.mode = 'block') as blocked, min(e.cap_units) filter (where e.mode = 'cap') as cap
        from pairs p
        join trade_embargoes e on e.status = 'active' and e.commodity in (p.commodity_key, 'all') and (
          (e.source_country_id = p.exporter_id and e.target_country_id = p.importer_id
            and e.direction in ('export', 'both'))
          or (e.source_country_id = p.importer_id and e.target_country_id = p.exporter_id
            and e.direction in ('import', 'both')))
        group by p.exporter_id, p.importer_id, p.commodity_key),
      offered as (
        select p.exporter_id, p.importer_id, p.commodity_key, r.cap,
          p.offer * p.weight / sum(p.weight) over (partition by p.exporter_id, p.commodity_key) as proposed
        from pairs p
        left join restrictions r
          on r.exporter_id = p.exporter_id and r.importer_id = p.importer_id and r.commodity_key = p.commodity_key
        where p.weight > 0 and not coalesce(r.blocked, false)),
      taken as (
        select o.*, least(1, n.need / sum(o.proposed) over (partition by o.importer_id, o.commodity_key)) as share
        from offered o join national n on n.country_id = o.importer_id and n.commodity_key = o.commodity_key),
      flows as (
        select t.exporter_id, t.importer_id, t.commodity_key,
          round(least(t.proposed * t.share, coalesce(t.cap, t.proposed * t.share)), 6) as units
        from taken t),
      exported as (
        select exporter_id as country_id, commodity_key, sum(units) as units from flows group by 1, 2),
      imported as (
        select importer_id as country_id, commodity_key, sum(units) as units from flows group by 1, 2),
      per_country as (
        select n.country_id, n.commodity_key, n.offer, n.need,
          coalesce(x.units, 0) as export_units, coalesce(i.units, 0) as import_units,
          round(n.offer * g.price, 2) as gross_value,
          round(coalesce(x.units, 0) * g.price, 2) as exports_value,
          round(coalesce(i.units, 0) * g.price, 2) as imports_value
        from national n
        join gprice g on g.commodity_key = n.commodity_key
        left join exported x on x.country_id = n.country_id and x.commodity_key = n.commodity_key
        left join imported i on i.country_id = n.country_id and i.commodity_key = n.commodity_key),
      partner_net as (
        select country_id, partner_id, sum(value) as net from (
          select f.exporter_id as country_id, f.importer_id as partner_id, f.units * g.price as value
          from flows f join gprice g on g.commodity_key = f.commodity_key
          union all
          select f.importer_id, f.exporter_id, -f.units * g.price
          from flows f join gprice g on g.commodity_key = f.commodity_key) legs
        group by country_id, partner_id),
      best as (
        select distinct on (country_id) country_id, partner_id, net from partner_net where net > 0
        order by country_id, net desc, partner_id),
      worst as (
        select distinct on (country_id) country_id, partner_id, net from partner_net where net < 0
        order by country_id, net, partner_id),
      written as (
        insert into trade_flows (turn, country_id, commodity_key, offered_units, sought_units, export_units,
          import_units, gross_value, exports_value, imports_value, net_value, uncleared_value, recorded_at)
        select ${ctx.turn}, country_id, commodity_key, round(offer, 6), round(need, 6), round(export_units, 6),
          round(import_units, 6), gross_value, exports_value, imports_value, exports_value - imports_value,
          greatest(0, gross_value - exports_value), ${recordedAt}::timestamptz
        from per_country order by country_id, commodity_key
        returning 1)
      insert into trade_balances (turn, country_id, exports_value, imports_value, net_value, uncleared_value,
        largest_surplus_partner_id, largest_surplus_value, largest_deficit_partner_id, largest_deficit_value,
        recorded_at)
      select ${ctx.turn}, c.country_id, c.exports, c.imports, c.exports - c.imports, c.uncleared,
        b.partner_id, round(b.net, 2), w.partner_id, round(w.net, 2), ${recordedAt}::timestamptz
      from (select country_id, sum(exports_value) as exports, sum(imports_value) as imports,
              sum(greatest(0, gross_value - exports_value)) as uncleared
            from per_country group by country_id) c
      left join best b on b.country_id = c.country_id
      left join worst w on w.country_id = c.country_id
      order by c.country_id`);
  },
});
