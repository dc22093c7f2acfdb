/**
 * The one system that owns each table, by SQL name (docs/architecture.md, "The systems and what each
 * owns"). A system writes only its own tables and reads its own, platform's and those of the systems it
 * may import (SYSTEM_IMPORTS in eslint.config.mjs); `npm run deps` checks every SQL statement and
 * builder call against this. `platform` tables know no game rule and are written only by lib/platform;
 * `game` assembles the others and owns none. Kept beside the tables so a new table gets its owner in the
 * same change (scripts/table-owners.test.ts fails otherwise); not exported from models/index.ts, which is the
 * Drizzle schema.
 */
export type TableOwner =
  | 'platform'
  | 'core'
  | 'policy'
  | 'economy'
  | 'politics'
  | 'corporations'
  | 'subsidiaries'
  | 'extraction'
  | 'world';

export const TABLE_OWNERS: Record<string, TableOwner> = {
  // Accounts, transport and process bookkeeping.
  users: 'platform',
  sessions: 'platform',
  api_keys: 'platform',
  rate_limits: 'platform',
  live_events: 'platform',
  // Live stream slots: the live hub's own (core/live), counted across web processes.
  live_stream_leases: 'core',
  live_stream_holders: 'core',
  worker_heartbeats: 'platform',
  idempotency_keys: 'platform',
  /** How long each turn and phase took: the engine's timing log, no game state. */
  turns: 'platform',

  // core: the clock, countries and states, characters, the money ledger, history, news, messages.
  game_state: 'core',
  countries: 'core',
  states: 'core',
  /** The currency list, its exchange rate and the central bank's balance: money converts with it. */
  currencies: 'core',
  characters: 'core',
  character_demographics: 'core',
  character_currency_balances: 'core',
  ledger_entries: 'core',
  /** Players' exchanges per currency and turn: written by core/money's exchange, read by economy's forex phase. */
  forex_volume: 'core',
  history_events: 'core',
  news_posts: 'core',
  achievement_definitions: 'core',
  character_achievements: 'core',
  notifications: 'core',
  notification_preferences: 'core',
  /** Alerts by email and webhook (core/alerts): preferences, and the outbox the worker delivers. */
  alert_preferences: 'core',
  alert_outbox: 'core',
  mail_messages: 'core',
  /** Administrators' hand changes (seating a character): moderation's record, not the public history. */
  admin_audit_log: 'core',
  /** Decisions put to characters (core/decisions): opened by each source system through core's verb. */
  decisions: 'core',

  // policy: metrics, policy records, positions, approval.
  metric_definitions: 'policy',
  legislation_types: 'policy',
  legislation_type_targets: 'policy',
  policy_options: 'policy',
  policy_option_effects: 'policy',
  state_policies: 'policy',
  enacted_policies: 'policy',
  state_metrics: 'policy',
  country_metric_history: 'policy',
  state_demographics: 'policy',
  approval_ratings: 'policy',

  // economy: GDP, budgets, prime rates, commodities, sectors, trade, forex, sovereign debt.
  commodities: 'economy',
  sector_types: 'economy',
  economy_parameters: 'economy',
  country_economies: 'economy',
  economy_history: 'economy',
  prime_rate_history: 'economy',
  fiscal_years: 'economy',
  sector_commodity_rates: 'economy',
  state_sectors: 'economy',
  commodity_markets: 'economy',
  commodity_calibrations: 'economy',
  commodity_price_history: 'economy',
  forex_rate_history: 'economy',
  sovereigns: 'economy',
  sovereign_auctions: 'economy',
  tariffs: 'economy',
  trade_embargoes: 'economy',
  trade_flows: 'economy',
  trade_balances: 'economy',

  // politics: offices and seats, elections, bills, parties, referendums, governments.
  chambers: 'politics',
  offices: 'politics',
  seats: 'politics',
  careers: 'politics',
  elections: 'politics',
  election_candidates: 'politics',
  election_share_snapshots: 'politics',
  election_region_results: 'politics',
  campaign_actions: 'politics',
  campaign_debates: 'politics',
  campaign_endorsements: 'politics',
  election_public_polls: 'politics',
  governments: 'politics',
  seat_vacancies: 'politics',
  confidence_votes: 'politics',
  confidence_vote_ballots: 'politics',
  bills: 'politics',
  bill_votes: 'politics',
  bill_rounds: 'politics',
  parties: 'politics',
  party_standings: 'politics',
  party_leadership_races: 'politics',
  party_leadership_candidates: 'politics',
  party_leadership_votes: 'politics',
  party_whips: 'politics',
  party_whip_breaks: 'politics',
  party_grants: 'politics',
  party_selections: 'politics',
  party_selection_votes: 'politics',
  coalition_talks: 'politics',
  coalition_offers: 'politics',
  referendums: 'politics',
  nominations: 'politics',
  nomination_votes: 'politics',
  executive_orders: 'politics',

  // corporations: corporations and their shares, bonds, index funds (holding groups are rows of these).
  non_player_persons: 'corporations',
  corporations: 'corporations',
  corporation_shareholders: 'corporations',
  share_orders: 'corporations',
  share_transactions: 'corporations',
  corporation_sectors: 'corporations',
  corporation_history: 'corporations',
  corporate_bonds: 'corporations',
  bond_holdings: 'corporations',
  index_funds: 'corporations',
  fund_unit_holdings: 'corporations',
  fund_nav_history: 'corporations',

  // extraction: resource capacity, contracts and offers, strategies.
  state_resource_capacity: 'extraction',
  extraction_contracts: 'extraction',
  extraction_offers: 'extraction',
  extraction_strategies: 'extraction',

  // world: conflicts, international organizations, world events.
  conflicts: 'world',
  conflict_turns: 'world',
  conflict_battles: 'world',
  organizations: 'world',
  organization_members: 'world',
  organization_motions: 'world',
  organization_ballots: 'world',
  world_events: 'world',
};

