import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as clientStatus } from '@/app/api/client-status/route';
import { call, loginAs } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { characters, gameState, users } from '@/models';

const database = seededSuiteDatabase();

/** docs/characters.md, written out independently of lib/systems/core/characters/projected-income.ts. */
const specProjectedIncome = (donorBaseLevel: number, politicalInfluence: number) =>
  (50000 + donorBaseLevel * 2000) * (1 + politicalInfluence / 100);

async function characterOf(username: string) {
  const [row] = await database.db
    .select({ character: characters })
    .from(characters)
    .innerJoin(users, eq(users.id, characters.userId))
    .where(eq(users.username, username));
  return row!.character;
}

describe('GET /api/client-status', () => {
  it('needs a session', async () => {
    const { status, body } = await call(clientStatus, '/api/client-status');
    expect(status).toBe(401);
    expect(body).toEqual({ error: expect.any(String), code: 'UNAUTHORIZED' });
  });

  it("returns alice's money in dollars, actions, the projected income and the clock", async () => {
    const alice = await characterOf('alice');
    const [game] = await database.db.select().from(gameState);
    const { status, body } = await call(clientStatus, '/api/client-status', {
      cookie: await loginAs('alice'),
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ready',
      hasCharacter: true,
      characterId: alice.id,
      characterName: 'Alice Adams',
      name: 'Alice Adams',
      currencyCode: 'USD',
      funds: 1_000_000,
      actions: alice.actions,
      actionCap: 150,
      cashOnHand: alice.cashOnHandCents / 100,
      projectedIncome: specProjectedIncome(alice.donorBaseLevel, alice.politicalInfluence),
      politicalInfluence: alice.politicalInfluence,
      favorability: alice.favorability,
      donorBaseLevel: alice.donorBaseLevel,
      currentTurn: 1,
      gameDateLabel: 'Week 1 of January 2025',
      nextTurnAt: game!.nextTurnAt!.toISOString(),
      turnDurationMs: 300_000,
      gameStatus: 'active',
      balances: [{ currencyCode: 'USD', amount: 1_000_000, isHome: true }],
      homeCurrency: 'USD',
      personalHomeLiquid: alice.cashOnHandCents / 100,
      // The demo world makes alice CEO of one corporation.
      corpNav: {
        sequentialId: expect.any(Number),
        name: 'California Arms Holdings',
        sharePrice: expect.any(Number),
        liquidCapital: expect.any(Number),
        liquidCurrencyCode: 'USD',
        marketingStrength: expect.any(Number),
      },
    });
    // Demo alice: donor base 2, influence 25 -> (50000 + 4000) * 1.25.
    expect(body.projectedIncome).toBe(67_500);
  });

  it('follows the formula when donor base and influence change, and reports cents exactly', async () => {
    const alice = await characterOf('alice');
    await database.db
      .update(characters)
      .set({ donorBaseLevel: 7, politicalInfluence: 40, campaignFundsCents: 123_456_789, actions: 15 })
      .where(eq(characters.id, alice.id));
    const { body } = await call(clientStatus, '/api/client-status', { cookie: await loginAs('alice') });
    expect(body).toMatchObject({
      projectedIncome: specProjectedIncome(7, 40),
      funds: 1_234_567.89,
      actions: 15,
    });
    expect(body.projectedIncome).toBe(89_600);
  });

  it("uses the character's home currency", async () => {
    const { body } = await call(clientStatus, '/api/client-status', { cookie: await loginAs('carol') });
    expect(body).toMatchObject({ hasCharacter: true, characterName: 'Carol Clarke', currencyCode: 'GBP' });
  });

  it('answers 200 with empty character fields for a user without a character', async () => {
    const { status, body } = await call(clientStatus, '/api/client-status', {
      cookie: await loginAs('admin'),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'no-character',
      hasCharacter: false,
      characterId: null,
      characterName: null,
      name: null,
      currencyCode: null,
      funds: 0,
      actions: 0,
      cashOnHand: 0,
      projectedIncome: 0,
      corpNav: null,
      currentTurn: 1,
      gameStatus: 'active',
    });
  });

  it('shows a paused clock with no next turn', async () => {
    await database.db.update(gameState).set({ status: 'paused', nextTurnAt: null });
    const { body } = await call(clientStatus, '/api/client-status', { cookie: await loginAs('bob') });
    expect(body).toMatchObject({ gameStatus: 'paused', nextTurnAt: null, currencyCode: 'USD' });
  });
});
