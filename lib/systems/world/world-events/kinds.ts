// The world events' kinds, statuses and scopes as pure values: a client module that takes them from
// constants.ts would carry the event reference table (event-kinds.json) too.

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
