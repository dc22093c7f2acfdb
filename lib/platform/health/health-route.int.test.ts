import net from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { call } from '@/lib/testing/client-requests';
import { createDb, setDefaultDb } from '@/lib/platform/db';
import { getHealth } from '@/lib/platform/health/get-health';
import { readWorldClock } from '@/lib/systems/core/game/current-turn';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { gameState, workerHeartbeats } from '@/models';

const database = seededSuiteDatabase();

beforeEach(async () => {
  await database.db.delete(workerHeartbeats);
});

const beat = (workerId: string, role: 'active' | 'standby', secondsAgo: number) => ({
  workerId,
  role,
  pid: 1234,
  hostname: 'test',
  startedAt: new Date(Date.now() - 3_600_000),
  lastBeatAt: new Date(Date.now() - secondsAgo * 1000),
});

describe('GET /api/health', () => {
  it('is degraded while no worker has ever beaten, and reports the clock', async () => {
    const [game] = await database.db.select().from(gameState);
    const { status, body } = await call(health, '/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'degraded',
      database: { reachable: true, latencyMs: expect.any(Number) },
      worker: { lastHeartbeatAt: null, ageSeconds: null, healthy: false },
      currentTurn: 1,
      nextTurnAt: game!.nextTurnAt!.toISOString(),
    });
    expect((body.database as { latencyMs: number }).latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('is ok with a fresh active heartbeat, reading the newest active one only', async () => {
    const fresh = beat('w-active', 'active', 2);
    await database.db
      .insert(workerHeartbeats)
      .values([fresh, beat('w-old', 'active', 600), beat('w-standby', 'standby', 0)]);
    const { status, body } = await call(health, '/api/health');
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    const worker = body.worker as { lastHeartbeatAt: string; ageSeconds: number; healthy: boolean };
    expect(worker.lastHeartbeatAt).toBe(fresh.lastBeatAt.toISOString());
    expect(worker.healthy).toBe(true);
    expect(worker.ageSeconds).toBeGreaterThanOrEqual(1);
    expect(worker.ageSeconds).toBeLessThanOrEqual(10);
  });

  it('is degraded when the active worker stopped beating, even if a standby is alive', async () => {
    await database.db
      .insert(workerHeartbeats)
      .values([beat('w-stale', 'active', 300), beat('w-standby', 'standby', 1)]);
    const { status, body } = await call(health, '/api/health');
    expect(status).toBe(200);
    expect(body.status).toBe('degraded');
    expect(body.worker).toMatchObject({ healthy: false });
    expect((body.worker as { ageSeconds: number }).ageSeconds).toBeGreaterThanOrEqual(295);
  });

  it('is 503 down when the database refuses connections, with no stack or SQL in the body', async () => {
    const unreachable = createDb('postgres://postgres@127.0.0.1:1/none');
    setDefaultDb(unreachable);
    try {
      const { status, body } = await call(health, '/api/health');
      expect(status).toBe(503);
      expect(body).toEqual({
        status: 'down',
        database: { reachable: false, latencyMs: null },
        worker: { lastHeartbeatAt: null, ageSeconds: null, healthy: false },
        currentTurn: null,
        nextTurnAt: null,
      });
    } finally {
      setDefaultDb(database);
      await unreachable.close();
    }
  });

  it('reports down within the probe timeout when the database accepts but never answers', async () => {
    const sockets = new Set<net.Socket>();
    const blackhole = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
    const { port } = blackhole.address() as net.AddressInfo;
    const hanging = createDb(`postgres://postgres@127.0.0.1:${port}/none`);
    try {
      const started = Date.now();
      const report = await getHealth(hanging.db, readWorldClock);
      expect(report.status).toBe('down');
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => blackhole.close(resolve));
      await hanging.close().catch(() => undefined);
    }
  });
});
