import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { currentActionsSql } from '@/lib/systems/core/characters/actions';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { characters, countries, parties } from '@/models';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import type { Db } from '@/lib/platform/db';
import { centsToUnits } from '@/lib/systems/core/money';
import { parseInput } from '@/lib/platform/validation';
import type { LeaderboardMetric } from '@/lib/systems/core/leaderboard/constants';
import { leaderboardQuery, type LeaderboardResult } from '@/lib/systems/core/leaderboard/schemas';

/** The column each metric ranks by. Funds compare minor units across currencies as stored. */
const METRIC_COLUMNS: Record<LeaderboardMetric, AnyPgColumn | SQL> = {
  npi: characters.nationalInfluence,
  pi: characters.politicalInfluence,
  favorability: characters.favorability,
  funds: characters.campaignFundsCents,
  actions: sql`${currentActionsSql()}`,
};

/** The top characters by one metric (ties: lower sequential id first), optionally in one country. */
export async function getLeaderboard(
  db: Db,
  input: unknown,
  options: { playersOnly?: boolean } = {},
): Promise<LeaderboardResult> {
  const { country, metric, limit } = parseInput(leaderboardQuery, input);
  const rows = await db
    .select({
      id: characters.id,
      seq: characters.seq,
      name: characters.name,
      countryId: characters.countryId,
      party: parties.name,
      partyColor: parties.color,
      stateCode: characters.stateId,
      position: characters.position,
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
    .where(boardFilter(country, options.playersOnly))
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
      partyColor: row.partyColor,
      stateCode: row.stateCode,
      position: row.position,
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

/** Who is on a board: one country or all, every character or only those a player runs. */
function boardFilter(country: string | undefined, playersOnly = false): SQL | undefined {
  return and(
    country ? eq(characters.countryId, country) : undefined,
    playersOnly ? isNotNull(characters.userId) : undefined,
  );
}

export interface LeaderboardPage extends LeaderboardResult {
  playersOnly: boolean;
  /** The signed-in player's own place on this board, shown even when it is below the top rows. */
  viewer: { rank: number; name: string; value: number; currencyCode: string; profileUrl: string } | null;
}

/**
 * GET /api/leaderboard (client): the board of the public endpoint, optionally of players only
 * (`who=players`), with the viewer's own rank by the same ordering (ties: lower sequential id first).
 */
export async function getLeaderboardPage(
  db: Db,
  input: { userId: string | null; query: Record<string, unknown> },
): Promise<LeaderboardPage> {
  const { who, ...query } = input.query;
  const playersOnly = who === 'players';
  const board = await getLeaderboard(db, query, { playersOnly });
  const { country, metric } = parseInput(leaderboardQuery, query);
  if (!input.userId) return { ...board, playersOnly, viewer: null };
  const column = METRIC_COLUMNS[metric];
  const [me] = await db
    .select({
      seq: characters.seq,
      name: characters.name,
      countryId: characters.countryId,
      currencyCode: countries.currencyCode,
      raw: sql<string>`(${column})::text`,
    })
    .from(characters)
    .innerJoin(countries, eq(countries.id, characters.countryId))
    .where(eq(characters.userId, input.userId));
  if (!me || (country && me.countryId !== country)) return { ...board, playersOnly, viewer: null };
  const mine = Number(me.raw);
  const [ahead] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(characters)
    .where(
      and(
        boardFilter(country, playersOnly),
        sql`((${column}) > ${me.raw}::numeric or ((${column}) = ${me.raw}::numeric and ${characters.seq} < ${me.seq}))`,
      ),
    );
  return {
    ...board,
    playersOnly,
    viewer: {
      rank: (ahead?.count ?? 0) + 1,
      name: me.name,
      value: metric === 'funds' ? centsToUnits(mine) : mine,
      currencyCode: me.currencyCode,
      profileUrl: characterProfileUrl(me.seq),
    },
  };
}
