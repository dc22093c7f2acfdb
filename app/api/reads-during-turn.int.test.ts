// A turn runs in one long transaction; on a real PostgreSQL (MVCC) reads must not wait for it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as clientStatus } from '@/app/api/client-status/route';
import { GET as game } from '@/app/api/public/v1/game/route';
import { call, clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { createApiKey } from '@/lib/platform/auth/api-keys';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import type { TestDatabase } from '@/lib/testing/test-database';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { turnPhases } from '@/lib/systems/game/turn/registry';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { gameState, users } from '@/models';

const HOLD_SECONDS = 3;
/** The bound for a read while a turn holds its transaction open. */
const MAX_READ_MS = 250;

let database: TestDatabase;
beforeAll(async () => {
  database = await createSeededTestDatabase();
});
afterAll(() => database?.close());

async function timed<T>(read: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await read();
  return { ms: performance.now() - started, value };
}

describe('reads while a turn holds its transaction open', () => {
  it(`answers public reads and client-status within ${MAX_READ_MS} ms each during a ${HOLD_SECONDS} s turn`, async () => {
    const [alice] = await database.db.select().from(users).where(eq(users.username, 'alice'));
    const { token } = await createApiKey(database.db, alice!.id, { scope: 'public', name: 'during turn' });
    const cookie = await loginAs('alice');
    const [before] = await database.db.select().from(gameState);

    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    // Runs after every real phase has written (and locked) its rows, then keeps the transaction open.
    const hold = definePhase({
      id: 'test-hold',
      system: 'world',
      async run(tx) {
        holding();
        await tx.execute(sql`select pg_sleep(${HOLD_SECONDS})`);
      },
    });
    const turn = runTurn(database.db, { trigger: 'cli', when: 'now', phases: [...turnPhases, hold] });
    await held;

    const latencies: number[] = [];
    let turnStillOpen = true;
    void turn.finally(() => (turnStillOpen = false));
    for (let round = 0; round < 5; round += 1) {
      const publicRead = await timed(async () => {
        const request = clientRequest('/api/public/v1/game', { headers: { 'x-api-key': token } });
        return game(request, routeContext());
      });
      expect(publicRead.value.status).toBe(200);
      // The turn is not committed yet, so readers still see the previous turn.
      expect(((await publicRead.value.json()) as { currentTurn: number }).currentTurn).toBe(
        before!.currentTurn,
      );
      const status = await timed(() => call(clientStatus, '/api/client-status', { cookie }));
      expect(status.value.status).toBe(200);
      latencies.push(publicRead.ms, status.ms);
    }
    // Every read above overlapped the open turn, or the test proves nothing.
    expect(turnStillOpen).toBe(true);
    expect(Math.max(...latencies)).toBeLessThan(MAX_READ_MS);

    const result = await turn;
    expect(result).toMatchObject({ ran: true, completedTurn: before!.currentTurn });
  });
});
