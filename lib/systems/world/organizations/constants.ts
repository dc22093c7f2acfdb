/**
 * International organizations (issue 12): member governments vote on accessions, withdrawals,
 * leadership elections and resolutions; the turn engine proposes, casts ballots and decides.
 */
export const ORGANIZATION_CATEGORIES = [
  'security_alliance',
  'economic_forum',
  'summit_group',
  'development_bank',
] as const;
export type OrganizationCategory = (typeof ORGANIZATION_CATEGORIES)[number];

export const MOTION_KINDS = ['membership', 'withdrawal', 'leadership', 'resolution'] as const;
export type MotionKind = (typeof MOTION_KINDS)[number];

/**
 * Sanctions embargo the target through lib/systems/economy/trade; policy harmonization sets a standard (a point on
 * the economic and social axes) in a policy domain, and each member enacts its nearest national option.
 */
export const RESOLUTION_TYPES = ['sanctions', 'policy_harmonization'] as const;
export type ResolutionType = (typeof RESOLUTION_TYPES)[number];

/** voting → approved (waits for effectiveTurn) or in_effect (until expiresTurn) → completed; or rejected. */
export const MOTION_STATUSES = ['voting', 'approved', 'in_effect', 'completed', 'rejected'] as const;
export type MotionStatus = (typeof MOTION_STATUSES)[number];

export const BALLOT_POSITIONS = ['yes', 'no', 'abstain'] as const;
export type BallotPosition = (typeof BALLOT_POSITIONS)[number];

/** Ballots are cast over this many turns after the proposal; the motion is decided on the last. */
export const MOTION_VOTING_TURNS = 4;
/** Chance per turn that a member government that has not voted yet casts its ballot (all cast on the last turn). */
export const BALLOT_CAST_CHANCE = 0.45;
/** Uniform noise of ± this on the policy distance behind each ballot. */
export const BALLOT_DISTANCE_NOISE = 1.5;

/** Per organization per turn, when nothing of that kind is open. */
export const RESOLUTION_PROPOSAL_CHANCE = 0.06;
/** Per organization and non-member country per turn. */
export const MEMBERSHIP_PROPOSAL_CHANCE = 0.012;
/** Per organization and voting member per turn, while more than MIN_MEMBERS_FOR_WITHDRAWAL remain. */
export const WITHDRAWAL_PROPOSAL_CHANCE = 0.0008;
export const MIN_MEMBERS_FOR_WITHDRAWAL = 2;
/** A policy standard's point on each axis, the range of national policy records. */
export const POLICY_AXIS_MAX = 3;
/** Share of resolutions that are sanctions (when a non-member exists to sanction). */
export const SANCTIONS_SHARE = 0.5;

/** A leader serves this many turns (a game year) before members elect again. */
export const LEADERSHIP_TERM_TURNS = 52;
/** Turns from an approved accession or withdrawal until it takes effect. */
export const ACCESSION_DELAY_TURNS = 4;
export const WITHDRAWAL_NOTICE_TURNS = 8;
/** How long sanctions embargoes last. */
export const SANCTIONS_DURATION_TURNS = 26;

/**
 * A government votes by the distance d between its head's policy positions and the motion's point
 * (applicant's or target's government, nominee, or policy standard), plus noise. `near` kinds vote yes
 * within YES and no beyond NO; `far` kinds (sanctions, letting a member go) the other way round.
 */
export const BALLOT_THRESHOLDS = {
  membership: { rule: 'near', yes: 4, no: 6 },
  leadership: { rule: 'near', yes: 4, no: 6 },
  policy_harmonization: { rule: 'near', yes: 3, no: 5 },
  sanctions: { rule: 'far', yes: 4, no: 2 },
  withdrawal: { rule: 'far', yes: 5, no: 3 },
} as const;

/** How many past leadership elections the detail endpoint lists. */
export const LEADERSHIP_ELECTIONS_SHOWN = 10;

export const ORGANIZATION_HISTORY_EVENT = 'organization_decision';
