/** Election constants, documented where used and in docs/elections.md. */

/** The appeal curve's exponent (docs/elections.md, 'The vote model'). */
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
 * The vote model (docs/elections.md). Support is kept per region: a state race has one region, a national
 * race every state of the country, weighted by population. In each region a candidate's score is
 *   appeal × (FAVORABILITY_BASE + favorability / 100)
 *          × (1 + CAMPAIGN_SPEND_WEIGHT × the candidate's share of the election's campaign spending)
 *          × (1 + PARTY_STRENGTH_WEIGHT × the party's share of the country's legislative seats)
 *          × recognition
 * with appeal = 1 / (1 + distance)^APPEAL_POSITION_EXPONENT (the distance between the candidate's positions
 * and the region's leans on the -5..+5 plane) and
 *   recognition = RECOGNITION_BASE + INFLUENCE_WEIGHT × influence / 100 + INCUMBENCY_BONUS (the seat's
 *                 holder) + the region's campaign awareness (campaign actions, decayed by CAMPAIGN_EFFECT_DECAY
 *                 a turn).
 * A region's shares are its scores over their sum; the race's share is the population-weighted sum of its
 * regions' shares. On the last turn each share is multiplied by 1 ± ELECTION_DAY_SWING (a seeded draw per
 * candidate), so close races can go either way.
 *
 * Calibration: an unknown (no influence, no spend, no campaign) has recognition RECOGNITION_BASE; the
 * weakest seated incumbent (influence 20) has 0.71, 71 times more, which outweighs the widest gap in
 * appeal, favorability and party strength the seeded world holds (about 37 times), so a fresh candidate
 * cannot lead an incumbent at filing.
 */
export const FAVORABILITY_BASE = 0.5;
export const CAMPAIGN_SPEND_WEIGHT = 1;
export const PARTY_STRENGTH_WEIGHT = 0.5;
export const RECOGNITION_BASE = 0.01;
export const INFLUENCE_WEIGHT = 1;
export const INCUMBENCY_BONUS = 0.5;
/** Campaign awareness keeps this share of itself from one turn to the next. */
export const CAMPAIGN_EFFECT_DECAY = 0.8;
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
/**
 * Campaign actions (POST /api/elections/[id]/actions; docs/elections.md has the table). Each adds awareness
 * (recognition in the vote model) in one region or, broad, in all of the race's; the n-th action of the same
 * kind (and region) by a candidate in one turn adds 1/n of its base. Money is in whole units of the home
 * currency.
 */
export const CAMPAIGN_ACTION_KINDS = ['canvass', 'rally', 'advertise', 'poll', 'debate', 'endorse'] as const;
export type CampaignActionKind = (typeof CAMPAIGN_ACTION_KINDS)[number];
export const CANVASS_ACTION_COST = 3;
export const CANVASS_EFFECT = 0.04;
export const RALLY_ACTION_COST = 8;
export const RALLY_MONEY_COST = 5_000;
export const RALLY_EFFECT = 0.1;
/** Advertising: CAMPAIGN_ACTION_COST actions and the amount; effect ADVERTISE_EFFECT × ln(1 + amount / ADVERTISE_UNIT), broad. */
export const ADVERTISE_EFFECT = 0.03;
export const ADVERTISE_UNIT = 10_000;
export const POLL_ACTION_COST = 2;
export const POLL_MONEY_COST = 2_000;
/** A private poll's sampling noise: each share ± up to this (then renormalised). */
export const POLL_NOISE = 0.03;
/** Non-player candidates canvass once a turn, in a seeded region of their race. */
export const NPP_CANVASS_PER_TURN = 1;

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

/**
 * How long a decided election stays in /api/public/v1/elections after its count (turns), with its final
 * votes, so pollers see it close; /elections/archives keeps every one.
 */
export const ELECTIONS_LIST_CLOSED_TURNS = 12;
export const ARCHIVES_LIMIT_DEFAULT = 20;
export const ARCHIVES_LIMIT_MAX = 100;

/**
 * A rally also raises the candidate's political influence (docs/elections.md): RALLY_INFLUENCE_GAIN points
 * for the first of a turn, divided like awareness by the rallies already held that turn plus one, up to
 * POLITICAL_INFLUENCE_MAX. Three rallies a turn over a six-turn race add about 11 points.
 */
export const RALLY_INFLUENCE_GAIN = 1;

/**
 * Debates (docs/elections.md, 'Debates'). A candidate challenges a rival still in the same race
 * (DEBATE_ACTION_COST actions); the rival answers within DEBATE_WINDOW_TURNS (at least PLAYER_WINDOW_HOURS
 * for a player). Accepting costs DEBATE_ACCEPT_ACTION_COST; the next turn holds the debate. Declining, or
 * letting the window close, costs the rival DEBATE_DECLINE_FAVORABILITY favorability and gives the
 * challenger DEBATE_EMPTY_CHAIR_EFFECT awareness everywhere.
 * A debate's performance: DEBATE_INFLUENCE_WEIGHT × influence / 100 + DEBATE_FAVORABILITY_WEIGHT ×
 * favorability / 100 + DEBATE_FUNDS_WEIGHT × ln(1 + funds / DEBATE_FUNDS_UNIT) / 10 + a seeded draw up to
 * DEBATE_LUCK; the better performer wins DEBATE_WIN_EFFECT × (1 + margin) awareness everywhere and
 * DEBATE_FAVORABILITY_SWING favorability, which the loser loses.
 */
