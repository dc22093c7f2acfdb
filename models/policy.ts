import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { countries, states } from './geography';

/** The metric catalog: SPEC.md's ten categories, 139 metrics from the original game. */
export const metricDefinitions = pgTable('metric_definitions', {
  id: text().primaryKey(),
  category: text().notNull(),
  label: text().notNull(),
  unit: text().notNull(),
  higherIsBetter: boolean().notNull(),
  min: doublePrecision().notNull(),
  max: doublePrecision().notNull(),
  /** Catalog-wide baseline; null when baselines are per state (state_metrics.baseline). */
  baseline: doublePrecision(),
  /** A typical real-world value, the centre of the seeded per-state baselines. */
  typical: doublePrecision().notNull(),
  adjustmentHalfLife: integer(),
  sortOrder: integer().notNull(),
});

export const legislationTypes = pgTable('legislation_types', {
  id: text().primaryKey(),
  name: text().notNull(),
  policyDomain: text().notNull(),
  nationalOnly: boolean().notNull(),
  allowedScope: text({ enum: ['national', 'state', 'both'] }).notNull(),
  /** Country codes the type applies to. */
  countries: text().array().notNull(),
});

/** The metrics a legislation type drives toward policy targets (REFERENCE.md contribution formula). */
export const legislationTypeTargets = pgTable(
  'legislation_type_targets',
  {
    legislationTypeId: text()
      .notNull()
      .references(() => legislationTypes.id, { onDelete: 'cascade' }),
    targetIndex: integer().notNull(),
    category: text().notNull(),
    metricId: text()
      .notNull()
      .references(() => metricDefinitions.id),
    weight: doublePrecision().notNull(),
    adjustmentHalfLife: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.legislationTypeId, t.targetIndex] }),
    index('legislation_type_targets_metric_idx').on(t.metricId),
  ],
);

/** The options of a legislation type; scores on the original -5..+5 scale. */
export const policyOptions = pgTable(
  'policy_options',
  {
    legislationTypeId: text()
      .notNull()
      .references(() => legislationTypes.id, { onDelete: 'cascade' }),
    optionIndex: integer().notNull(),
    name: text().notNull(),
    economic: integer().notNull(),
    social: integer().notNull(),
    effectDirection: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.legislationTypeId, t.optionIndex] })],
);

/** Direct tick rates of one option (SPEC.md metricEffects). */
export const policyOptionEffects = pgTable(
  'policy_option_effects',
  {
    legislationTypeId: text().notNull(),
    optionIndex: integer().notNull(),
    effectIndex: integer().notNull(),
    category: text().notNull(),
    metricId: text()
      .notNull()
      .references(() => metricDefinitions.id),
    ratePerTurn: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.legislationTypeId, t.optionIndex, t.effectIndex] })],
);

/**
 * SPEC.md StatePolicyRecord (collection `statePolicies`): the current legislative position of a state
 * or a nation per legislation type. National records carry the country; state records the state.
 */
