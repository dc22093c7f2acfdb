import { beforeAll, describe, expect, it } from 'vitest';
import { gameState } from '@/models';
import { freshApiKey } from '@/lib/testing/api-keys';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';

const database = seededSuiteDatabase();
let apiKey: string;

beforeAll(async () => {
  apiKey = await freshApiKey('alice');
});

describe('GET /api/public/v1/game', () => {
  it('reports the clock, and no next turn while paused', async () => {
    const active = (await callV1('game', { apiKey })).body;
    expect(active).toMatchObject({
      found: true,
      currentTurn: 1,
      status: 'active',
      isActive: true,
      gameDate: '2025-01-01',
    });
    expect(Date.parse(active.nextTurnAt) - Date.parse(active.lastTurnAt)).toBe(300_000);

    await database.db
      .update(gameState)
      .set({ status: 'paused', iterationType: 'season', iterationNumber: 3 });
    try {
      const paused = (await callV1('game', { apiKey })).body;
      expect(paused).toMatchObject({
        status: 'paused',
        isActive: false,
        nextTurnAt: null,
        iteration: { type: 'season', number: 3 },
      });
    } finally {
      await database.db
        .update(gameState)
        .set({ status: 'active', iterationType: null, iterationNumber: null });
    }
  });

  it('is found:false, not an error, before a world exists', async () => {
    const [saved] = await database.db.select().from(gameState);
    await database.db.delete(gameState);
    try {
      const { status, body } = await callV1('game', { apiKey });
      expect(status).toBe(200);
      expect(body).toEqual({ ok: true, found: false });
    } finally {
      await database.db.insert(gameState).values(saved!);
    }
  });
});