export const DEBATE_ACTION_COST = 6;
export const DEBATE_ACCEPT_ACTION_COST = 4;
export const DEBATE_WINDOW_TURNS = 1;
export const DEBATE_DECLINE_FAVORABILITY = 3;
export const DEBATE_EMPTY_CHAIR_EFFECT = 0.04;
export const DEBATE_WIN_EFFECT = 0.08;
export const DEBATE_FAVORABILITY_SWING = 2;
export const DEBATE_INFLUENCE_WEIGHT = 0.4;
export const DEBATE_FAVORABILITY_WEIGHT = 0.3;
export const DEBATE_FUNDS_WEIGHT = 0.1;
export const DEBATE_FUNDS_UNIT = 10_000;
export const DEBATE_LUCK = 0.5;
/**
 * Non-player candidates challenge: each turn of a general with a rival ahead of them, a trailing non-player
 * challenges the race's leader with this chance (a seeded draw), once per pair and race. A non-player rival
 * accepts when trailing the challenger or with DEBATE_NPP_ACCEPT_CHANCE; the front-runner often declines.
 */
export const DEBATE_NPP_CHALLENGE_CHANCE = 0.25;
export const DEBATE_NPP_ACCEPT_CHANCE = 0.5;

/**
 * Endorsements (docs/elections.md, 'Endorsements'): an office holder or a party leader endorses a candidate
 * once per race, for ENDORSE_ACTION_COST actions and ENDORSE_INFLUENCE_COST of their political influence;
 * the candidate gains ENDORSE_EFFECT_BASE + ENDORSE_INFLUENCE_WEIGHT × the endorser's influence / 100
 * awareness everywhere. Non-player party leaders, heads and regional heads endorse their party's best-placed candidate in
 * each general of their country's national races and their home state's races.
 */
export const ENDORSE_ACTION_COST = 5;
export const ENDORSE_INFLUENCE_COST = 2;
export const ENDORSE_EFFECT_BASE = 0.02;
export const ENDORSE_INFLUENCE_WEIGHT = 0.08;

/**
 * Asking for an endorsement (campaign action `endorse`): ENDORSE_ASK_ACTION_COST actions, once per race and
 * person asked. A non-player answers at once: yes to their own party's candidate; to another party's only
 * when their own party has no one left in the race and their positions lie within ENDORSE_ASK_MAX_DISTANCE
 * (on the -5..+5 plane); no when they lack the influence an endorsement costs them. A player is asked on
 * a prompt and answers by endorsing (or not) while the race runs.
 */
export const ENDORSE_ASK_ACTION_COST = 2;
export const ENDORSE_ASK_MAX_DISTANCE = 3;
/** People a candidate's race page offers to ask: the most influential with standing. */
export const ENDORSE_ASK_CHOICES = 12;

/**
 * The public poll: every PUBLIC_POLL_INTERVAL_TURNS turns, each undecided race is polled with a sample of
 * PUBLIC_POLL_SAMPLE; each share moves by a seeded draw within the margin of error (1.96 × √(0.25/n)), and
 * the shares are renormalised.
 */
export const PUBLIC_POLL_INTERVAL_TURNS = 2;
export const PUBLIC_POLL_SAMPLE = 1_000;
/** A national race's poll in each region: a smaller sample there, so a wider margin (4.9 points). */
export const PUBLIC_POLL_REGION_SAMPLE = 400;

/** How a race's list seats are shared among parties: a party's k-th seat has quotient votes / (k - offset). */
export const LIST_DIVISOR_OFFSET = { dhondt: 0, sainte_lague: 0.5 } as const;

export interface ListSeatRule {
  /** The share of each regular race's seats (rounded down) elected from party lists; the rest by votes. */
  share: number;
  method: keyof typeof LIST_DIVISOR_OFFSET;
  /** A party below this share of the office's national vote at the count wins no list seat. */
  threshold: number;
}

/** Germany's 5% clause for the Bundestag's list seats. */
export const DE_LIST_THRESHOLD = 0.05;

/**
 * Offices electing part of their seats from party lists (docs/elections.md, 'List seats'). The Bundestag
 * elects half its members from the Länder lists by Sainte-Laguë; Japan's proportional blocks use D'Hondt
 * (the vacancy rules read the same shares).
 */
export const LIST_SEAT_RULES: Readonly<Record<string, ListSeatRule>> = {
  'de-mdb': { share: 0.5, method: 'sainte_lague', threshold: DE_LIST_THRESHOLD },
  'jp-representative': { share: 176 / 465, method: 'dhondt', threshold: 0 },
  'jp-councillor': { share: 100 / 248, method: 'dhondt', threshold: 0 },
};
