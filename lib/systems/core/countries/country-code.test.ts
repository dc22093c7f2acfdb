import { describe, expect, it } from 'vitest';
import { countryCode, normalizeCountryCode } from './country-code';

describe('country codes', () => {
  it('upper-cases and maps GB to UK in any case', () => {
    expect(normalizeCountryCode('us')).toBe('US');
    for (const code of ['GB', 'gb', 'Gb', ' gB ']) expect(normalizeCountryCode(code)).toBe('UK');
    expect(countryCode.parse('gb')).toBe('UK');
  });

  it('is idempotent, so verbs can re-parse what a route parsed', () => {
    expect(countryCode.parse(countryCode.parse('gb'))).toBe('UK');
  });

  it('refuses anything that is not a code', () => {
    for (const bad of ['U', 'U1', 'U\u0000K', 'TOOLONGCODE'])
      expect(countryCode.safeParse(bad).success).toBe(false);
  });
});
