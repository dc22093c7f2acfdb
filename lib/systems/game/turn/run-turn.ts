import { eq, sql } from 'drizzle-orm';
import { GAME_STATE_ID, gameState, type PhaseTiming } from '@/models';
import { withTx, type Db } from '@/lib/platform/db';
import { recordTurn } from '@/lib/platform/turn-log';
import { AppError } from '@/lib/platform/errors';
import { log } from '@/lib/platform/log';
import { createRandom } from '@/lib/platform/random';
import { TURN_LOCK_KEY } from '@/lib/systems/core/turn/constants';
import { turnPhases } from './registry';
import type { TurnContext, TurnPhase } from '@/lib/systems/core/turn/types';

export interface RunTurnOptions {
  trigger: 'clock' | 'admin' | 'cli';
  /** 'due' (the worker's clock) runs only when the world is active and nextTurnAt has passed. */
  when: 'due' | 'now';
  now?: Date;
  phases?: readonly TurnPhase[];
}

export type RunTurnResult =
  | { ran: true; completedTurn: number; currentTurn: number; durationMs: number; phases: PhaseTiming[] }
  | { ran: false; reason: 'not_due' | 'paused'; currentTurn: number };

/**
 * Runs one whole turn in one transaction: a crash at any point leaves the previous turn intact, and
 * the row lock on the game state makes concurrent callers run it exactly once.
 */
export async function runTurn(db: Db, options: RunTurnOptions): Promise<RunTurnResult> {
  const phases = options.phases ?? turnPhases;
  return withTx(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TURN_LOCK_KEY})`);
    // No JIT for the turn: the planner's estimates on tables the turn rewrites make it compile set-based
    // statements for seconds that then run in milliseconds (measured: party dues and credit ratings).
    await tx.execute(sql`set local jit = off`);
    // The turn's sorts and intermediate results (party dues: one row per member) stay in memory.
    await tx.execute(sql`set local work_mem = '64MB'`);
    // Foreign keys are checked once per row at commit, not again on each phase's update of the same row
    // (drizzle/0023_deferrable_foreign_keys.sql).
    await tx.execute(sql`set constraints all deferred`);
    const [state] = await tx.select().from(gameState).where(eq(gameState.id, GAME_STATE_ID)).for('update');
    if (!state) throw new AppError('SERVICE_UNAVAILABLE', 'The world has not been created yet.');
    const now = options.now ?? new Date();
    if (options.when === 'due') {
      if (state.status !== 'active') return { ran: false, reason: 'paused', currentTurn: state.currentTurn };
      if (!state.nextTurnAt || state.nextTurnAt > now) {
        return { ran: false, reason: 'not_due', currentTurn: state.currentTurn };
      }
    }
    const ctx: TurnContext = {
      turn: state.currentTurn,
      state,
      flags: { subsidiaryCorporationsEnabled: state.subsidiaryCorporationsEnabled === true },
      random: createRandom(`${state.seed}:turn:${state.currentTurn}`),
      now,
    };
    const started = performance.now();
    const timings: PhaseTiming[] = [];
    for (const phase of phases) {
      if (!phase.enabled(ctx)) continue;
      const phaseStarted = performance.now();
      await phase.run(tx, ctx);
      timings.push({
        phase: phase.id,
        system: phase.system,
        ms: Math.round(performance.now() - phaseStarted),
      });
      log.debug({ turn: ctx.turn, phase: phase.id, system: phase.system }, 'phase finished');
    }
    // The deferred foreign-key checks run here rather than at commit, so the turn's time includes them.
    await tx.execute(sql`set constraints all immediate`);
    const durationMs = Math.round(performance.now() - started);
    await recordTurn(tx, {
      turn: ctx.turn,
      startedAt: now,
      finishedAt: new Date(),
      durationMs,
      phaseTimings: timings,
      trigger: options.trigger,
    });
    log.info({ turn: ctx.turn, durationMs, phases: timings, trigger: options.trigger }, 'turn completed');
    return { ran: true, completedTurn: ctx.turn, currentTurn: ctx.turn + 1, durationMs, phases: timings };
  });
}
