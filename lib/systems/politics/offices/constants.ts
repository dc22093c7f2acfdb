/**
 * Offices and elections constants. Chamber sizes and terms are real-world facts (politics.json); each
 * gameCycleTurns is our compression (1 turn = 1 game week), kept here as one named constant per office.
 */

export const US_PRESIDENT_CYCLE_TURNS = 52;
export const US_SENATOR_CYCLE_TURNS = 78;
export const US_SENATE_STAGGER_CLASSES = 3;
export const US_REPRESENTATIVE_CYCLE_TURNS = 26;
export const US_GOVERNOR_CYCLE_TURNS = 52;
export const US_HOUSE_SEATS = 435;
export const US_SENATORS_PER_STATE = 2;
export const US_CABINET_SIZE = 15;

export const UK_MP_CYCLE_TURNS = 65;
export const UK_COMMONS_SEATS = 650;
/** politics.json gives no cycle for the devolved first ministers; their parliaments sit five years, like the Commons. */
export const UK_FIRST_MINISTER_CYCLE_TURNS = 65;
export const UK_FIRST_MINISTER_REGIONS = ['Scotland', 'Wales', 'Northern Ireland'] as const;
export const UK_CABINET_SIZE = 20;
/**
 * The House of Lords: life peers appointed by party, crossbenchers included (here the Independents, with the
 * bishops and the non-affiliated). Seats per party follow the House's make-up in late 2024 (parliament.uk,
 * "Lords membership by party"): Conservative 273, Labour 187, Liberal Democrat 79, Green 2, crossbench and
 * others 259, rounded to 800 members.
 */
export const UK_LORDS_SEATS = 800;
export const UK_LORDS_PARTY_SEATS: Readonly<Record<string, number>> = {
  con: 273,
  lab: 187,
  ld: 79,
  grn: 2,
  ind: 259,
};

export const DE_MDB_CYCLE_TURNS = 52;
export const DE_BUNDESTAG_SEATS = 630;
export const DE_MINISTER_PRESIDENT_CYCLE_TURNS = 65;
export const DE_CABINET_SIZE = 16;
/**
 * The Bundesrat: every Land has at least 3 votes, with more than 2 million inhabitants 4, more than 6
 * million 5, more than 7 million 6 (Basic Law Art. 51(2)); 69 votes with today's populations. Each vote is
 * a seat, held by a member of the Land's government.
 */
export const DE_BUNDESRAT_VOTE_TIERS: readonly (readonly [number, number])[] = [
  [7_000_000, 6],
  [6_000_000, 5],
  [2_000_000, 4],
  [0, 3],
];
export const DE_BUNDESRAT_SEATS = 69;

export const JP_REPRESENTATIVE_CYCLE_TURNS = 52;
export const JP_REPRESENTATIVES_SEATS = 465;
export const JP_COUNCILLOR_CYCLE_TURNS = 78;
export const JP_COUNCILLORS_SEATS = 248;
export const JP_COUNCILLOR_STAGGER_CLASSES = 2;
export const JP_GOVERNOR_CYCLE_TURNS = 52;
export const JP_CABINET_SIZE = 19;

/**
 * Seeded terms end at staggered turns so the first elections spread over the opening cycle instead of all
 * falling on one turn: a seat of class k in an office of S classes is first elected at turn
 * FIRST_ELECTION_OFFSET_TURNS + (k + 1) × cycle / S (rounded), offset per office by its sort order.
 */
export const FIRST_ELECTION_OFFSET_TURNS = 4;

/** Seeded seats go to a party with probability ∝ appeal^SEED_SEAT_SHARPNESS (independents: the weight × the best). */
export const SEED_SEAT_SHARPNESS = 3;
export const SEED_INDEPENDENT_WEIGHT = 0.05;

/** Non-player politicians waiting to run, per elected seat of a state (at least one per party). */
export const CHALLENGERS_PER_SEAT = 0.6;
export const MIN_CHALLENGERS_PER_PARTY_PER_STATE = 1;

/**
 * Seeded politicians are more prominent than the activist NPCs: influence drawn evenly in this range, to a
 * hundredth of a point. (Drawn as a whole number, dozens of the thousands of them sat at exactly the top
 * value, and the leaderboard's top 50 were one tie.)
 */
export const NPP_INFLUENCE_RANGE = [20, 70] as const;
export const NPP_FAVORABILITY_RANGE = [35, 70] as const;
export const NPP_CAMPAIGN_FUNDS_RANGE = [200_000, 2_000_000] as const;
export const NPP_CASH_RANGE = [20_000, 300_000] as const;

/** The position of a character who holds no office (the characters.position default). */
export const DEFAULT_POSITION = 'Citizen';
