/** Money is stored in integer minor units (cents); JSON carries major units. Convert only here. */
export function centsToUnits(cents: number): number {
  return cents / 100;
}

/** Rounds a computed major-unit amount to whole cents, for display. */
export function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** A major-unit amount as whole cents, for storage. */
export function unitsToCents(amount: number): number {
  return Math.round(amount * 100);
}
