import { characterProfileUrl } from '@/lib/characters/profile-url';

/**
 * Verbs that emit profile URLs take a base URL; world pages pass this empty base so the links they get
 * back stay relative to whatever host the visitor used.
 */
export const SAME_ORIGIN = '';

export function countryHref(countryId: string): string {
  return `/countries/${encodeURIComponent(countryId)}`;
}

/** Parties are addressed within their country, as getParty requires. */
export function partyHref(countryId: string, partyId: string): string {
  return `${countryHref(countryId)}/parties/${encodeURIComponent(partyId)}`;
}

export function characterHref(sequentialId: number): string {
  return characterProfileUrl(sequentialId);
}
