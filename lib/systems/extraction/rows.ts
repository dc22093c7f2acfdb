import { sql } from 'drizzle-orm';
import type { ExtractionResource } from './constants';
import type { GrantLevel, OfferStatus } from '@/models/extraction';
import type { ContractView, OfferView } from './schemas';

/** Columns of a contract view; expects extraction_contracts as ec. */
export const contractColumns = sql`ec.id, ec.state_id, s.name as state_name, ec.country_id, ec.corporation_id,
  k.name as corporation_name, ec.resource, ec.share::float8 as share, ec.granted_turn, ec.granted_by,
  ec.granted_by_level, ec.revoked_turn, ec.created_at`;
export const contractJoins = sql`join states s on s.id = ec.state_id join corporations k on k.id = ec.corporation_id`;

export type ContractRow = {
  id: string;
  state_id: string;
  state_name: string;
  country_id: string;
  corporation_id: string;
  corporation_name: string;
  resource: string;
  share: number;
  granted_turn: number;
  granted_by: string;
  granted_by_level: string;
  revoked_turn: number | null;
  created_at: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

export function toContract(row: ContractRow): ContractView {
  return {
    id: row.id,
    stateId: row.state_id,
    stateName: row.state_name,
    countryId: row.country_id,
    corporationId: row.corporation_id,
    corporationName: row.corporation_name,
    resource: row.resource as ExtractionResource,
    share: Number(row.share),
    grantedTurn: row.granted_turn,
    grantedBy: row.granted_by,
    grantedByLevel: row.granted_by_level as GrantLevel,
    revokedTurn: row.revoked_turn,
    createdAt: iso(row.created_at),
  };
}

/** Columns of an offer view; expects extraction_offers as eo. */
export const offerColumns = sql`eo.id, eo.state_id, s.name as state_name, eo.country_id, eo.corporation_id,
  k.name as corporation_name, eo.resource, eo.share::float8 as share, eo.status, eo.offered_turn,
  eo.decided_turn, eo.contract_id, eo.created_at`;
export const offerJoins = sql`join states s on s.id = eo.state_id join corporations k on k.id = eo.corporation_id`;

export type OfferRow = {
  id: string;
  state_id: string;
  state_name: string;
  country_id: string;
  corporation_id: string;
  corporation_name: string;
  resource: string;
  share: number;
  status: string;
  offered_turn: number;
  decided_turn: number | null;
  contract_id: string | null;
  created_at: Date | string;
};

export function toOffer(row: OfferRow): OfferView {
  return {
    id: row.id,
    stateId: row.state_id,
    stateName: row.state_name,
    countryId: row.country_id,
    corporationId: row.corporation_id,
    corporationName: row.corporation_name,
    resource: row.resource as ExtractionResource,
    share: Number(row.share),
    status: row.status as OfferStatus,
    offeredTurn: row.offered_turn,
    decidedTurn: row.decided_turn,
    contractId: row.contract_id,
    createdAt: iso(row.created_at),
  };
}