/**
 * Columns of a table that hold another system's rule: that system is their one writer (by UPDATE), and the
 * table's owner keeps every other column and creates and deletes the rows. A system not owning the table
 * may update it only when every column it sets is its own here (docs/architecture.md, "Who owns each
 * table"). Keyed `table.column`, by SQL name.
 */
export const COLUMN_OWNERS: Record<string, TableOwner> = {
  // Party membership and the office title are politics' rules, stored on the character.
  'characters.party_id': 'politics',
  'characters.position': 'politics',
  // A character's positions on the two policy axes.
  'characters.policy_economic': 'policy',
  'characters.policy_social': 'policy',
  // GDP is the macro phase's output, shown on the country.
  'countries.gdp_millions': 'economy',
  // Exchange rates and the forex regime: the forex phases move them; money converts with them.
  'currencies.rate': 'economy',
  'currencies.macro_target': 'economy',
  'currencies.price_level_index': 'economy',
  'currencies.regime': 'economy',
  'currencies.band_floor': 'economy',
  'currencies.band_ceiling': 'economy',
  'currencies.capital_controls': 'economy',
  'currencies.regime_changed_turn': 'economy',
  'currencies.cycle_regime': 'economy',
  'currencies.cycle_pressure': 'economy',
  'currencies.cycle_started_turn': 'economy',
  'currencies.spread_strength': 'economy',
  'currencies.updated_turn': 'economy',
  'currencies.updated_at': 'economy',
  // The subsidiary system's fields of a corporation: formalization, floors, cooldowns, remedies.
  'corporations.subsidiary_formalized_at_turn': 'subsidiaries',
  'corporations.is_spin_off': 'subsidiaries',
  'corporations.spun_off_from_corp_id': 'subsidiaries',
  'corporations.spun_off_at_turn': 'subsidiaries',
  'corporations.last_spin_off_turn': 'subsidiaries',
  'corporations.last_capital_injection_turn': 'subsidiaries',
  'corporations.parent_dividend_floor_pct': 'subsidiaries',
  'corporations.parent_dividend_floor_set_by_corp_id': 'subsidiaries',
  'corporations.pending_divestiture': 'subsidiaries',
  'corporations.subsidiary_caretaker': 'subsidiaries',
};
