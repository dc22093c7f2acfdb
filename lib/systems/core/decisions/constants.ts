/** At most this many decisions stand open for one character; a source opens no more until one closes. */
export const DECISION_OPEN_CAP = 3;

/**
 * Target rates, as the chance per turn that a decision opens (world events ask theirs when they start,
 * organizations theirs when a motion opens). Reported in the closing note.
 */
export const DECISION_RATES = {
  /** Per player character: a career prompt about every 10 turns. */
  careerPerCharacter: 0.1,
  /** Per head of a country at war, per conflict: about every 8 turns. */
  warPerHead: 0.125,
  /** Per (conflict, uninvolved country) pair: a foreign head is asked to send aid. */
  aidPerForeignHead: 0.01,
  /** Per corporation with a CEO: about every 40 turns. */
  corporationPerCeo: 0.025,
  /** Per party with a leader: about every 30 turns. */
  partyPerLeader: 0.033,
} as const;

/** World events of at least this severity put a decision to the governor or head. */
export const EVENT_DECISION_MIN_SEVERITY = 2;

/** A turn's decision draws hash (world seed, turn, key) with this salt so they never follow another phase's draws. */
export const DECISION_DRAW_SALT = 'decisions';

/** Recent decisions kept on the player's list beside the open ones. */
export const RECENT_DECISIONS_LIMIT = 20;
export const PUBLIC_DECISIONS_LIMIT_DEFAULT = 20;
export const PUBLIC_DECISIONS_LIMIT_MAX = 100;
