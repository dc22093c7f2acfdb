import { OPTION_TO_RECORD_SCALE } from './constants';

export interface OptionPosition {
  /** -5..+5 (option scale). */
  economic: number;
  social: number;
}

const EXACT_TOLERANCE = 1e-9;

/**
 * docs/policy.md: a record's position (-3..+3) names an option of its type, by exact match, otherwise the
 * nearest one (Euclidean distance after scaling the options by 3/5; the first option wins a tie).
 * Returns the option's index, or -1 when the type has no options.
 */
export function matchPolicyOption(
  options: readonly OptionPosition[],
  position: { economic: number; social: number },
): number {
  let best = -1;
  let bestDistance = Infinity;
  options.forEach((option, index) => {
    const de = option.economic * OPTION_TO_RECORD_SCALE - position.economic;
    const ds = option.social * OPTION_TO_RECORD_SCALE - position.social;
    const distance = Math.hypot(de, ds);
    if (distance < bestDistance - EXACT_TOLERANCE) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** The record-scale position of an option. */
export function optionRecordPosition(option: OptionPosition): { economic: number; social: number } {
  return {
    economic: option.economic * OPTION_TO_RECORD_SCALE,
    social: option.social * OPTION_TO_RECORD_SCALE,
  };
}

/** -1..+1: the option's direction scaled by its intensity, max(|economic|, |social|) / 5. */
export function optionEffectDirection(option: OptionPosition & { effectDirection: number }): number {
  return option.effectDirection * (Math.max(Math.abs(option.economic), Math.abs(option.social)) / 5);
}
