import { eventKindReferences } from './reference';

/**
 * Crisis and random events (issue 12). Each turn every country may draw each kind once while none of
 * that kind is active there; an event is active from startTurn through endTurn, then expires.
 */
export const WORLD_EVENT_KINDS = [
  'natural_disaster',
  'market_shock',
  'scandal',
  'strike',
  'pandemic_wave',
  'cyber_attack',
  'tech_boom',
  'armed_uprising',
] as const;
export type WorldEventKind = (typeof WORLD_EVENT_KINDS)[number];

export const WORLD_EVENT_STATUSES = ['active', 'expired'] as const;
export type WorldEventStatus = (typeof WORLD_EVENT_STATUSES)[number];

export const WORLD_EVENT_SCOPES = ['country', 'state'] as const;

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
