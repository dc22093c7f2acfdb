import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MAX_SPECIALIZATIONS,
  SPECIALIZATION_QUOTIENT,
  TOP_SECTORS,
} from '@/lib/systems/economy/commodities/constants';
import type { Db } from '@/lib/platform/db';

/** One state sector as the summary reads it. */
export interface RegionSectorInput {
  stateId: string;
  sectorType: string;
  label: string;
  output: number;
  employment: number;
}

export interface SectorSpecialization {
  sectorType: string;
  label: string;
  /** The state's share of output in this sector over the country's share: 1.5 = 50% more concentrated. */
  locationQuotient: number;
}

export interface TopSector {
  sectorType: string;
  label: string;
  /** Anchor units per day. */
  output: number;
  /** Share of the state's output, 0 to 1. */
  share: number;
  employment: number;
}

export interface RegionSectors {
  sectorSpecializations: SectorSpecialization[];
  topSectors: TopSector[];
}

/** Response schemas for the regions endpoint's catalog entry (the contract leaves their shapes open). */
export const sectorSpecializationSchema = z.object({
  sectorType: z.string(),
  label: z.string(),
  locationQuotient: z.number().describe("The state's output share in the sector over the country's; >= 1.25"),
});
export const topSectorSchema = z.object({
  sectorType: z.string(),
  label: z.string(),
  output: z.number().describe('Anchor units per day'),
  share: z.number().min(0).max(1).describe("Share of the state's output"),
  employment: z.number().int().min(0),
});
export const regionSectorsSchema = z.object({
  sectorSpecializations: z
    .array(sectorSpecializationSchema)
    .describe('Highest location quotient first, at most 5'),
  topSectors: z.array(topSectorSchema).describe('The three largest sectors by output'),
});

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Per state of one country: the sectors it specialises in (location quotient at least
 * SPECIALIZATION_QUOTIENT, highest first, at most MAX_SPECIALIZATIONS) and its TOP_SECTORS largest
 * sectors by output. Pure, for the rows of one country's states.
 */
export function summarizeRegionSectors(rows: readonly RegionSectorInput[]): Map<string, RegionSectors> {
  const countryTotal = rows.reduce((sum, row) => sum + row.output, 0);
  const sectorTotals = new Map<string, number>();
  const stateTotals = new Map<string, number>();
  const byState = new Map<string, RegionSectorInput[]>();
  for (const row of rows) {
    sectorTotals.set(row.sectorType, (sectorTotals.get(row.sectorType) ?? 0) + row.output);
    stateTotals.set(row.stateId, (stateTotals.get(row.stateId) ?? 0) + row.output);
    byState.set(row.stateId, [...(byState.get(row.stateId) ?? []), row]);
  }
  const summaries = new Map<string, RegionSectors>();
  for (const [stateId, sectors] of [...byState.entries()].sort(([a], [b]) => byId(a, b))) {
    const stateTotal = stateTotals.get(stateId) ?? 0;
    const quotient = (row: RegionSectorInput) => {
      const nationalShare = (sectorTotals.get(row.sectorType) ?? 0) / countryTotal;
      return stateTotal > 0 && nationalShare > 0 ? row.output / stateTotal / nationalShare : 0;
    };
    const sectorSpecializations = sectors
      .map((row) => ({
        sectorType: row.sectorType,
        label: row.label,
        locationQuotient: round(quotient(row), 2),
      }))
      .filter((s) => s.locationQuotient >= SPECIALIZATION_QUOTIENT)
      .sort((a, b) => b.locationQuotient - a.locationQuotient || byId(a.sectorType, b.sectorType))
      .slice(0, MAX_SPECIALIZATIONS);
    const topSectors = [...sectors]
      .sort((a, b) => b.output - a.output || byId(a.sectorType, b.sectorType))
      .slice(0, TOP_SECTORS)
      .map((row) => ({
        sectorType: row.sectorType,
        label: row.label,
        output: Math.round(row.output),
        share: stateTotal > 0 ? round(row.output / stateTotal, 4) : 0,
        employment: row.employment,
      }));
    summaries.set(stateId, { sectorSpecializations, topSectors });
  }
  return summaries;
}

/**
 * `sectorSpecializations` and `topSectors` of every region of a country (`country/[code]/regions`),
 * keyed by state id; empty for an unknown country. The regions endpoint merges them into its rows.
 */
export async function getRegionSectors(db: Db, countryId: string): Promise<Map<string, RegionSectors>> {
  const rows = await db.execute<{
    state_id: string;
    sector_type: string;
    label: string;
    output: number;
    employment: number;
  }>(sql`
    select ss.state_id, ss.sector_type, st.label, ss.output::float8 as output, ss.employment
    from state_sectors ss join sector_types st on st.id = ss.sector_type
    where ss.country_id = ${countryId}
    order by ss.state_id, ss.sector_type`);
  return summarizeRegionSectors(
    rows.rows.map((row) => ({
      stateId: row.state_id,
      sectorType: row.sector_type,
      label: row.label,
      output: row.output,
      employment: row.employment,
    })),
  );
}
