/** SPEC.md: a party's topMembers are its top 5 by influence. */
export const PARTY_TOP_MEMBERS = 5;
/** Longest party id accepted, e.g. us-dem. */
export const PARTY_ID_MAX = 64;