export const statePolicies = pgTable(
  'state_policies',
  {
    id: serial().primaryKey(),
    scope: text({ enum: ['national', 'state'] }).notNull(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    /** Present only when scope is 'state' (a state code). */
    stateId: text().references(() => states.id),
    legislationTypeId: text()
      .notNull()
      .references(() => legislationTypes.id),
    economic: doublePrecision().notNull(),
    social: doublePrecision().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('state_policies_scope_state_idx').on(t.scope, t.stateId),
    index('state_policies_national_idx')
      .on(t.countryId)
      .where(sql`${t.scope} = 'national'`),
    uniqueIndex('state_policies_national_key')
      .on(t.countryId, t.legislationTypeId)
      .where(sql`${t.scope} = 'national'`),
    uniqueIndex('state_policies_state_key')
      .on(t.stateId, t.legislationTypeId)
      .where(sql`${t.scope} = 'state'`),
    check('state_policies_state_id_by_scope', sql`(${t.scope} = 'state') = (${t.stateId} is not null)`),
    check('state_policies_economic_range', sql`${t.economic} between -3 and 3`),
    check('state_policies_social_range', sql`${t.social} between -3 and 3`),
  ],
);

/**
 * The enacted-policy record: one row per enactment. The active row per (place, type) drives the
 * per-turn metric processing; a later enactment supersedes it (active false, supersededAtTurn set).
 */
export const enactedPolicies = pgTable(
  'enacted_policies',
  {
    id: serial().primaryKey(),
    scope: text({ enum: ['national', 'state'] }).notNull(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    stateId: text().references(() => states.id),
    legislationTypeId: text()
      .notNull()
      .references(() => legislationTypes.id),
    optionIndex: integer().notNull(),
    economic: doublePrecision().notNull(),
    social: doublePrecision().notNull(),
    /** -1..+1: the option's direction scaled by its intensity; REFERENCE.md uses i = effectDirection × 3. */
    effectDirection: doublePrecision().notNull(),
    enactedAt: timestamp({ withTimezone: true }).notNull(),
    enactedAtTurn: integer().notNull(),
    /** Null for the seed's starting mix. */
    enactedByBillId: text(),
    /** The executive order that put this record in force (null for bills, referendums and the seed). */
    enactedByOrderId: text(),
    active: boolean().notNull().default(true),
    supersededAtTurn: integer(),
  },
  (t) => [
    uniqueIndex('enacted_policies_active_national_key')
      .on(t.countryId, t.legislationTypeId)
      .where(sql`${t.active} and ${t.scope} = 'national'`),
    uniqueIndex('enacted_policies_active_state_key')
      .on(t.stateId, t.legislationTypeId)
      .where(sql`${t.active} and ${t.scope} = 'state'`),
    check('enacted_policies_direction_range', sql`${t.effectDirection} between -1 and 1`),
    check('enacted_policies_state_id_by_scope', sql`(${t.scope} = 'state') = (${t.stateId} is not null)`),
  ],
);

/** The condition of one state: one row per (state, metric). */
export const stateMetrics = pgTable(
  'state_metrics',
  {
    stateId: text()
      .notNull()
      .references(() => states.id),
    metricId: text()
      .notNull()
      .references(() => metricDefinitions.id),
    value: doublePrecision().notNull(),
    baseline: doublePrecision().notNull(),
    /** The turn whose processing last wrote the value. */
    updatedTurn: integer().notNull(),
    /** The last turn an active policy moved the value (steps 1 and 2); natural decay skips those rows. */
    policyTurn: integer(),
  },
  (t) => [primaryKey({ columns: [t.stateId, t.metricId] }), index('state_metrics_metric_idx').on(t.metricId)],
);

/** Per-turn country aggregates of each metric, for trends and charts. */
export const countryMetricHistory = pgTable(
  'country_metric_history',
  {
    countryId: text()
      .notNull()
      .references(() => countries.id),
    metricId: text()
      .notNull()
      .references(() => metricDefinitions.id),
    turn: integer().notNull(),
    average: doublePrecision().notNull(),
    populationWeightedAverage: doublePrecision().notNull(),
    minValue: doublePrecision().notNull(),
    minStateId: text().notNull(),
    maxValue: doublePrecision().notNull(),
    maxStateId: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.countryId, t.metricId, t.turn] }),
    index('country_metric_history_turn_idx').on(t.countryId, t.turn),
  ],
);

/** Demographic leans of a state on a -100..+100 percent scale, moved by the SPEC.md demographic shift. */
export const stateDemographics = pgTable('state_demographics', {
  stateId: text()
    .primaryKey()
    .references(() => states.id),
  economicLean: doublePrecision().notNull(),
  socialLean: doublePrecision().notNull(),
  updatedTurn: integer().notNull(),
});

/** Government approval per state (scope 'state', placeId a state code) and per nation ('national'). */
export const approvalRatings = pgTable(
  'approval_ratings',
  {
    scope: text({ enum: ['national', 'state'] }).notNull(),
    placeId: text().notNull(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    approval: doublePrecision().notNull(),
    baseApproval: doublePrecision().notNull(),
    updatedTurn: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.placeId] }),
    index('approval_ratings_country_idx').on(t.countryId),
  ],
);

export type MetricDefinition = typeof metricDefinitions.$inferSelect;
export type LegislationType = typeof legislationTypes.$inferSelect;
export type StatePolicy = typeof statePolicies.$inferSelect;
export type EnactedPolicy = typeof enactedPolicies.$inferSelect;
