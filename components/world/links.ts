import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';

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
