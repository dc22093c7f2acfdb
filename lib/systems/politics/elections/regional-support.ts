import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { regionalShares } from './phases/update-vote-shares';

export interface RegionSupport {
  /** The state or region id (e.g. OH, UKI). */
  regionId: string;
  /** The region's share of the race's electorate (1 for a state race). */
  weight: number;
  /** Each candidate still in the race: their share of the region's vote (0..1), highest first. */
  shares: { characterId: string; share: number }[];
}

/**
 * The live model's support by region for one race (every state of the country for a national race; the
 * state for a state race). Internal, for the paid `poll` action: the public sees publicPollByRegion.
 * Empty for a closed race or an unknown id.
 */
export async function regionalSupport(db: Db, electionId: string): Promise<RegionSupport[]> {
  const rows = await db.execute<{
    state_id: string;
    weight: number;
    shares: { characterId: string; share: number }[];
  }>(sql`
    with regional as (${regionalShares(sql`e.status <> 'closed' and e.id = ${electionId}`)})
    select state_id, max(weight) as weight,
           jsonb_agg(jsonb_build_object('characterId', character_id, 'share', share)
                     order by share desc, character_id) as shares
    from regional group by state_id order by state_id`);
  return rows.rows.map((r) => ({ regionId: r.state_id, weight: Number(r.weight), shares: r.shares }));
}

/**
 * What the public sees by region of a running national race: its last public poll's regions (noisy, as of
 * that poll's turn). Empty for a closed race, a state race, before the first poll or for an unknown id.
 */
export async function publicPollByRegion(db: Db, electionId: string): Promise<RegionSupport[]> {
  const rows = await db.execute<{ regions: RegionSupport[] | null }>(sql`
    select p.regions from election_public_polls p join elections e on e.id = p.election_id and e.status <> 'closed'
    where p.election_id = ${electionId} order by p.turn desc limit 1`);
  return rows.rows[0]?.regions ?? [];
}

/**
 * A closed race's result in each region (election_region_results, written at the tally): each candidate's
 * share of the region's vote, highest first. Empty for a running race or an unknown id.
 */
export async function regionalResults(
  db: Db,
  electionId: string,
): Promise<{ regionId: string; shares: { characterId: string; share: number }[] }[]> {
  const rows = await db.execute<{ state_id: string; shares: { characterId: string; share: number }[] }>(sql`
    select state_id,
           jsonb_agg(jsonb_build_object('characterId', character_id, 'share', share)
                     order by share desc, character_id) as shares
    from election_region_results where election_id = ${electionId}
    group by state_id order by state_id`);
  return rows.rows.map((r) => ({ regionId: r.state_id, shares: r.shares }));
}
