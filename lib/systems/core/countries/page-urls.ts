/**
 * Site-relative addresses of the public pages that v1 responses link to. Relative, like profileUrl:
 * community clients prepend the host they talk to.
 */

export function countryPageUrl(countryId: string): string {
  return `/countries/${encodeURIComponent(countryId)}`;
}

/** Parties are addressed within their country, as the party page loads them. */
export function partyPageUrl(countryId: string, partyId: string): string {
  return `${countryPageUrl(countryId)}/parties/${encodeURIComponent(partyId)}`;
}

export function statePageUrl(stateId: string): string {
  return `/states/${encodeURIComponent(stateId)}`;
}

export function corporationPageUrl(sequentialId: number): string {
  return `/corporations/${sequentialId}`;
}

export function electionPageUrl(electionId: string): string {
  return `/elections/${encodeURIComponent(electionId)}`;
}
