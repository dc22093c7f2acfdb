/** Votes of no confidence (docs/vacancies.md gives each country's rule and its source). */

/** What a carried motion leads to. */
export type ConfidenceRule =
  /** The prime minister asks for a dissolution: a snap election of the whole primary chamber. */
  | 'dissolution'
  /** Constructive (Basic Law Art. 67): the motion elects the successor it names; never a dissolution. */
  | 'constructive';

export const CONFIDENCE_RULES: Readonly<Record<string, ConfidenceRule>> = {
  // Dissolution and Calling of Parliament Act 2022: the Prime Minister resigns or asks for a dissolution;
  // the game follows the 1979 precedent (Callaghan asked for one).
  UK: 'dissolution',
  // Constitution Art. 69: the Cabinet resigns en masse unless the House is dissolved within ten days; each
  // of the four carried motions (1948, 1953, 1980, 1993) was met with a dissolution, and so is the game's.
  JP: 'dissolution',
  DE: 'constructive',
};

/**
 * Whether a carried motion needs a majority of all members (Germany, Art. 67(1) "die Mehrheit seiner
 * Mitglieder") or more yes than no among the votes cast (UK, Japan Art. 56(2)).
 */
export const MAJORITY_OF_MEMBERS: Readonly<Record<string, boolean>> = { UK: false, JP: false, DE: true };

/**
 * Where the head of government may ask parliament for its confidence (Basic Law Art. 68): the question
 * carries with a majority of all members; lost, the Chancellor may ask the Federal President to dissolve
 * the Bundestag (within 21 days), or resign. The game's default is the dissolution, as in 1972, 1982,
 * 2005 and 2024, when every lost question (and the President's discretion) ended in one.
 */
export const CONFIDENCE_QUESTION_COUNTRIES: readonly string[] = ['DE'];
/**
 * A non-player Chancellor of a minority government asks the question in a turn with this chance (the
 * engineered dissolutions above followed lost majorities); the opposition's constructive motion is drawn
 * from the rest of NPP_MOTION_CHANCE_MINORITY.
 */
export const NPP_QUESTION_CHANCE_MINORITY = 0.015;

/** Turns a motion stays open (Art. 67(2): 48 hours between the motion and the vote); players also get PLAYER_WINDOW_HOURS. */
export const CONFIDENCE_VOTE_TURNS = 1;
/**
 * A player prime minister who lost the vote chooses within this many turns (and PLAYER_WINDOW_HOURS):
 * resign, so that parliament forms a new government, or dissolve (the default, the game's precedent).
 */
export const HEAD_CHOICE_TURNS = 2;
export const HEAD_CHOICES = ['resign', 'dissolve'] as const;
export type HeadChoice = (typeof HEAD_CHOICES)[number];

/** After a vote (or a snap election it caused), no new motion for this many turns. */
export const CONFIDENCE_COOLDOWN_TURNS = 26;
/** A non-player leader of the opposition tables a motion in a turn with this chance: against a minority government, and against one with a majority. */
export const NPP_MOTION_CHANCE_MINORITY = 0.03;
export const NPP_MOTION_CHANCE_MAJORITY = 0.006;
/** Each non-player legislator breaks with the party line with this chance (seeded). */
export const NPP_DEFECTION_RATE = 0.03;

export const CONFIDENCE_VOTE_CHOICES = ['yes', 'no', 'abstain'] as const;
export type ConfidenceVoteChoice = (typeof CONFIDENCE_VOTE_CHOICES)[number];
