import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import { countryPageUrl, partyPageUrl } from '@/lib/systems/core/countries/page-urls';

export function countryHref(countryId: string): string {
  return countryPageUrl(countryId);
}

/** Parties are addressed within their country, as getParty requires. */
export function partyHref(countryId: string, partyId: string): string {
  return partyPageUrl(countryId, partyId);
}

export function characterHref(sequentialId: number): string {
  return characterProfileUrl(sequentialId);
}
