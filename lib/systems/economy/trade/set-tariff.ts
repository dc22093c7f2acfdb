import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { currentTurn } from './current-turn';
import { tariffColumns, toTariff, type TariffRow } from './rows';
import { setTariffInput, type Tariff } from './schemas';

/**
 * Sets a country's tariff for one scope and target, replacing the one there (admin, or an enacted
 * bill when sourceBillId is given). Unknown countries and sector types are refused with a 400.
 */
export async function setTariff(db: Db, input: z.input<typeof setTariffInput>): Promise<{ tariff: Tariff }> {
  const body = parseInput(setTariffInput, input);
  const sector = body.scope === 'sector' ? body.targetSectorType! : null;
  const origin = body.scope === 'origin_country' ? body.targetOriginCountry! : null;
  const corporation = body.scope === 'corporation' ? body.targetCorporationId! : null;
  const known = await db.execute<{ country: boolean; origin: boolean; sector: boolean }>(sql`
    select exists (select 1 from countries where id = ${body.country}) as country,
      ${origin}::text is null or exists (select 1 from countries where id = ${origin}) as origin,
      ${sector}::text is null or exists (select 1 from sector_types where id = ${sector}) as sector`);
  const check = known.rows[0]!;
  if (!check.country) throw new AppError('BAD_REQUEST', `country: no country '${body.country}'`);
  if (!check.origin) throw new AppError('BAD_REQUEST', `targetOriginCountry: no country '${origin}'`);
  if (origin === body.country) {
    throw new AppError('BAD_REQUEST', 'targetOriginCountry: a country levies no tariff on itself');
  }
  if (!check.sector) throw new AppError('BAD_REQUEST', `targetSectorType: no sector type '${sector}'`);
  const turn = await currentTurn(db);
  const source = body.sourceBillId ? 'legislation' : 'admin';
  const rows = await db.execute<TariffRow>(sql`
    with saved as (
      insert into tariffs as t (country_id, scope_type, target_sector_type, target_origin_country_id,
        target_corporation_id, target_key, rate, source, source_bill_id, created_turn, updated_turn)
      values (${body.country}, ${body.scope}, ${sector}, ${origin}, ${corporation},
        ${sector ?? origin ?? corporation ?? ''}, ${body.rate}, ${source}, ${body.sourceBillId ?? null}, ${turn}, ${turn})
      on conflict (country_id, scope_type, target_key) do update set
        rate = excluded.rate, source = excluded.source, source_bill_id = excluded.source_bill_id,
        updated_turn = excluded.updated_turn, updated_at = now()
      returning *)
    select ${tariffColumns} from saved t`);
  return { tariff: toTariff(rows.rows[0]!) };
}
