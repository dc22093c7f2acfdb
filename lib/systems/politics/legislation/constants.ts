/** Legislation constants; docs/legislation.md explains the formulas they feed. */

export const BILL_STATUSES = ['pending', 'passed', 'failed'] as const;
export { BILL_STAGES, BILL_ROUND_KINDS, type BillStage, type BillRoundKind } from '@/models/legislation';
export type BillStatus = (typeof BILL_STATUSES)[number];
export const BILL_VOTES = ['yes', 'no', 'abstain'] as const;
export type BillVoteChoice = (typeof BILL_VOTES)[number];

/** A bill proposed at turn T is voted through turn T + BILL_VOTING_TURNS and resolves then. */
export const BILL_VOTING_TURNS = 3;

/** Non-player proposals: per chamber per turn, at most this many, each drawn with this chance. */
export const NPP_BILLS_PER_CHAMBER_PER_TURN = 1;
export const NPP_PROPOSAL_CHANCE = 0.5;
/** A chamber with this many pending bills gets no new non-player bill. */
export const MAX_PENDING_BILLS_PER_CHAMBER = 6;
/** Share of non-player bills that are state-scope (for the sponsor's own state), where a type allows it. */
export const NPP_STATE_BILL_SHARE = 0.3;

/**
 * Votes: u = (1 - w) × own + w × party + noise, where own/party = (distance to the status quo − distance
 * to the bill's option) / POSITION_SPAN for the legislator's / party's position; w = PARTY_LINE_WEIGHT
 * (0 for independents); noise uniform in ±VOTE_NOISE. yes when u > ABSTAIN_BAND, no when u < −ABSTAIN_BAND.
 */
export const PARTY_LINE_WEIGHT = 0.6;
/**
 * A whipped bill (lib/systems/politics/parties): u = (1 - d) × own + d × (±WHIP_SUPPORT) + noise, the sign
 * the whip's; d = WHIP_DISCIPLINE, or WHIP_DISCIPLINE_WEAK where party discipline is weak (the US Congress).
 */
export const WHIP_SUPPORT = 0.25;
export const WHIP_DISCIPLINE = 0.8;
export const WHIP_DISCIPLINE_WEAK = 0.5;
export const WEAK_WHIP_COUNTRIES = ['US'] as const;
export const VOTE_NOISE = 0.12;
export const ABSTAIN_BAND = 0.03;
/** The diagonal of the −5..+5 square: the largest distance between two positions. */
export const POSITION_SPAN = Math.hypot(10, 10);

/** A bill passes when yes > no among the votes cast and at least this share of voting seats voted. */
export const QUORUM_SHARE = 0.5;

/**
 * Favorability (0..100) of each legislator who voted yes on a passed bill moves by
 * BILL_FAVORABILITY_STEP × popularity, popularity = (good effects − bad effects) / effects (−1..+1);
 * core keeps it within 0..100 (shiftFavorabilitySql).
 */
export const BILL_FAVORABILITY_STEP = 2;

/** Player actions. */
export const BILL_VOTE_ACTION_COST = 5;
export const BILL_PROPOSE_ACTION_COST = 25;

export const FIRST_BILL_ACHIEVEMENT_ID = 'first_bill';
export const BILL_ENACTED_ACHIEVEMENT_ID = 'bill_enacted';
export const TEN_BILLS_ACHIEVEMENT_ID = 'ten_bills';
export const TEN_BILLS_COUNT = 10;

export const LEGISLATION_LIST_DEFAULT_LIMIT = 20;
export const LEGISLATION_LIST_MAX_LIMIT = 100;
export const LEGISLATURE_PENDING_LIMIT = 20;
export const LEGISLATURE_RECENT_LIMIT = 10;

/**
 * The path of a bill (docs/legislation.md "The path of a bill"). A turn is seven days (DAYS_PER_TURN).
 * The US president has ten days, Sundays excepted (Art. I §7), about two turns, to sign or veto.
 */
export const EXECUTIVE_DESK_TURNS = 2;
/** A bill the House of Lords rejects waits this many turns, then is enacted (Parliament Acts 1911/1949, shortened). */
export const LORDS_DELAY_TURNS = 8;
/** Overrides pass with at least two thirds of the votes (US Art. I §7, Japan Art. 59(2)). */
export const OVERRIDE_SHARE = 2 / 3;
/**
 * A non-player head weighs a bill as a legislator votes (own and party position, plus noise); one they
 * oppose is vetoed with this chance (drawn from ctx.random) and signed otherwise.
 */
export const NPP_VETO_CHANCE = 0.75;
/** Legislation domains that are money bills (UK Parliament Act 1911 s.1), budget bills (Japan Art. 60) and consent bills (Germany Art. 105(3)). */
export const MONEY_BILL_DOMAINS: readonly string[] = ['tax'];
/** Japan Art. 61: treaties follow the budget's rule; the game's foreign-policy laws stand for them. */
export const JP_LOWER_HOUSE_PREVAILS_DOMAINS: readonly string[] = ['tax', 'foreign_policy'];
/** Germany: laws that need the Bundesrat's consent (Art. 105(3) taxes shared with the Länder, Art. 84(1) their administration). */
export const DE_CONSENT_DOMAINS: readonly string[] = ['tax', 'governance'];
