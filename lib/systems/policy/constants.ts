/** Policy-system constants; docs/policy.md says what each does. */

export const METRIC_CATEGORIES = [
  'economic',
  'education',
  'healthcare',
  'infrastructure',
  'publicSafety',
  'environment',
  'social',
  'governance',
  'population',
  'mediaInformation',
] as const;
export type MetricCategory = (typeof METRIC_CATEGORIES)[number];

export const POLICY_SCOPES = ['national', 'state'] as const;
export type PolicyScope = (typeof POLICY_SCOPES)[number];

/** Character policy positions. */
export const CHARACTER_POSITION_MIN = -5;
export const CHARACTER_POSITION_MAX = 5;
/** State and national records. */
export const RECORD_POSITION_MIN = -3;
export const RECORD_POSITION_MAX = 3;
/** Option scores use the original -5..+5 scale; records use -3..+3 (docs/policy.md). */
export const OPTION_TO_RECORD_SCALE = 3 / 5;

/** A player's position step (docs/policy.md). */
export const POLICY_SHIFT_ACTION_COST = 15;
export const POLICY_SHIFT_INFLUENCE_FACTOR = 0.95;
export const POLICY_SHIFT_INFAMY = 5;
export const POLICY_SHIFT_ACHIEVEMENT_ID = 'policy_shift';

/** Step 1: new = current + (target - current) * 0.02. */
export const TARGET_APPROACH_RATE = 0.02;
/** Step 3: 0.25% per turn toward baseline for metrics no active policy touches. */
export const NATURAL_DECAY_RATE = 0.0025;

/** A law's contribution: sign(i) × |i|^0.8 × weight × 12 × scopeMultiplier × (higherIsBetter ? 1 : -1). */
export const CONTRIBUTION_EXPONENT = 0.8;
export const CONTRIBUTION_SCALE = 12;
/** i = effectDirection × 3. */
export const EFFECT_DIRECTION_INTENSITY = 3;
export const STATE_SCOPE_MULTIPLIER = 1;
export const NATIONAL_SCOPE_MULTIPLIER = 0.21;

/**
 * Federal multiplier of national tick rates (docs/policy.md): US 1/50, UK 1/12, else 1/N for N states.
 * State-scope policies tick at the full rate in their own state.
 */
export const FEDERAL_TICK_MULTIPLIERS: Readonly<Record<string, number>> = { US: 1 / 50, UK: 1 / 12 };

/**
 * Demographic shift (docs/policy.md): direction × (economic / 3) × scopeMultiplier × 0.1 per policy, on
 * leans in percent (-100..+100). The population drifts toward the policies it lives under (direction +1).
 * We average the shifts of all policies in force in a state, so one turn moves a lean by at most 0.1 points.
 */
export const SHIFT_RATE_PER_TURN = 0.1;
export const DEMOGRAPHIC_SHIFT_DIRECTION = 1;
export const LEAN_MIN = -100;
export const LEAN_MAX = 100;

/**
 * Approval (ours): approval = clamp(baseApproval + APPROVAL_METRIC_WEIGHT × mean over metrics of d, 0, 100)
 * where d = clamp((value - baseline) / max(|baseline|, APPROVAL_MIN_SPAN_SHARE × (max - min)), -1, 1),
 * negated when lower is better. A state whose every metric is 1 baseline-width better gains 25 points.
 * National approval is the population-weighted mean of its states (base likewise).
 */
export const APPROVAL_METRIC_WEIGHT = 25;
export const APPROVAL_MIN_SPAN_SHARE = 0.01;
export const APPROVAL_MIN = 0;
export const APPROVAL_MAX = 100;
/** Seeded base approval per state: uniform in this range. */
export const BASE_APPROVAL_RANGE = [40, 60] as const;

/** Seeded per-state baseline: typical × (1 ± up to 15%), or typical ± 3% of the range when typical is 0. */
export const BASELINE_RELATIVE_SPREAD = 0.15;
export const BASELINE_ABSOLUTE_SPREAD_SHARE = 0.03;
/** Seeded lean of a state: uniform in -30..+30 points. */
export const SEED_LEAN_SPREAD = 30;
/** Seeded starting mix: weight of the centre option versus the others when picking a state's option. */
export const SEED_CENTRE_OPTION_WEIGHT = 3;

/** Trend of a metric = country average now minus TREND_WINDOW_TURNS turns ago (or the oldest kept). */
export const TREND_WINDOW_TURNS = 4;
/** The history chart shows at most this many turns. */
export const METRIC_HISTORY_MAX_TURNS = 240;
/** The history chart shows this many turns unless the caller asks for fewer or more. */
export const METRIC_HISTORY_DEFAULT_TURNS = 104;

/** Input caps (lib/platform/validation text()): the longest reference ids are 38 (types) and 28 (metrics). */
export const LEGISLATION_TYPE_ID_MAX = 100;
export const METRIC_ID_MAX = 64;
export const STATE_ID_MAX = 16;
export const BILL_ID_MAX = 64;
