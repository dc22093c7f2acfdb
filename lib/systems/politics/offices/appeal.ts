import { APPEAL_POSITION_EXPONENT, LEAN_TO_POSITION_SCALE } from '@/lib/systems/politics/elections/constants';

/** A region's leans (percent, -100..+100) on the -5..+5 scale of character and party positions. */
export function leanToPosition(lean: number): number {
  return lean / LEAN_TO_POSITION_SCALE;
}

/**
 * Appeal of a position pair to a region: 1 / (1 + distance)^1.5 (docs/elections.md), where the
 * distance is Euclidean on the -5..+5 plane. The same formula drives the SQL of the election phases.
 */
export function positionAppeal(
  position: { economic: number; social: number },
  lean: { economic: number; social: number },
): number {
  const distance = Math.hypot(
    position.economic - leanToPosition(lean.economic),
    position.social - leanToPosition(lean.social),
  );
  return 1 / (1 + distance) ** APPEAL_POSITION_EXPONENT;
}
