import { text } from '@/lib/platform/validation';
import { COUNTRY_CODE_ALIASES, COUNTRY_CODE_MAX, COUNTRY_CODE_MIN } from './constants';

/** A country code as we store it: upper case, with aliases (GB) mapped to our code (UK). */
export function normalizeCountryCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return COUNTRY_CODE_ALIASES[upper] ?? upper;
}

/** Every country parameter: case-insensitive, alias-aware. Idempotent, so verbs can re-parse it. */
export const countryCode = text({ min: COUNTRY_CODE_MIN, max: COUNTRY_CODE_MAX })
  .regex(/^[A-Za-z-]+$/, 'must be a country code such as US')
  .transform(normalizeCountryCode);
