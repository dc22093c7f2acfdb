import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { insertHistoryEventsSql } from '@/lib/systems/core/history/record-history-events';

/** Legislation types whose options are an economy-wide tariff rate ("2%", "3.5%", ...). */
export const TARIFF_LEGISLATION_TYPES = [
  'us_federal_tariff_rate',
  'jp_customs_tariff',
  'de_customs_tariff_rate',
];

/**
 * Enacted tariff bills set their country's economy-wide tariff to the option's rate, as the bill's
 * (source 'legislation', sourceBillId), and write a `tariff_changed` history event. One statement for every
 * bill the turn passed; an option without a percentage in its name sets nothing. The bills are politics'
 * table: `enacted` is its query of this turn's passed tariff bills (`id, country_id, rate`, the rate null when the option names none), so economy
 * never reads them.
 */
export async function applyTariffBills(tx: Db, turn: number, enacted: SQL): Promise<void> {
  await tx.execute(sql`
    with enacted as (${enacted}),
    saved as (
      insert into tariffs as t (country_id, scope_type, target_sector_type, target_origin_country_id,
        target_corporation_id, target_key, rate, source, source_bill_id, created_turn, updated_turn)
      select distinct on (e.country_id) e.country_id, 'economy_wide', null, null, null, '', e.rate, 'legislation',
        e.id, ${turn}, ${turn}
      from enacted e where e.rate is not null
      order by e.country_id, e.id
      on conflict (country_id, scope_type, target_key) do update set
        rate = excluded.rate, source = excluded.source, source_bill_id = excluded.source_bill_id,
        updated_turn = excluded.updated_turn, updated_at = now()
      returning t.country_id, t.rate, t.source_bill_id)
    ${insertHistoryEventsSql(['country_id', 'turn', 'event_type', 'title', 'bill_scope', 'details'])}
    select s.country_id, ${turn}, 'tariff_changed', 'Economy-wide tariff set to ' || s.rate::float8 || '%',
      'national', jsonb_build_object('billId', s.source_bill_id, 'rate', s.rate::float8)
    from saved s order by s.country_id`);
}
