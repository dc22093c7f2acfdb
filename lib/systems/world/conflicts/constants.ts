/**
 * Conflicts and battles (issue 12). Each turn every open conflict fights one battle in its theater,
 * which moves control (the share of the host region side B holds), supply and intensity; then the
 * status transitions below run; then seeded tensions may ignite new conflicts.
 *
 * Status transitions, checked in this order once per turn after the battle:
 *   winding_down -> resolved     control reaches 0 or 100, or WIND_DOWN_TURNS turns spent winding down
 *   winding_down -> active       intensity >= REKINDLE_INTENSITY, both sides above EXHAUSTED_SUPPLY and
 *                                control strictly between DECISIVE_CONTROL_LOW and DECISIVE_CONTROL_HIGH
 *   active|escalating -> winding_down
 *                                intensity <= WIND_DOWN_INTENSITY, or a side at or below EXHAUSTED_SUPPLY,
 *                                or control at or beyond a decisive bound
 *   active -> escalating         intensity >= ESCALATE_INTENSITY
 *   escalating -> active         intensity < DEESCALATE_INTENSITY (the gap keeps it from flickering)
 * A resolved conflict's outcome is 'B' at or above DECISIVE_CONTROL_HIGH, 'A' at or below
 * DECISIVE_CONTROL_LOW, otherwise 'ceasefire'.
 */
export const CONFLICT_STATUSES = ['active', 'escalating', 'winding_down', 'resolved'] as const;
export type ConflictStatus = (typeof CONFLICT_STATUSES)[number];
export const OPEN_CONFLICT_STATUSES = ['active', 'escalating', 'winding_down'] as const;

export const ESCALATE_INTENSITY = 70;
export const DEESCALATE_INTENSITY = 55;
export const WIND_DOWN_INTENSITY = 15;
export const REKINDLE_INTENSITY = 45;
export const EXHAUSTED_SUPPLY = 8;
export const DECISIVE_CONTROL_LOW = 3;
export const DECISIVE_CONTROL_HIGH = 97;
export const WIND_DOWN_TURNS = 6;

export const CONFLICT_TYPES = [
  'separatist',
  'border_dispute',
  'maritime_dispute',
  'proxy',
  'insurgency',
] as const;
export type ConflictType = (typeof CONFLICT_TYPES)[number];
/** The alignment side A fights under; 'none' for a purely domestic fight. */
export const CONFLICT_BLOCS = ['nato', 'pacific', 'none'] as const;
export const SIDE_KINDS = ['government', 'coalition', 'insurgent', 'militia', 'foreign_force'] as const;
export const CONFLICT_CAUSES = ['tension', 'event'] as const;

/** How much harder a defender is to dislodge on each terrain (multiplies the defender's strength). */
export const TERRAIN_DEFENSE = {
  urban: 1.25,
  mountain: 1.3,
  forest: 1.15,
  arctic: 1.2,
  coastal: 1.1,
  maritime: 1.0,
  plains: 1.0,
} as const;
export type Terrain = keyof typeof TERRAIN_DEFENSE;
export const TERRAINS = Object.keys(TERRAIN_DEFENSE) as Terrain[];
/** An uprising without a seeded tension fights in the cities. */
export const EVENT_TERRAIN: Terrain = 'urban';
/** Insurgents of an uprising event start holding this share of their state. */
export const EVENT_INITIAL_CONTROL = 10;

export const BATTLE_RESULTS = ['attacker_victory', 'defender_victory', 'stalemate'] as const;
export type BattleResult = (typeof BATTLE_RESULTS)[number];

/** Chance the sides meet in a turn: CONTACT_BASE + CONTACT_PER_INTENSITY × intensity / 100. */
export const CONTACT_BASE = 0.25;
export const CONTACT_PER_INTENSITY = 0.6;
/** A defender below this supply cannot hold: the attacker advances unopposed. */
export const UNOPPOSED_SUPPLY = 12;
export const UNOPPOSED_SHIFT_FACTOR = 1.5;
/**
 * Attack strength = (supply + STRENGTH_FLOOR) × (LUCK_MIN + LUCK_SPREAD × draw), against the defender's
 * (supply + STRENGTH_FLOOR) × terrain defence; WIN_RATIO either way decides, else a stalemate. The floor
 * keeps a supply lead from deciding every battle.
 */
export const STRENGTH_FLOOR = 60;
export const LUCK_MIN = 0.4;
export const LUCK_SPREAD = 1.2;
export const WIN_RATIO = 1.1;
/** A won attack moves control by SHIFT_PER_SEVERITY × severity × (0.5 + intensity / 100) points. */
export const SHIFT_PER_SEVERITY = 0.5;
/** A repelled attack gives back this share of that swing as the defender counterattacks. */
export const COUNTER_SHARE = 0.5;
/** A battle that moves control this far makes the history log and the news. */
export const NOTABLE_SHIFT = 1;

/** Supply per turn: every side regenerates, a backer adds more, contact costs, a lost battle costs more. */
export const SUPPLY_REGEN = 2;
export const BACKER_RESUPPLY = 1;
export const CONTACT_SUPPLY_COST = 2;
export const LOSS_SUPPLY_COST = 3;
export const STALEMATE_SUPPLY_COST = 2;

/**
 * Intensity per turn: moves INTENSITY_REVERSION of the way to its level (INTENSITY_LEVEL_BASE +
 * INTENSITY_LEVEL_PER_SEVERITY × severity), battles heat it, quiet turns cool it, noise of
 * ± INTENSITY_NOISE, and war weariness of WEARINESS_PER_TURN × age that sooner or later winds it down.
 */
export const INTENSITY_REVERSION = 0.1;
export const INTENSITY_LEVEL_BASE = 30;
export const INTENSITY_LEVEL_PER_SEVERITY = 8;
export const BATTLE_HEAT = 3;
export const STALEMATE_HEAT = 1;
export const QUIET_COOLING = 3;
export const INTENSITY_NOISE = 8;
export const WEARINESS_PER_TURN = 0.03;

/** Per seeded tension and turn, scaled by the tension's likelihood; at most MAX_OPEN_CONFLICTS at once. */
export const IGNITION_CHANCE = 0.004;
export const MAX_OPEN_CONFLICTS = 4;
/** A new conflict starts at INITIAL_INTENSITY + INTENSITY_PER_SEVERITY × severity. */
export const INITIAL_INTENSITY = 30;
export const INTENSITY_PER_SEVERITY = 6;
export const INITIAL_SUPPLY_A = 55;
export const INITIAL_SUPPLY_B = 50;
export const SEVERITY_MIN = 1;
export const SEVERITY_MAX = 5;

/** Conflicts and battles `limit`: default 20, at most 100 (docs/api-contract.md). */
export const CONFLICTS_LIMIT_DEFAULT = 20;
export const CONFLICTS_LIMIT_MAX = 100;
export const BATTLES_LIMIT_DEFAULT = 20;
export const BATTLES_LIMIT_MAX = 100;
/** The world page's chart keeps this many turns of history per conflict. */
export const CONTROL_HISTORY_TURNS = 120;
