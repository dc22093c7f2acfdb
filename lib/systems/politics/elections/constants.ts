/** Election constants. SPEC.md gives the appeal exponent; the rest are ours, documented where used. */

/** SPEC.md "Election appeal curve exponent". */
export const APPEAL_POSITION_EXPONENT = 1.5;
/** Leans are percent (-100..+100); positions run -5..+5. */
export const LEAN_TO_POSITION_SCALE = 20;

/**
 * Timeline of an election that resolves at turn E: it is scheduled (filing opens, status `upcoming`) at
 * E - ELECTION_LEAD_TURNS; with a primary, the primary runs from E - PRIMARY_START_BEFORE_END and the
 * general from E - GENERAL_START_BEFORE_END (status `open` from the first vote); at E it is tallied and
 * `closed`. Players may file until the general starts.
 */
export const ELECTION_LEAD_TURNS = 6;
export const PRIMARY_START_BEFORE_END = 4;
export const GENERAL_START_BEFORE_END = 2;

export const ELECTION_STATUSES = ['upcoming', 'open', 'closed'] as const;
export type ElectionStatus = (typeof ELECTION_STATUSES)[number];

/**
 * Vote share of a candidate = score / the sum of the election's scores, with
 *   score = appeal × (FAVORABILITY_BASE + favorability / 100)
 *                  × (1 + CAMPAIGN_SPEND_WEIGHT × the candidate's share of the election's campaign spending)
 *                  × (1 + PARTY_STRENGTH_WEIGHT × the party's share of the country's legislative seats)
 * and appeal = 1 / (1 + distance)^APPEAL_POSITION_EXPONENT, the distance between the candidate's positions and
 * the region's leans on the -5..+5 plane. On the last turn each score is multiplied by
 * 1 ± ELECTION_DAY_SWING (a seeded draw per candidate), so close races can go either way.
 */
export const FAVORABILITY_BASE = 0.5;
export const CAMPAIGN_SPEND_WEIGHT = 1;
export const PARTY_STRENGTH_WEIGHT = 0.5;
export const ELECTION_DAY_SWING = 0.15;

/** Electorate: the voting-eligible and working-age shares of a region's population, and turnout. */
export const VOTING_ELIGIBLE_SHARE = 0.75;
export const WORKING_AGE_SHARE = 0.63;
export const TURNOUT_SHARE = 0.6;

/**
 * Non-player candidates: incumbents run again; each real party fields up to this many challengers per
 * seat being elected (at least one), drawn from its politicians in the region who hold no seat and run
 * nowhere else. National elections draw from the whole country.
 */
export const CHALLENGERS_PER_PARTY_PER_SEAT = 0.5;
/** Each turn until the vote, a non-player candidate spends this share of their campaign funds. */
export const NPP_CAMPAIGN_SPEND_SHARE = 0.1;

/** Player actions. */
export const FILE_CANDIDACY_ACTION_COST = 10;
export const CAMPAIGN_ACTION_COST = 5;
/** Campaign spending leaves play into this named sink. */
export const CAMPAIGN_SPENDING_SINK = 'campaign_spending';

/** Achievements the election phases award (politics.json ids). */
export const ACHIEVEMENT_FIRST_CANDIDACY = 'first_candidacy';
export const ACHIEVEMENT_FIRST_WIN = 'first_win';
export const ACHIEVEMENT_LANDSLIDE = 'landslide';
export const ACHIEVEMENT_SQUEAKER = 'squeaker';
export const ACHIEVEMENT_HEAD = 'head_of_government';
export const ACHIEVEMENT_GOVERNOR = 'governor';
export const ACHIEVEMENT_CABINET = 'cabinet';
export const LANDSLIDE_SHARE = 0.6;
export const SQUEAKER_MARGIN = 0.01;

/** REFERENCE.md list defaults. */
/**
 * How long a decided election stays in /api/public/v1/elections after its count (turns), with its final
 * votes, so pollers see it close; /elections/archives keeps every one.
 */
export const ELECTIONS_LIST_CLOSED_TURNS = 12;
export const ARCHIVES_LIMIT_DEFAULT = 20;
export const ARCHIVES_LIMIT_MAX = 100;
