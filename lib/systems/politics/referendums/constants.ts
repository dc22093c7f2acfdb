/**
 * Referendums (issue 7): the turn engine calls them, polls them every turn and resolves them.
 * Lifecycle: proposed (campaign, polled) → active (voting open, polled) → resolved (result stored).
 */
export const REFERENDUM_STATUSES = ['proposed', 'active', 'resolved'] as const;
export type ReferendumStatus = (typeof REFERENDUM_STATUSES)[number];

/** national_policy asks about a national-only legislation type; state_policy about one state's law. */
export const REFERENDUM_KINDS = ['national_policy', 'state_policy'] as const;
export type ReferendumKind = (typeof REFERENDUM_KINDS)[number];

/** Chance per turn that a country without an open referendum calls one. */
export const REFERENDUM_PROPOSAL_CHANCE = 0.06;
/** Share of called referendums that are regional (state_policy) rather than national. */
export const REFERENDUM_STATE_SHARE = 0.4;
/** Turns from the call until voting opens, and from the call until the result. */
export const REFERENDUM_CAMPAIGN_TURNS = 2;
export const REFERENDUM_TOTAL_TURNS = 6;

/**
 * Baseline Yes share from the distance d between the proposed option and the electorate's mean
 * position (characters of the country, or of the state): clamp(0.75 − 0.06·d, 0.2, 0.8).
 */
export const REFERENDUM_BASELINE_AT_ZERO = 0.75;
export const REFERENDUM_BASELINE_PER_DISTANCE = 0.06;
export const REFERENDUM_BASELINE_MIN = 0.2;
export const REFERENDUM_BASELINE_MAX = 0.8;
/** Each poll moves this fraction of the way back to the baseline, plus uniform noise of ± POLL_NOISE. */
export const REFERENDUM_POLL_REVERSION = 0.3;
export const REFERENDUM_POLL_NOISE = 0.03;
export const REFERENDUM_POLL_MIN = 0.05;
export const REFERENDUM_POLL_MAX = 0.95;
/** The vote: the last poll plus uniform error of ± RESULT_NOISE; turnout uniform in [MIN, MIN + SPREAD]. */
export const REFERENDUM_RESULT_NOISE = 0.02;
export const REFERENDUM_TURNOUT_MIN = 0.4;
export const REFERENDUM_TURNOUT_SPREAD = 0.35;
/** A party backs Yes within this distance of the option, opposes it beyond NO_DISTANCE, else stays neutral. */
export const REFERENDUM_PARTY_YES_DISTANCE = 3;
export const REFERENDUM_PARTY_NO_DISTANCE = 5;

export const REFERENDUM_WON_ACHIEVEMENT_ID = 'referendum_won';

/** `referendums` limit: 1 to 200, default 50 (docs/api-contract.md). */
export const REFERENDUMS_LIMIT_DEFAULT = 50;
export const REFERENDUMS_LIMIT_MAX = 200;
