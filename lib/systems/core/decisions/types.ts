/** Where a decision comes from; each source belongs to the system that opens it. */
export const DECISION_SOURCES = [
  'world_event',
  'conflict',
  'organization',
  'corporation',
  'party',
  'career',
  'sovereign',
] as const;
export type DecisionSource = (typeof DECISION_SOURCES)[number];

/** Who a template is put to, as its opener finds them. */
export type DecisionAddressee =
  | 'governor'
  | 'head'
  | 'foreign_minister_or_head'
  | 'finance_minister_or_head'
  | 'ceo'
  | 'party_leader'
  | 'character';

/**
 * One effect of an option, in the game's words. Applied by the system that owns what it moves, on the
 * turns effectsFromTurn … effectsFromTurn + ticks - 1 (a one-off effect has ticks 1); each field is per tick.
 */
export type DecisionEffect =
  /** policy: a state metric of the decision's state, or of every state of its country. */
  | { kind: 'metric'; metricId: string; delta: number; scope: 'state' | 'country'; ticks: number }
  /** economy: the national economy (growth and confidence in points, the stock market in percent). */
  | {
      kind: 'economy';
      gdpGrowth: number;
      investorConfidence: number;
      stockMarketPct: number;
      ticks: number;
    }
  /** core: a character's favorability (their approval) and political influence. */
  | {
      kind: 'standing';
      target: 'addressee' | 'subject';
      favorability: number;
      politicalInfluence: number;
      ticks: number;
    }
  /**
   * Money between an account and a named source or sink of the ledger, in whole units of the account's
   * currency: positive pays into the account, negative pays out (never more than the account holds).
   * addressee: the character's campaign funds (core); treasury: the country's (economy); corporation:
   * the corporation's cash (corporations).
   */
  | {
      kind: 'money';
      account: 'addressee' | 'treasury' | 'corporation';
      units: number;
      counterparty: string;
      ticks: number;
    }
  /** world: the conflict's intensity (points) and the addressee's side's supply (points); ceasefire ends it. */
  | { kind: 'conflict'; intensity: number; supply: number; ceasefire: boolean; ticks: number }
  /** world: the country's ballot on the motion. */
  | { kind: 'ballot'; position: 'yes' | 'no' | 'abstain'; ticks: 1 }
  /**
   * economy: how the country resolves its sovereign debt crisis (economy.json sovereign.resolutions): the
   * first tick applies the resolution, every tick its share of the GDP penalty (docs/forex-and-sovereigns.md).
   */
  | { kind: 'sovereign'; resolution: SovereignResolution; ticks: number };

/** The sovereign crisis resolutions of economy.json. */
export const SOVEREIGN_RESOLUTIONS = ['restructure', 'repudiate', 'bailout', 'monetize'] as const;
export type SovereignResolution = (typeof SOVEREIGN_RESOLUTIONS)[number];

export type DecisionEffectKind = DecisionEffect['kind'];

/** How a non-player leans to an option: a base weight, plus their positions (-5..+5) and the severity. */
export interface NpcLean {
  weight: number;
  economic?: number;
  social?: number;
  /** Per point of the subject's severity above 3 (1..5). */
  severity?: number;
}

export interface DecisionOptionTemplate {
  key: string;
  label: string;
  /** The consequences in the game's words, as the player reads them before choosing. */
  consequences: string;
  effects: DecisionEffect[];
  npc: NpcLean;
}

/**
 * A decision as data. `title` and `body` may name `{place}`, `{country}`, `{subject}` (the event,
 * conflict, corporation, party, motion or member concerned) and `{amount}`; the opener supplies them.
 */
export interface DecisionTemplate {
  key: string;
  source: DecisionSource;
  addressee: DecisionAddressee;
  title: string;
  body: string;
  /** The window's length in turns (a player's is at least PLAYER_WINDOW_HOURS of real time). */
  windowTurns: number;
  defaultOption: string;
  options: DecisionOptionTemplate[];
  /** For world_event templates: the event kinds that ask it. */
  eventKinds?: string[];
}
