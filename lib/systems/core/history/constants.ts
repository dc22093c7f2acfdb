/** Event types the history log records (politics.json); `country/[code]/history?type=` filters on them. */
export const HISTORY_EVENT_TYPES = [
  'leader_change',
  'bill_enacted',
  'bill_failed',
  'election_held',
  'referendum_passed',
  'referendum_failed',
  'government_formed',
  'coalition_collapsed',
  'party_founded',
  'conflict_started',
  'conflict_resolved',
  'battle_fought',
  'embargo_imposed',
  'tariff_changed',
  'sovereign_default',
  'corporation_founded',
  'organization_decision',
  'world_event_started',
  'world_event_ended',
  'executive_order',
  'decision_made',
] as const;
export type HistoryEventType = (typeof HISTORY_EVENT_TYPES)[number];

/** Country history `limit`: 1 to 200, default 50 (docs/api-contract.md). */
export const HISTORY_LIMIT_DEFAULT = 50;
export const HISTORY_LIMIT_MAX = 200;
