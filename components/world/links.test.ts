import { describe, expect, it } from 'vitest';
import { characterHref, countryHref, partyHref } from './links';

describe('world links', () => {
  it('builds relative page paths', () => {
    expect(countryHref('US')).toBe('/countries/US');
    expect(partyHref('US', 'us-dem')).toBe('/countries/US/parties/us-dem');
    expect(characterHref(42)).toBe('/characters/42');
  });

  it('escapes path segments', () => {
    expect(partyHref('UK', 'a/b c')).toBe('/countries/UK/parties/a%2Fb%20c');
  });
});
