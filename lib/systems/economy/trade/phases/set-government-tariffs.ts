import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { GOVERNMENT_TARIFFS as G } from '../constants';

/**
 * Governments review their tariffs (GOVERNMENT_TARIFFS): a reviewing country whose trade balance over
 * the lookback is in deficit raises the sector tariff on the main supplier of its largest import; one
 * in surplus lowers its highest government tariff, removing it at zero. Tariffs an administrator or a
 * bill set are never touched. One draw per country in id order; one statement.
 */
export const setGovernmentTariffs = definePhase({
  id: 'trade-set-government-tariffs',
  system: 'economy',
  async run(tx, ctx) {
    const ids = await tx.execute<{ id: string }>(sql`select id from countries order by id`);
    const reviewing = ids.rows.filter(() => ctx.random.float() < G.reviewChance).map((row) => row.id);
    if (reviewing.length === 0) return;
    const reviewed = sql.join(
      reviewing.map((id) => sql`(${id}::text)`),
      sql`, `,
    );
    const now = ctx.now.toISOString();
    await tx.execute(sql`
      with reviewed(country_id) as (values ${reviewed}),
      balance as (
        select b.country_id, sum(b.net_value) as net from trade_balances b
        join reviewed r on r.country_id = b.country_id
        where b.turn >= ${ctx.turn - G.lookbackTurns} and b.turn < ${ctx.turn}
        group by b.country_id),
      top_import as (
        select distinct on (f.country_id) f.country_id, f.commodity_key from trade_flows f
        join balance b on b.country_id = f.country_id and b.net < 0
        where f.turn = ${ctx.turn - 1} and f.imports_value > 0
        order by f.country_id, f.imports_value desc, f.commodity_key),
      target_sector as (
        select distinct on (ti.country_id) ti.country_id, r.sector_type from top_import ti
        join sector_commodity_rates r on r.commodity_key = ti.commodity_key and r.direction = 'supply'
        order by ti.country_id, r.rate desc, r.sector_type),
      raised as (
        insert into tariffs (country_id, scope_type, target_sector_type, target_key, rate, source,
          created_turn, updated_turn, updated_at)
        select country_id, 'sector', sector_type, sector_type, ${G.step}, 'government', ${ctx.turn}, ${ctx.turn},
          ${now}::timestamptz
        from target_sector order by country_id
        on conflict (country_id, scope_type, target_key) do update set
          rate = least(${G.cap}::numeric, tariffs.rate + ${G.step}::numeric),
          updated_turn = excluded.updated_turn, updated_at = excluded.updated_at
        where tariffs.source = 'government' and tariffs.rate < ${G.cap}
        returning 1),
      eased as (
        select distinct on (t.country_id) t.id, t.rate from tariffs t
        join balance b on b.country_id = t.country_id and b.net > 0
        where t.source = 'government'
        order by t.country_id, t.rate desc, t.id),
      removed as (
        delete from tariffs t using eased e where t.id = e.id and e.rate <= ${G.step} returning 1)
      update tariffs t set rate = t.rate - ${G.step}::numeric, updated_turn = ${ctx.turn},
        updated_at = ${now}::timestamptz
      from eased e where t.id = e.id and e.rate > ${G.step}`);
  },
});
