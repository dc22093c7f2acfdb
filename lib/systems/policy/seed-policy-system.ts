import { sql } from 'drizzle-orm';
import { approvalRatings, legislationTypes, metricDefinitions, stateDemographics } from '@/models';
import type { Db } from '@/lib/platform/db';
import { insertJsonRows } from '@/lib/platform/db/insert-json-rows';
import { createRandom, type Random } from '@/lib/platform/random';
import {
  BASE_APPROVAL_RANGE,
  BASELINE_ABSOLUTE_SPREAD_SHARE,
  BASELINE_RELATIVE_SPREAD,
  SEED_CENTRE_OPTION_WEIGHT,
  SEED_LEAN_SPREAD,
} from './constants';
import { enactPolicy } from './enact-policy';
import { recordMetricHistory } from './record-metric-history';
import { recordNationalApproval } from './phases/update-approval';
import { legislationTypeReferences, metricReferences, type LegislationTypeReference } from './reference';
import type { Enactment } from './schemas';

export interface SeedPolicyStates {
  id: string;
  countryId: string;
  population: number;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** A per-state baseline near the metric's typical value, inside min..max. */
function plannedBaseline(random: Random, metric: (typeof metricReferences)[number]): number {
  const u = random.float() * 2 - 1;
  const value =
    metric.typical === 0
      ? metric.typical + u * BASELINE_ABSOLUTE_SPREAD_SHARE * (metric.max - metric.min)
      : metric.typical * (1 + u * BASELINE_RELATIVE_SPREAD);
  return round(Math.min(metric.max, Math.max(metric.min, value)), 4);
}

/**
 * Picks a plausible option for a place: options close to the place's leans (on the -5..+5 option scale)
 * are likelier, and the centre option gets an extra weight, so most places hold moderate policies.
 */
function pickOption(
  random: Random,
  type: LegislationTypeReference,
  lean: { economic: number; social: number },
) {
  const e = lean.economic / 20;
  const s = lean.social / 20;
  const weights = type.policyOptions.map((option) => {
    const distance = Math.abs(option.economic - e) + Math.abs(option.social - s);
    const centre = option.effectDirection === 0 ? SEED_CENTRE_OPTION_WEIGHT : 1;
    return centre / (1 + distance) ** 1.5;
  });
  return random.weightedIndex(weights);
}

/**
 * Seeds the policy system of a new world: the metric catalog, the legislation types, per-state metric
 * baselines, demographic leans, a starting mix of enacted policies (through enactPolicy), approval and
 * the first history row. Deterministic from the seed.
 */
export async function seedPolicySystem(
  tx: Db,
  options: { seed: string; states: readonly SeedPolicyStates[]; turn: number; now: Date },
): Promise<void> {
  const random = createRandom(`${options.seed}:policy`);
  await tx.insert(metricDefinitions).values(
    metricReferences.map((m, index) => ({
      id: m.id,
      category: m.category,
      label: m.label,
      unit: m.unit,
      higherIsBetter: m.higherIsBetter,
      min: m.min,
      max: m.max,
      baseline: m.baseline,
      typical: m.typical,
      adjustmentHalfLife: m.adjustmentHalfLife,
      sortOrder: index,
    })),
  );
  await tx.insert(legislationTypes).values(
    legislationTypeReferences.map((t) => ({
      id: t.id,
      name: t.name,
      policyDomain: t.policyDomain,
      nationalOnly: t.nationalOnly,
      allowedScope: t.allowedScope,
      countries: t.countries,
    })),
  );
  const targets = legislationTypeReferences.flatMap((t) =>
    t.targets.map((target, index) => ({
      legislation_type_id: t.id,
      target_index: index,
      category: target.category,
      metric_id: target.metricId,
      weight: target.weight,
      adjustment_half_life: target.adjustmentHalfLife,
    })),
  );
  const optionRows = legislationTypeReferences.flatMap((t) =>
    t.policyOptions.map((o, index) => ({
      legislation_type_id: t.id,
      option_index: index,
      name: o.name,
      economic: o.economic,
      social: o.social,
      effect_direction: o.effectDirection,
    })),
  );
  const effects = legislationTypeReferences.flatMap((t) =>
    t.policyOptions.flatMap((o, optionIndex) =>
      o.metricEffects.map((effect, index) => ({
        legislation_type_id: t.id,
        option_index: optionIndex,
        effect_index: index,
        category: effect.category,
        metric_id: effect.metricId,
        rate_per_turn: effect.ratePerTurn,
      })),
    ),
  );
  const typeKey = { legislation_type_id: 'text', category: 'text', metric_id: 'text' };
  await insertJsonRows(
    tx,
    'legislation_type_targets',
    { ...typeKey, target_index: 'int', weight: 'float8', adjustment_half_life: 'int' },
    targets,
  );
  await insertJsonRows(
    tx,
    'policy_options',
    {
      legislation_type_id: 'text',
      option_index: 'int',
      name: 'text',
      economic: 'int',
      social: 'int',
      effect_direction: 'int',
    },
    optionRows,
  );
  await insertJsonRows(
    tx,
    'policy_option_effects',
    { ...typeKey, option_index: 'int', effect_index: 'int', rate_per_turn: 'float8' },
    effects,
  );

  const leans = new Map<string, { economic: number; social: number }>();
  for (const state of options.states) {
    leans.set(state.id, {
      economic: round((random.float() * 2 - 1) * SEED_LEAN_SPREAD, 2),
      social: round((random.float() * 2 - 1) * SEED_LEAN_SPREAD, 2),
    });
  }
  await tx.insert(stateDemographics).values(
    options.states.map((s) => ({
      stateId: s.id,
      economicLean: leans.get(s.id)!.economic,
      socialLean: leans.get(s.id)!.social,
      updatedTurn: options.turn,
    })),
  );

  const metricRows = options.states.flatMap((state) =>
    metricReferences.map((metric) => {
      const baseline = plannedBaseline(random, metric);
      return {
        state_id: state.id,
        metric_id: metric.id,
        value: baseline,
        baseline,
        updated_turn: options.turn,
      };
    }),
  );
  await insertJsonRows(
    tx,
    'state_metrics',
    { state_id: 'text', metric_id: 'text', value: 'float8', baseline: 'float8', updated_turn: 'int' },
    metricRows,
  );

  const enactments: Enactment[] = [];
  const countryIds = [...new Set(options.states.map((s) => s.countryId))];
  for (const countryId of countryIds) {
    const countryStates = options.states.filter((s) => s.countryId === countryId);
    const population = countryStates.reduce((sum, s) => sum + s.population, 0) || 1;
    const nationalLean = { economic: 0, social: 0 };
    for (const s of countryStates) {
      nationalLean.economic += (leans.get(s.id)!.economic * s.population) / population;
      nationalLean.social += (leans.get(s.id)!.social * s.population) / population;
    }
    for (const type of legislationTypeReferences) {
      if (!type.countries.includes(countryId) || type.policyOptions.length === 0) continue;
      if (type.nationalOnly) {
        const optionIndex = pickOption(random, type, nationalLean);
        enactments.push({ scope: 'national', countryId, legislationTypeId: type.id, optionIndex });
        continue;
      }
      for (const s of countryStates) {
        const optionIndex = pickOption(random, type, leans.get(s.id)!);
        enactments.push({
          scope: 'state',
          countryId,
          stateId: s.id,
          legislationTypeId: type.id,
          optionIndex,
        });
      }
    }
  }
  if (enactments.length) await enactPolicy(tx, { enactments, turn: options.turn, now: options.now });

  const [low, high] = BASE_APPROVAL_RANGE;
  await tx.insert(approvalRatings).values(
    options.states.map((s) => {
      const base = round(low + random.float() * (high - low), 2);
      return {
        scope: 'state' as const,
        placeId: s.id,
        countryId: s.countryId,
        approval: base,
        baseApproval: base,
        updatedTurn: options.turn,
      };
    }),
  );
  await recordNationalApproval(tx, options.turn);
  await recordMetricHistory(tx, options.turn - 1);
  // Fresh tables have no statistics; without them the first turns plan nested loops over thousands of rows.
  await tx.execute(sql`analyze enacted_policies, state_metrics, legislation_type_targets, policy_option_effects,
    metric_definitions, states, state_demographics, approval_ratings`);
}
