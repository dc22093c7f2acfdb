import { inArray, sql } from 'drizzle-orm';
import { legislationTypes, policyOptions, states } from '@/models';
import { queriesInOrder, withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { matchPolicyOption, optionEffectDirection, optionRecordPosition } from './match-policy-option';
import { enactPolicyInput, type EnactPolicyInput } from './schemas';

interface EnactedRow {
  scope: 'national' | 'state';
  country_id: string;
  state_id: string | null;
  legislation_type_id: string;
  option_index: number;
  economic: number;
  social: number;
  effect_direction: number;
  enacted_by_bill_id: string | null;
  enacted_by_order_id: string | null;
}

/**
 * The only writer of policy records. Each enactment supersedes the active enacted record of its
 * (place, legislation type), inserts the new one, and upserts the StatePolicyRecord. Many enactments
 * are written with three set-based statements, so the seed uses the same path as bills.
 *
 * Rules (docs/policy.md): national enactments only for `nationalOnly` types, state enactments
 * only for types whose allowed scope is `state` or `both`; the type must apply to the country.
 */
export async function enactPolicy(db: Db, input: EnactPolicyInput): Promise<{ enacted: number }> {
  const { enactments, turn, now = new Date() } = parseInput(enactPolicyInput, input);
  return withTx(db, async (tx) => {
    const typeIds = [...new Set(enactments.map((e) => e.legislationTypeId))];
    const stateIds = [...new Set(enactments.flatMap((e) => (e.stateId ? [e.stateId] : [])))];
    const [typeRows, optionRows, stateRows] = await queriesInOrder([
      tx.select().from(legislationTypes).where(inArray(legislationTypes.id, typeIds)),
      tx.select().from(policyOptions).where(inArray(policyOptions.legislationTypeId, typeIds)),
      stateIds.length ? tx.select().from(states).where(inArray(states.id, stateIds)) : Promise.resolve([]),
    ]);
    const types = new Map(typeRows.map((t) => [t.id, t]));
    const stateCountry = new Map(stateRows.map((s) => [s.id, s.countryId]));
    const optionsByType = new Map<string, typeof optionRows>();
    for (const option of optionRows.sort((a, b) => a.optionIndex - b.optionIndex)) {
      const list = optionsByType.get(option.legislationTypeId) ?? [];
      list.push(option);
      optionsByType.set(option.legislationTypeId, list);
    }

    const seen = new Set<string>();
    const rows: EnactedRow[] = enactments.map((e) => {
      const type = types.get(e.legislationTypeId);
      if (!type) throw new AppError('NOT_FOUND', `Unknown legislation type ${e.legislationTypeId}.`);
      if (!type.countries.includes(e.countryId)) {
        throw new AppError('BAD_REQUEST', `${type.id} does not apply to ${e.countryId}.`);
      }
      if (e.scope === 'national' && !type.nationalOnly) {
        throw new AppError('BAD_REQUEST', `${type.id} is enacted per state, not nationally.`);
      }
      if (e.scope === 'state') {
        if (type.nationalOnly) throw new AppError('BAD_REQUEST', `${type.id} is national only.`);
        if (stateCountry.get(e.stateId!) !== e.countryId) {
          throw new AppError('NOT_FOUND', `No state ${e.stateId} in ${e.countryId}.`);
        }
      }
      const key = `${e.scope}:${e.stateId ?? e.countryId}:${type.id}`;
      if (seen.has(key)) throw new AppError('BAD_REQUEST', `${key} is enacted twice in one call.`);
      seen.add(key);
      const options = optionsByType.get(type.id) ?? [];
      const index = e.optionIndex ?? matchPolicyOption(options, { economic: e.economic!, social: e.social! });
      const option = options[index];
      if (!option) throw new AppError('BAD_REQUEST', `${type.id} has no option ${index}.`);
      const position =
        e.economic !== undefined && e.social !== undefined
          ? { economic: e.economic, social: e.social }
          : optionRecordPosition(option);
      return {
        scope: e.scope,
        country_id: e.countryId,
        state_id: e.stateId ?? null,
        legislation_type_id: type.id,
        option_index: index,
        economic: position.economic,
        social: position.social,
        effect_direction: optionEffectDirection(option),
        enacted_by_bill_id: e.enactedByBillId ?? null,
        enacted_by_order_id: e.enactedByOrderId ?? null,
      };
    });

    const payload = JSON.stringify(rows);
    const recordset = sql`jsonb_to_recordset(${payload}::jsonb) as r(
      scope text, country_id text, state_id text, legislation_type_id text, option_index int,
      economic float8, social float8, effect_direction float8, enacted_by_bill_id text, enacted_by_order_id text)`;
    await tx.execute(sql`
      update enacted_policies ep set active = false, superseded_at_turn = ${turn}
      from ${recordset}
      where ep.active and ep.scope = r.scope and ep.legislation_type_id = r.legislation_type_id
        and ep.country_id = r.country_id and ep.state_id is not distinct from r.state_id`);
    await tx.execute(sql`
      insert into enacted_policies (scope, country_id, state_id, legislation_type_id, option_index,
        economic, social, effect_direction, enacted_at, enacted_at_turn, enacted_by_bill_id, enacted_by_order_id)
      select r.scope, r.country_id, r.state_id, r.legislation_type_id, r.option_index,
        r.economic, r.social, r.effect_direction, ${now.toISOString()}::timestamptz, ${turn}, r.enacted_by_bill_id, r.enacted_by_order_id
      from ${recordset}`);
    await tx.execute(sql`
      insert into state_policies (scope, country_id, state_id, legislation_type_id, economic, social, updated_at)
      select r.scope, r.country_id, r.state_id, r.legislation_type_id, r.economic, r.social,
        ${now.toISOString()}::timestamptz
      from ${recordset} where r.scope = 'national'
      on conflict (country_id, legislation_type_id) where scope = 'national'
      do update set economic = excluded.economic, social = excluded.social, updated_at = excluded.updated_at`);
    await tx.execute(sql`
      insert into state_policies (scope, country_id, state_id, legislation_type_id, economic, social, updated_at)
      select r.scope, r.country_id, r.state_id, r.legislation_type_id, r.economic, r.social,
        ${now.toISOString()}::timestamptz
      from ${recordset} where r.scope = 'state'
      on conflict (state_id, legislation_type_id) where scope = 'state'
      do update set economic = excluded.economic, social = excluded.social, updated_at = excluded.updated_at`);
    return { enacted: rows.length };
  });
}
