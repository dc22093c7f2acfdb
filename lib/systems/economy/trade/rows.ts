import { sql } from 'drizzle-orm';
import type { Embargo, Tariff } from './schemas';

/** Row shapes as the trade queries select them, and their API forms. */

export const tariffColumns = sql`t.id, t.country_id, t.scope_type, t.target_sector_type,
  t.target_origin_country_id, t.target_corporation_id, t.rate::float8 as rate, t.source, t.source_bill_id,
  t.created_turn, t.updated_turn, t.created_at, t.updated_at`;

export type TariffRow = {
  id: number;
  country_id: string;
  scope_type: Tariff['scopeType'];
  target_sector_type: string | null;
  target_origin_country_id: string | null;
  target_corporation_id: string | null;
  rate: number;
  source: Tariff['source'];
  source_bill_id: string | null;
  created_turn: number;
  updated_turn: number;
  created_at: Date | string;
  updated_at: Date | string;
};

export function toTariff(row: TariffRow): Tariff {
  return {
    id: row.id,
    countryId: row.country_id,
    scopeType: row.scope_type,
    targetSectorType: row.target_sector_type,
    targetOriginCountryId: row.target_origin_country_id,
    targetCorporation: row.target_corporation_id ? { id: row.target_corporation_id, name: null } : null,
    rate: row.rate,
    source: row.source,
    sourceBillId: row.source_bill_id,
    createdTurn: row.created_turn,
    updatedTurn: row.updated_turn,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export const embargoColumns = sql`e.id, e.source_country_id, e.target_country_id, e.commodity, e.direction,
  e.mode, e.cap_units::float8 as cap_units, e.origin, e.status, e.proposed_turn, e.start_turn, e.end_turn,
  e.lifted_turn, e.source_bill_id, e.organization_id, e.created_at`;

export type EmbargoRow = {
  id: number;
  source_country_id: string;
  target_country_id: string;
  commodity: string;
  direction: Embargo['direction'];
  mode: Embargo['mode'];
  cap_units: number | null;
  origin: Embargo['origin'];
  status: Embargo['status'];
  proposed_turn: number;
  start_turn: number;
  end_turn: number | null;
  lifted_turn: number | null;
  source_bill_id: string | null;
  organization_id: string | null;
  created_at: Date | string;
};

export function toEmbargo(row: EmbargoRow): Embargo {
  return {
    id: row.id,
    sourceCountryId: row.source_country_id,
    targetCountryId: row.target_country_id,
    commodity: row.commodity,
    direction: row.direction,
    mode: row.mode,
    cap: row.cap_units,
    origin: row.origin,
    status: row.status,
    proposedTurn: row.proposed_turn,
    startTurn: row.start_turn,
    endTurn: row.end_turn,
    liftedTurn: row.lifted_turn,
    sourceBillId: row.source_bill_id,
    organizationId: row.organization_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
