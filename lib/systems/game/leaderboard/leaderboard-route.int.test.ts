import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as leaderboard } from '@/app/api/leaderboard/route';
import { call, loginAs } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

type Board = {
  playersOnly: boolean;
  characters: { rank: number; name: string; profileUrl: string; value: number }[];
  viewer: { rank: number; name: string; value: number; profileUrl: string } | null;
};

const database = seededSuiteDatabase();
let alice: string;
beforeAll(async () => {
  alice = await loginAs('alice');
});

describe('GET /api/leaderboard', () => {
  it('ranks players only on request, and gives the signed-in player their rank by the same order', async () => {
    const players = (
      await call(leaderboard, '/api/leaderboard?metric=pi&who=players&limit=50', { cookie: alice })
    ).body as unknown as Board;
    expect(players.playersOnly).toBe(true);
    const playerCount = Number(
      (
        await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from characters where user_id is not null`,
        )
      ).rows[0]!.n,
    );
    expect(players.characters).toHaveLength(Math.min(playerCount, 50));
    const own = players.characters.find((c) => c.profileUrl === players.viewer?.profileUrl);
    expect(own, JSON.stringify(players.viewer)).toBeDefined();
    expect(players.viewer!.rank).toBe(own!.rank);

    // Among everyone the non-player characters come first, and the rank still matches the full order.
    const everyone = (await call(leaderboard, '/api/leaderboard?metric=pi&limit=50', { cookie: alice }))
      .body as unknown as Board;
    expect(everyone.playersOnly).toBe(false);
    expect(everyone.viewer!.rank).toBeGreaterThanOrEqual(players.viewer!.rank);
    const ahead = Number(
      (
        await database.db.execute<{ n: number }>(sql`
          select count(*)::int as n from characters c, (select political_influence as pi, seq from characters
            where id = (select id from characters where user_id = (select id from users where username = 'alice'))) me
          where c.political_influence > me.pi or (c.political_influence = me.pi and c.seq < me.seq)`)
      ).rows[0]!.n,
    );
    expect(everyone.viewer!.rank).toBe(ahead + 1);
  });

  it('ranks the default board by distinct values, not a top of ties', async () => {
    const board = (await call(leaderboard, '/api/leaderboard?limit=50', { cookie: alice }))
      .body as unknown as Board;
    expect(board.characters).toHaveLength(50);
    const values = board.characters.map((c) => c.value);
    expect(new Set(values).size).toBeGreaterThan(25);
    expect(values[0]).toBeGreaterThan(values[49]!);
  });

  it('has no viewer rank for a guest', async () => {
    const board = (await call(leaderboard, '/api/leaderboard?metric=funds')).body as unknown as Board;
    expect(board.viewer).toBeNull();
    expect(board.characters.length).toBeGreaterThan(0);
  });
});
