import type { TurnPhase } from '@/lib/systems/core/turn/types';
import { incrementalLedgerChecker } from './incremental-ledger';

/**
 * The phases, each followed inside the turn's transaction by a ledger check; the first phase that
 * leaves the ledger out of balance throws, naming itself and what is wrong. The check is incremental
 * (lib/testing/incremental-ledger.ts), so a 200-turn run can afford one after every phase.
 */
export function reconcilingPhases(phases: readonly TurnPhase[]): TurnPhase[] {
  const check = incrementalLedgerChecker();
  return phases.map((phase) => ({
    ...phase,
    async run(tx, ctx) {
      await phase.run(tx, ctx);
      const problems = await check(tx);
      if (problems.length > 0) {
        throw new Error(
          `ledger out of balance after ${phase.id} on turn ${ctx.turn}: ${problems.map((p) => p.detail).join('; ')}`,
        );
      }
    },
  }));
}
