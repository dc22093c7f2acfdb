/** Limits of the public v1 read API, in one place (SPEC.md "Limits", REFERENCE.md list defaults). */

/** Most rows /character and /characterSearch return. */
export const CHARACTER_SEARCH_MAX_RESULTS = 25;
/** Longest name fragment or chat id accepted in a search. */
export const CHARACTER_SEARCH_MAX_TERM = 100;
/** SPEC.md: bulk character lookup takes up to 100 ids per request. */
export const BULK_CHARACTER_IDS_MAX = 100;
/** SPEC.md: a party's topMembers are its top 5 by influence. */
export const PARTY_TOP_MEMBERS = 5;

export const PUBLIC_V1_PREFIX = '/api/public/v1';
export const PRIVATE_V1_PREFIX = '/api/v1';
export const API_KEY_HEADER = 'X-API-Key';
export const OPENAPI_VERSION = '3.1.0';
