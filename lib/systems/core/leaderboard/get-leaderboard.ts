import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { currentActionsSql } from '@/lib/systems/core/characters/actions';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { characters, countries, parties } from '@/models';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import type { Db } from '@/lib/platform/db';
import { centsToUnits } from '@/lib/systems/core/money';
import { parseInput } from '@/lib/platform/validation';
import type { LeaderboardMetric } from './constants';
import { leaderboardQuery, type LeaderboardResult } from './schemas';

/** The column each metric ranks by. Funds compare minor units across currencies as stored. */
const METRIC_COLUMNS: Record<LeaderboardMetric, AnyPgColumn | SQL> = {
  npi: characters.nationalInfluence,
  pi: characters.politicalInfluence,
  favorability: characters.favorability,
  funds: characters.campaignFundsCents,
  actions: sql`${currentActionsSql()}`,
};

/** The top characters by one metric (ties: lower sequential id first), optionally in one country. */
export async function getLeaderboard(db: Db, input: unknown): Promise<LeaderboardResult> {
  const { country, metric, limit } = parseInput(leaderboardQuery, input);
  const rows = await db
    .select({
      id: characters.id,
      seq: characters.seq,
      name: characters.name,
      countryId: characters.countryId,
      party: parties.name,
      fundsCents: characters.campaignFundsCents,
      currencyCode: countries.currencyCode,
      politicalInfluence: characters.politicalInfluence,
      nationalInfluence: characters.nationalInfluence,
      favorability: characters.favorability,
      actions: sql<number>`${currentActionsSql()}`,
    })
    .from(characters)
    .innerJoin(countries, eq(countries.id, characters.countryId))
    .leftJoin(parties, eq(parties.id, characters.partyId))
    .where(country ? eq(characters.countryId, country) : undefined)
    .orderBy(desc(METRIC_COLUMNS[metric]), asc(characters.seq))
    .limit(limit);
  const value = (row: (typeof rows)[number]): number =>
    ({
      npi: row.nationalInfluence,
      pi: row.politicalInfluence,
      favorability: row.favorability,
      funds: centsToUnits(row.fundsCents),
      actions: row.actions,
    })[metric];
  return {
    found: rows.length > 0,
    metric,
    characters: rows.map((row, index) => ({
      rank: index + 1,
      id: row.id,
      name: row.name,
      countryId: row.countryId,
      party: row.party,
      funds: centsToUnits(row.fundsCents),
      currencyCode: row.currencyCode,
      politicalInfluence: row.politicalInfluence,
      nationalInfluence: row.nationalInfluence,
      favorability: row.favorability,
      actions: row.actions,
      value: value(row),
      profileUrl: characterProfileUrl(row.seq),
    })),
  };
}
