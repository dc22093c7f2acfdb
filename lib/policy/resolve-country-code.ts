/** Country codes people use for our ids: ISO's GB is our UK. */
export const COUNTRY_CODE_ALIASES: Readonly<Record<string, string>> = { GB: 'UK' };

/** An upper-cased code mapped through the aliases. */
export function resolveCountryCode(code: string): string {
  const upper = code.toUpperCase();
  return COUNTRY_CODE_ALIASES[upper] ?? upper;
}
