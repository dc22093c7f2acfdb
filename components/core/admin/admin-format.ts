// Pure display helpers for the admin dashboard; no React, so they unit-test in node.

import { numberFormat } from '@/lib/platform/browser/format';
import type {
  AdvanceTurnResult,
  HealthReport,
  HealthStatus,
  PhaseTiming,
  RecentTurn,
  TurnTrigger,
} from './types';

/** Milliseconds for timing tables: one decimal below 10 ms (database latency), whole numbers above. */
export function formatMs(ms: number | null, locale?: string): string {
  if (ms === null || !Number.isFinite(ms)) return '—';
  const digits = Math.abs(ms) < 10 ? 1 : 0;
  return `${numberFormat(locale, { maximumFractionDigits: digits }).format(ms)} ms`;
}

/** A span of time in its two largest units: "45 s", "2 min 5 s", "1 h", "3 d 4 h". */
export function formatSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const pair = (big: number, bigUnit: string, small: number, smallUnit: string) =>
    small > 0 ? `${big} ${bigUnit} ${small} ${smallUnit}` : `${big} ${bigUnit}`;
  if (seconds < 3600) return pair(Math.floor(seconds / 60), 'min', seconds % 60, 's');
  if (seconds < 86_400)
    return pair(Math.floor(seconds / 3600), 'h', Math.floor((seconds % 3600) / 60), 'min');
  return pair(Math.floor(seconds / 86_400), 'd', Math.floor((seconds % 86_400) / 3600), 'h');
}

const TRIGGER_LABELS: Record<TurnTrigger, string> = { clock: 'Clock', admin: 'Admin', cli: 'CLI' };

export function triggerLabel(trigger: string): string {
  return (TRIGGER_LABELS as Record<string, string>)[trigger] ?? trigger;
}

export interface TurnTimingRow {
  turn: number;
  trigger: string;
  durationMs: number;
  finishedAt: string;
  /** One entry per phase column, null where that turn did not run the phase. */
  phaseMs: (number | null)[];
  /** One entry per system group: the sum of its phases, null where the turn ran none of them. */
  systemMs: (number | null)[];
}

export interface SystemGroup {
  system: string;
  /** Its phase columns, in run order. */
  phases: string[];
}

export interface TurnTimingTable {
  /** Game systems in run order of the newest turn, then any that only older turns ran. */
  groups: SystemGroup[];
  /** Every phase column, group after group (the order of phaseMs). */
  phases: string[];
  rows: TurnTimingRow[];
}

/** Turns recorded before phases named their system. */
export const UNKNOWN_SYSTEM = 'other';

/** Sums repeated entries for one phase, so a phase that ran twice shows its whole cost. */
function timingsByPhase(phases: readonly PhaseTiming[]): Map<string, number> {
  const byPhase = new Map<string, number>();
  for (const { phase, ms } of phases) byPhase.set(phase, (byPhase.get(phase) ?? 0) + ms);
  return byPhase;
}

/**
 * Turns the per-turn phase lists into columns grouped by game system, for the recent-turns table.
 * A phase belongs to the first system any turn recorded for it.
 */
export function summarizeTurnTimings(turns: readonly RecentTurn[]): TurnTimingTable {
  const systemOf = new Map<string, string>();
  const groupsBySystem = new Map<string, SystemGroup>();
  for (const turn of turns) {
    for (const { phase, system } of turn.phases) {
      if (!systemOf.has(phase) || (systemOf.get(phase) === UNKNOWN_SYSTEM && system)) {
        systemOf.set(phase, system ?? UNKNOWN_SYSTEM);
      }
    }
  }
  for (const turn of turns) {
    for (const { phase } of turn.phases) {
      const system = systemOf.get(phase)!;
      let group = groupsBySystem.get(system);
      if (!group) {
        group = { system, phases: [] };
        groupsBySystem.set(system, group);
      }
      if (!group.phases.includes(phase)) group.phases.push(phase);
    }
  }
  const groups = [...groupsBySystem.values()];
  const phases = groups.flatMap((group) => group.phases);
  const rows = turns.map((turn) => {
    const byPhase = timingsByPhase(turn.phases);
    const systemMs = groups.map((group) => {
      const ran = group.phases.filter((phase) => byPhase.has(phase));
      return ran.length ? ran.reduce((sum, phase) => sum + byPhase.get(phase)!, 0) : null;
    });
    return {
      turn: turn.turn,
      trigger: turn.trigger,
      durationMs: turn.durationMs,
      finishedAt: turn.finishedAt,
      phaseMs: phases.map((phase) => byPhase.get(phase) ?? null),
      systemMs,
    };
  });
  return { groups, phases, rows };
}

const HEALTH_LABELS: Record<HealthStatus, string> = { ok: 'OK', degraded: 'Degraded', down: 'Down' };

export function healthLabel(status: HealthStatus): string {
  return HEALTH_LABELS[status];
}

/** One sentence saying why the overall status is what it is. */
export function describeHealth(report: HealthReport): string {
  if (report.status === 'down' || !report.database.reachable) return 'The database cannot be reached.';
  if (report.status === 'ok') return 'The database and the turn worker are both healthy.';
  if (!report.worker.healthy) {
    return report.worker.lastHeartbeatAt === null
      ? 'The database is reachable, but no turn worker has reported in.'
      : 'The database is reachable, but the turn worker has stopped reporting.';
  }
  return 'The database is reachable, but the world has not been created yet.';
}

export function describeDatabase(database: HealthReport['database'], locale?: string): string {
  if (!database.reachable) return 'Unreachable';
  return database.latencyMs === null
    ? 'Reachable'
    : `Reachable, ${formatMs(database.latencyMs, locale)} round trip`;
}

export function describeWorker(worker: HealthReport['worker'], databaseReachable = true): string {
  // The heartbeat lives in the database, so without it the worker's state is simply unknown.
  if (!databaseReachable) return 'Unknown while the database is unreachable';
  if (worker.lastHeartbeatAt === null || worker.ageSeconds === null) {
    return worker.healthy ? 'Healthy' : 'Not running: no heartbeat recorded';
  }
  const age = `last heartbeat ${formatSeconds(worker.ageSeconds)} ago`;
  return worker.healthy ? `Healthy, ${age}` : `Not responding, ${age}`;
}

/** The confirmation after "Advance turn". */
export function describeAdvance(result: AdvanceTurnResult, locale?: string): string {
  return `Turn ${result.completedTurn} completed in ${formatMs(result.durationMs, locale)}.`;
}
