import { describe, expect, it } from 'vitest';
import {
  describeAdvance,
  describeDatabase,
  describeHealth,
  describeWorker,
  formatMs,
  formatSeconds,
  healthLabel,
  summarizeTurnTimings,
  triggerLabel,
  UNKNOWN_SYSTEM,
} from './admin-format';
import type { HealthReport, RecentTurn } from './types';

describe('formatMs', () => {
  it('keeps one decimal below 10 ms and whole numbers above', () => {
    expect(formatMs(3.24, 'en-US')).toBe('3.2 ms');
    expect(formatMs(3, 'en-US')).toBe('3 ms');
    expect(formatMs(42.6, 'en-US')).toBe('43 ms');
    expect(formatMs(12_345, 'en-US')).toBe('12,345 ms');
    expect(formatMs(0, 'en-US')).toBe('0 ms');
  });

  it('shows a dash for a missing value', () => {
    expect(formatMs(null)).toBe('—');
    expect(formatMs(Number.NaN)).toBe('—');
  });
});

describe('formatSeconds', () => {
  it('uses seconds below a minute', () => {
    expect(formatSeconds(0)).toBe('0 s');
    expect(formatSeconds(4.4)).toBe('4 s');
    expect(formatSeconds(59)).toBe('59 s');
  });

  it('uses the two largest units and drops a zero second unit', () => {
    expect(formatSeconds(60)).toBe('1 min');
    expect(formatSeconds(125)).toBe('2 min 5 s');
    expect(formatSeconds(300)).toBe('5 min');
    expect(formatSeconds(3600)).toBe('1 h');
    expect(formatSeconds(3 * 3600 + 2 * 60 + 59)).toBe('3 h 2 min');
    expect(formatSeconds(86_400 + 4 * 3600)).toBe('1 d 4 h');
  });

  it('never goes negative', () => {
    expect(formatSeconds(-3)).toBe('0 s');
  });
});

describe('triggerLabel', () => {
  it('names the known triggers and passes unknown ones through', () => {
    expect(triggerLabel('clock')).toBe('Clock');
    expect(triggerLabel('admin')).toBe('Admin');
    expect(triggerLabel('cli')).toBe('CLI');
    expect(triggerLabel('replay')).toBe('replay');
  });
});

describe('summarizeTurnTimings', () => {
  const turn = (n: number, phases: [string, number][]): RecentTurn => ({
    turn: n,
    trigger: 'clock',
    durationMs: phases.reduce((sum, [, ms]) => sum + ms, 0),
    finishedAt: '2025-01-01T00:00:00.000Z',
    phases: phases.map(([phase, ms]) => ({ phase, ms })),
  });

  it('makes one column per phase in the newest turn’s run order', () => {
    const table = summarizeTurnTimings([
      turn(5, [
        ['advance-clock', 1],
        ['refill-actions', 4],
        ['collect-party-dues', 9],
      ]),
      turn(4, [
        ['advance-clock', 2],
        ['refill-actions', 3],
        ['collect-party-dues', 7],
      ]),
    ]);
    expect(table.phases).toEqual(['advance-clock', 'refill-actions', 'collect-party-dues']);
    expect(table.rows.map((row) => row.phaseMs)).toEqual([
      [1, 4, 9],
      [2, 3, 7],
    ]);
    expect(table.rows[0]).toMatchObject({ turn: 5, trigger: 'clock', durationMs: 14 });
  });

  it('adds phases only older turns ran at the end, with null where a turn lacks a phase', () => {
    const table = summarizeTurnTimings([
      turn(9, [
        ['advance-clock', 1],
        ['elections', 20],
      ]),
      turn(8, [
        ['advance-clock', 1],
        ['legacy-cleanup', 5],
      ]),
    ]);
    expect(table.phases).toEqual(['advance-clock', 'elections', 'legacy-cleanup']);
    expect(table.rows.map((row) => row.phaseMs)).toEqual([
      [1, 20, null],
      [1, null, 5],
    ]);
  });

  it('sums a phase that appears twice in one turn', () => {
    const table = summarizeTurnTimings([
      turn(1, [
        ['markets', 2],
        ['markets', 3],
      ]),
    ]);
    expect(table.phases).toEqual(['markets']);
    expect(table.rows[0]?.phaseMs).toEqual([5]);
  });

  it('handles no turns and turns without phases', () => {
    expect(summarizeTurnTimings([])).toEqual({ groups: [], phases: [], rows: [] });
    const table = summarizeTurnTimings([turn(1, [])]);
    expect(table.phases).toEqual([]);
    expect(table.rows[0]?.phaseMs).toEqual([]);
  });
});

