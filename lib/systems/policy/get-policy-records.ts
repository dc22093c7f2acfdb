import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  countries,
  legislationTypes,
  policyOptionEffects,
  policyOptions,
  statePolicies,
  states,
} from '@/models';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { matchPolicyOption } from './match-policy-option';
import { policyRecordsQuery, type PolicyRecordResponse } from './schemas';

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * GET /api/policy: the current national or state policy records, each with its matched option
 * (exact, otherwise nearest), whether the type has economic or social options, and the option's effects.
 * An unknown stateId or country is NOT_FOUND.
 */
export async function getPolicyRecords(db: Db, input: unknown): Promise<PolicyRecordResponse[]> {
  const query = parseInput(policyRecordsQuery, input);
  const country = query.country;
  if (query.scope === 'state') {
    const [state] = await db.select({ id: states.id }).from(states).where(eq(states.id, query.stateId!));
    if (!state) throw new AppError('NOT_FOUND', `No state or region with id ${query.stateId}.`);
  } else if (country) {
    const [found] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, country));
    if (!found) throw new AppError('NOT_FOUND', `No country with code ${query.country}.`);
  }

  const where =
    query.scope === 'state'
      ? and(eq(statePolicies.scope, 'state'), eq(statePolicies.stateId, query.stateId!))
      : and(eq(statePolicies.scope, 'national'), country ? eq(statePolicies.countryId, country) : undefined);
  const records = await db
    .select({ record: statePolicies, type: legislationTypes })
    .from(statePolicies)
    .innerJoin(legislationTypes, eq(legislationTypes.id, statePolicies.legislationTypeId))
    .where(where)
    .orderBy(asc(statePolicies.countryId), asc(legislationTypes.policyDomain), asc(legislationTypes.name));
  if (records.length === 0) return [];

  const typeIds = [...new Set(records.map((r) => r.type.id))];
  const [options, effects] = await Promise.all([
    db
      .select()
      .from(policyOptions)
      .where(inArray(policyOptions.legislationTypeId, typeIds))
      .orderBy(asc(policyOptions.optionIndex)),
    db
      .select()
      .from(policyOptionEffects)
      .where(inArray(policyOptionEffects.legislationTypeId, typeIds))
      .orderBy(asc(policyOptionEffects.effectIndex)),
  ]);
  const optionsByType = groupBy(options, (o) => o.legislationTypeId);
  const effectsByOption = groupBy(effects, (e) => `${e.legislationTypeId}:${e.optionIndex}`);

  return records.map(({ record, type }) => {
    const typeOptions = optionsByType.get(type.id) ?? [];
    const matched = typeOptions[matchPolicyOption(typeOptions, record)];
    return {
      legislationTypeId: type.id,
      name: type.name,
      policyDomain: type.policyDomain,
      economic: record.economic,
      social: record.social,
      nationalOnly: type.nationalOnly,
      policyOptionName: matched?.name ?? null,
      hasEconomic: typeOptions.some((o) => o.economic !== 0),
      hasSocial: typeOptions.some((o) => o.social !== 0),
      metricEffects: matched
        ? (effectsByOption.get(`${type.id}:${matched.optionIndex}`) ?? []).map((e) => ({
            category: e.category,
            metricId: e.metricId,
            ratePerTurn: e.ratePerTurn,
          }))
        : [],
    };
  });
}
