import { eventKindReferences } from './reference';

// Pure values, in their own module so client pages can take them without the reference table.
export { WORLD_EVENT_KINDS, WORLD_EVENT_STATUSES, WORLD_EVENT_SCOPES } from './kinds';
export type { WorldEventKind, WorldEventStatus } from './kinds';

/** The reference entry of each kind, keyed by id (reference.test.ts checks the two lists agree). */
export const EVENT_KINDS = new Map(eventKindReferences.map((kind) => [kind.id, kind]));

/** A scandal names one of the country's most influential characters. */
export const SCANDAL_CANDIDATE_POOL = 25;

/** An expiring event of at least this severity gets a news post as well as a history entry. */
export const EXPIRY_NEWS_MIN_SEVERITY = 3;

/** GET /api/events list size. */
export const WORLD_EVENTS_LIMIT_DEFAULT = 50;
export const WORLD_EVENTS_LIMIT_MAX = 200;

/** Events seeded at world creation, so a new world shows the feed. */
export const SEEDED_WORLD_EVENTS = 3;