describe('summarizeTurnTimings by system', () => {
  const turn = (n: number, phases: [string, string | undefined, number][]): RecentTurn => ({
    turn: n,
    trigger: 'clock',
    durationMs: phases.reduce((sum, [, , ms]) => sum + ms, 0),
    finishedAt: '2025-01-01T00:00:00.000Z',
    phases: phases.map(([phase, system, ms]) => ({ phase, system, ms })),
  });

  it('groups phase columns under their system and totals each system per turn', () => {
    const table = summarizeTurnTimings([
      turn(3, [
        ['refill-actions', 'core', 4],
        ['collect-party-dues', 'politics', 9],
        ['advance-clock', 'world', 1],
      ]),
      // Recorded before phases named their system: filed under the system a newer turn gave them.
      turn(2, [
        ['refill-actions', undefined, 3],
        ['advance-clock', undefined, 2],
        ['retired-phase', undefined, 6],
      ]),
    ]);
    expect(table.groups).toEqual([
      { system: 'core', phases: ['refill-actions'] },
      { system: 'politics', phases: ['collect-party-dues'] },
      { system: 'world', phases: ['advance-clock'] },
      { system: UNKNOWN_SYSTEM, phases: ['retired-phase'] },
    ]);
    expect(table.phases).toEqual(['refill-actions', 'collect-party-dues', 'advance-clock', 'retired-phase']);
    expect(table.rows.map((row) => row.systemMs)).toEqual([
      [4, 9, 1, null],
      [3, null, 2, 6],
    ]);
  });
});

describe('health descriptions', () => {
  const healthy: HealthReport = {
    status: 'ok',
    database: { reachable: true, latencyMs: 1.4 },
    worker: { lastHeartbeatAt: '2025-01-01T00:00:00.000Z', ageSeconds: 4, healthy: true },
    currentTurn: 3,
    nextTurnAt: '2025-01-01T00:05:00.000Z',
  };

  it('labels each overall status with a word', () => {
    expect(healthLabel('ok')).toBe('OK');
    expect(healthLabel('degraded')).toBe('Degraded');
    expect(healthLabel('down')).toBe('Down');
  });

  it('explains why the status is what it is', () => {
    expect(describeHealth(healthy)).toMatch(/both healthy/);
    expect(
      describeHealth({
        ...healthy,
        status: 'degraded',
        worker: { lastHeartbeatAt: null, ageSeconds: null, healthy: false },
      }),
    ).toMatch(/no turn worker has reported/);
    expect(
      describeHealth({
        ...healthy,
        status: 'degraded',
        worker: { ...healthy.worker, ageSeconds: 300, healthy: false },
      }),
    ).toMatch(/stopped reporting/);
    expect(describeHealth({ ...healthy, status: 'degraded' })).toMatch(/world has not been created/);
    expect(
      describeHealth({ ...healthy, status: 'down', database: { reachable: false, latencyMs: null } }),
    ).toMatch(/cannot be reached/);
  });

  it('describes the database with its latency', () => {
    expect(describeDatabase(healthy.database, 'en-US')).toBe('Reachable, 1.4 ms round trip');
    expect(describeDatabase({ reachable: true, latencyMs: null })).toBe('Reachable');
    expect(describeDatabase({ reachable: false, latencyMs: null })).toBe('Unreachable');
  });

  it('describes the worker with its heartbeat age', () => {
    expect(describeWorker(healthy.worker)).toBe('Healthy, last heartbeat 4 s ago');
    expect(describeWorker({ ...healthy.worker, ageSeconds: 125, healthy: false })).toBe(
      'Not responding, last heartbeat 2 min 5 s ago',
    );
    expect(describeWorker({ lastHeartbeatAt: null, ageSeconds: null, healthy: false })).toBe(
      'Not running: no heartbeat recorded',
    );
    expect(describeWorker({ lastHeartbeatAt: null, ageSeconds: null, healthy: false }, false)).toBe(
      'Unknown while the database is unreachable',
    );
  });
});

describe('describeAdvance', () => {
  it('names the completed turn and its duration', () => {
    expect(describeAdvance({ turn: 8, completedTurn: 7, durationMs: 1234 }, 'en-US')).toBe(
      'Turn 7 completed in 1,234 ms.',
    );
  });
});
