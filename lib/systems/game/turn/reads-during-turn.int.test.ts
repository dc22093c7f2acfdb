// A turn runs in one long transaction; on a real PostgreSQL (MVCC) reads must not wait for it.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as clientStatus } from '@/app/api/client-status/route';
import { GET as game } from '@/app/api/public/v1/game/route';
import { call, clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { createApiKey } from '@/lib/platform/auth/api-keys';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { turnPhases } from '@/lib/systems/game/turn/registry';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { gameState, users } from '@/models';

const HOLD_SECONDS = 3;

const database = seededSuiteDatabase();

describe('reads while a turn holds its transaction open', () => {
  // Not a timing bound (bench/ measures latency): every read must finish while the turn is still open,
  // which a read waiting on the turn's row locks could not.
  it(`answers public reads and client-status without waiting for a ${HOLD_SECONDS} s turn`, async () => {
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

    let turnStillOpen = true;
    void turn.finally(() => (turnStillOpen = false));
    for (let round = 0; round < 5; round += 1) {
      const request = clientRequest('/api/public/v1/game', { headers: { 'x-api-key': token } });
      const publicRead = await game(request, routeContext());
      expect(publicRead.status).toBe(200);
      // The turn is not committed yet, so readers still see the previous turn.
      expect(((await publicRead.json()) as { currentTurn: number }).currentTurn).toBe(before!.currentTurn);
      const status = await call(clientStatus, '/api/client-status', { cookie });
      expect(status.status).toBe(200);
    }
    // Every read above finished while the turn held its transaction open: none waited for it.
    expect(turnStillOpen).toBe(true);

    const result = await turn;
    expect(result).toMatchObject({ ran: true, completedTurn: before!.currentTurn });
  });
});
