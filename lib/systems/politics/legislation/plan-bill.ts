/** Pure helpers shared by non-player and player proposals. */

export type OptionRow = {
  legislation_type_id: string;
  option_index: number;
  name: string;
  economic: number;
  social: number;
};

/** A place and subject: one pending bill and one policy in force per key. */
export function placeKey(countryId: string, scope: string, stateId: string | null, typeId: string): string {
  return `${countryId}:${scope}:${stateId ?? ''}:${typeId}`;
}

/** The option nearest to a position (both on −5..+5), other than the one in force; the lower index wins a tie. */
export function nearestOtherOption<T extends OptionRow>(
  options: readonly T[],
  position: { economic: number; social: number },
  inForceIndex: number | null,
): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const option of options) {
    if (option.option_index === inForceIndex) continue;
    const distance = Math.hypot(option.economic - position.economic, option.social - position.social);
    if (distance < bestDistance - 1e-9) {
      best = option;
      bestDistance = distance;
    }
  }
  return best;
}

export function billTitle(typeName: string, optionName: string, stateId: string | null): string {
  return stateId ? `${typeName} (${stateId}): ${optionName}` : `${typeName}: ${optionName}`;
}
