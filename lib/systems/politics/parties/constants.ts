/** A party's topMembers are its top 5 by influence (docs/api-contract.md). */
export const PARTY_TOP_MEMBERS = 5;
/** Most decided elections a party's public view lists under recentElectionResults. */
export const PARTY_RECENT_ELECTIONS = 5;
/** Longest party id accepted, e.g. us-dem. */
export const PARTY_ID_MAX = 64;
export const PARTY_MEMBER_ACHIEVEMENT_ID = 'party_member';
/**
 * Party dues (docs/civic.md): once every PARTY_DUES_INTERVAL_TURNS turns (a game month), each member holding
 * at least PARTY_DUES in campaign funds pays it into the party treasury, through the ledger (one row per
 * member). Members with less pay nothing that month. Each member pays on their own week of the month (their
 * character's seq modulo the interval), so every turn collects from a quarter of the members instead of one
 * turn in four collecting from all of them: the turn's cost stays level as the world grows.
 */
export const PARTY_DUES = 2_000;
export const PARTY_DUES_INTERVAL_TURNS = 4;

/** Whether the member whose character has sequence number `seq` owes dues on `turn`. */
export function owesPartyDuesOn(turn: number, seq: number): boolean {
  return turn % PARTY_DUES_INTERVAL_TURNS === seq % PARTY_DUES_INTERVAL_TURNS;
}
/** Smallest and largest voluntary donation to one's own party, in the home currency. */
export const PARTY_DONATION_MIN = 1;
export const PARTY_DONATION_MAX = 1_000_000_000;
/** Ledger reasons of party treasury movements. */
export const PARTY_DONATION_REASON = 'party_donation';
export const PARTY_DUES_REASON = 'party_dues';
/** The notification kind a member gets when dues are taken. */
export const PARTY_DUES_NOTIFICATION = 'party_dues';
/** Most members the party page lists. */
export const PARTY_PAGE_MEMBERS = 100;
