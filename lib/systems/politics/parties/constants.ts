/** A party's topMembers are its top 5 by influence (docs/api-contract.md). */
export const PARTY_TOP_MEMBERS = 5;
/** Most decided elections a party's public view lists under recentElectionResults. */
export const PARTY_RECENT_ELECTIONS = 5;
/** Longest party id accepted, e.g. us-dem. */
export const PARTY_ID_MAX = 64;
export const PARTY_MEMBER_ACHIEVEMENT_ID = 'party_member';
/**
 * Party dues (docs/civic.md): once every PARTY_DUES_INTERVAL_TURNS turns (a game quarter of 13 weeks), each
 * member holding at least PARTY_DUES in campaign funds pays it into the party treasury, through the ledger (one
 * row per member). Members with less pay nothing that quarter. Each member pays on their own week of the quarter
 * (their character's seq modulo the interval), so every turn collects from a thirteenth of the members and the
 * turn's cost stays level as the world grows. Quarterly rather than monthly (2,000 every 4 turns until
 * 2026-11-28) writes a third of the ledger rows for the same 500 a turn on average.
 */
export const PARTY_DUES = 6_500;
export const PARTY_DUES_INTERVAL_TURNS = 13;

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

/** Founding a party (docs/parties.md): its fee in campaign funds (to a ledger sink) and its cost in actions. */
export const PARTY_FOUNDING_FEE = 50_000;
export const PARTY_FOUNDING_ACTIONS = 10;
export const PARTY_FOUNDING_SINK = 'party_registration';
export const PARTY_FOUNDING_REASON = 'party_founding';
export const PARTY_NAME_MIN = 3;
export const PARTY_NAME_MAX = 40;
export const PARTY_ABBREVIATION_MAX = 8;
/** Names no founder may take: they would pass for the independents' label. */
export const RESERVED_PARTY_NAMES = ['independent', 'independents', 'none'];

/** Standing (0..100): every member starts at the top; a vote against the whip costs WHIP_BREAK_STANDING. */
export const STANDING_START = 100;
export const WHIP_BREAK_STANDING = 10;
/** Standing comes back by this much each turn without a broken whip. */
export const STANDING_RECOVERY_PER_TURN = 1;
/** What standing gates (docs/parties.md). */
export const LEADERSHIP_MIN_STANDING = 60;
export const GRANT_MIN_STANDING = 50;
export const EXPEL_BELOW_STANDING = 40;

/** A leadership race opens every LEADERSHIP_INTERVAL_TURNS turns and runs LEADERSHIP_RACE_TURNS turns. */
export const LEADERSHIP_INTERVAL_TURNS = 24;
export const LEADERSHIP_RACE_TURNS = 3;
/** Non-player members who stand when a race opens: the most influential eligible ones. */
export const NPP_LEADERSHIP_CANDIDATES = 2;

/** Grants: the most one grant moves, and what a non-player leader gives each GRANT_INTERVAL_TURNS. */
export const PARTY_GRANT_MAX = 1_000_000_000;
export const PARTY_GRANT_REASON = 'party_grant';
export const NPP_GRANT_INTERVAL_TURNS = 4;
/** Share of the treasury a non-player leader hands out, split among the party's running candidates. */
export const NPP_GRANT_SHARE = 0.2;
/** A non-player leader keeps a treasury below this (in the home currency) for later. */
export const NPP_GRANT_MIN_TREASURY = 10_000;

export const PARTY_WHIP_POSITIONS = ['yes', 'no'] as const;
export type PartyWhipPosition = (typeof PARTY_WHIP_POSITIONS)[number];

/** Notification kinds of the member-run party. */
export const PARTY_LEADERSHIP_NOTIFICATION = 'party_leadership';
export const PARTY_WHIP_NOTIFICATION = 'party_whip';
export const PARTY_GRANT_NOTIFICATION = 'party_grant';
export const PARTY_EXPELLED_NOTIFICATION = 'party_expelled';
export const PARTY_STANDING_NOTIFICATION = 'party_standing';

/**
 * Candidate selection (docs/parties.md): in countries whose parties choose their candidates (parliamentary
 * ones, whose offices hold no primary: the UK, Germany, Japan), a party with more candidates filed for a
 * race than it has seats lets its members in the seat's region choose. The window runs
 * SELECTION_WINDOW_TURNS turns (or PLAYER_WINDOW_HOURS when a player votes or stands), and never past the
 * start of the general. Votes are free: members choose, they spend nothing.
 */
export const SELECTION_WINDOW_TURNS = 2;
/**
 * A non-player member backs the candidate with the lowest
 *   distance of positions − SELECTION_INFLUENCE_WEIGHT × influence / 100 − SELECTION_INCUMBENCY_BONUS (the
 *   seat's holder) + SELECTION_NOISE × a seeded draw in [0, 1)
 * so sitting members are usually reselected, and a close, known challenger can beat them.
 */
export const SELECTION_INFLUENCE_WEIGHT = 1;
export const SELECTION_INCUMBENCY_BONUS = 0.5;
export const SELECTION_NOISE = 1;
/**
 * Non-player members challenge a sitting member for the party's nomination in this share of single-seat
 * races in those countries (a seeded draw), so members choose even where no player stands.
 */
export const SELECTION_CHALLENGE_SHARE = 0.15;
export const PARTY_SELECTION_NOTIFICATION = 'party_selection';

/**
 * The party list (docs/parties.md): members in order of standing (those below GRANT_MIN_STANDING last),
 * then political influence, then seniority (the older character first). The party page shows its head;
 * a list seat that falls vacant goes to the first eligible name.
 */
export const PARTY_LIST_SHOWN = 10;
/** Open candidate selections shown on the party page and the v1 party. */
export const PARTY_SELECTIONS_SHOWN = 20;

/**
 * Coalition talks (docs/parties.md): after a parliamentary election that gives no party a majority, the
 * largest party's leader (the formateur) offers other parties cabinet posts. A player formateur has
 * COALITION_TALKS_TURNS turns (or PLAYER_WINDOW_HOURS); a player asked answers within
 * COALITION_OFFER_TURNS turns, and an offer left unanswered lapses (a refusal).
 */
export const COALITION_TALKS_TURNS = 3;
export const COALITION_OFFER_TURNS = 2;
/** Making an offer costs the formateur's leader this many actions; answering is free. */
export const COALITION_OFFER_ACTIONS = 5;
/**
 * A non-player leader asked accepts when a seeded draw in [0, 1) falls below
 *   (1 − distance / COALITION_DISTANCE_LIMIT) × min(1, posts offered / fair posts)
 * where the distance is between the two parties' positions (−5..+5 each) and the fair posts are the
 * partner's share of the cabinet by seats (at least one).
 */
export const COALITION_DISTANCE_LIMIT = 8;
export const PARTY_COALITION_NOTIFICATION = 'party_coalition';
