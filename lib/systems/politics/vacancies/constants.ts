import { LIST_SEAT_RULES } from '@/lib/systems/politics/elections/constants';

/**
 * Vacancies: how an office left empty before its term ended is filled, per office (docs/vacancies.md has
 * each rule's source). Office ids are politics.json's ('<country>-<office key>').
 */
export type FillRule =
  /** A one-seat election for the rest of the term (UK by-election, US special election). */
  | 'by_election'
  /** The next name on the departed member's party list. */
  | 'list'
  /** The state's governor appoints a senator who serves until a special election. */
  | 'interim'
  /** The line of succession moves the next officer up. */
  | 'succession'
  /** Parliament chooses a new head: a new government formation. */
  | 'formation'
  /** The regular election is due within the lead time; it fills the seat. */
  | 'regular_election'
  /** Left to the head of government's next appointment (cabinet, central bank). */
  | 'none';

export interface VacancyRule {
  fill: FillRule;
  /**
   * Japan's chambers elect part of their seats from party lists. In each region the last `listShare` of the
   * seats (by seat number) stand for list seats: their vacancies go to the list, the others' to a by-election.
   */
  listShare?: number;
}

/** Offices not listed here (cabinet, central bank) are left to the head's next appointment. */
export const VACANCY_RULES: Readonly<Record<string, VacancyRule>> = {
  'us-president': { fill: 'succession' },
  'us-senator': { fill: 'interim' },
  'us-representative': { fill: 'by_election' },
  'us-governor': { fill: 'by_election' },
  'uk-mp': { fill: 'by_election' },
  'uk-prime_minister': { fill: 'formation' },
  'uk-first_minister': { fill: 'by_election' },
  'de-mdb': { fill: 'list' },
  'de-chancellor': { fill: 'formation' },
  'de-minister_president': { fill: 'by_election' },
  // 176 of 465 members are elected by proportional representation, 289 in single-member districts.
  'jp-representative': { fill: 'by_election', listShare: LIST_SEAT_RULES['jp-representative']!.share },
  // 100 of 248 councillors are elected from national party lists, 148 in prefectural districts.
  'jp-councillor': { fill: 'by_election', listShare: LIST_SEAT_RULES['jp-councillor']!.share },
  'jp-prime_minister': { fill: 'formation' },
  'jp-governor': { fill: 'by_election' },
  // A new life peer of the departed peer's party (its next name), as the Prime Minister recommends.
  'uk-peer': { fill: 'list' },
  // The Land government appoints a member of its own (the departed member's party, that Land first).
  'de-bundesrat_member': { fill: 'list' },
};

/**
 * Non-player office holders leave office now and then, so the world sees vacancies without players: each
 * non-player holding an elected seat (head, legislator, regional head) leaves in a turn with this
 * probability (about 26 departures over 200 turns across the four countries' ~2,600 such seats), a seeded
 * draw per seat. Real rates are of this order: the UK Commons holds one to three by-elections a year.
 */
export const NPP_DEPARTURE_RATE_PER_TURN = 0.00005;
/** Of those departures, this share is a resignation over a scandal; the rest retire. */
export const NPP_SCANDAL_SHARE = 0.3;

export const VACANCY_REASONS = ['resigned', 'retired', 'scandal', 'succeeded'] as const;
export type VacancyReason = (typeof VACANCY_REASONS)[number];

/**
 * A player governor chooses the interim senator within this many turns (and PLAYER_WINDOW_HOURS); then the
 * default pick, a non-player governor's choice, is seated (17th Amendment: the legislature may empower the
 * executive to make temporary appointments).
 */
export const INTERIM_CHOICE_TURNS = 2;

/** Resigning costs no actions: leaving office is always open to the holder. */
export const RESIGN_ACTION_COST = 0;
