import type { TurnPhase } from '../turn/types';
import { ledgerProblems, type LedgerProblem } from './ledger';

/**
 * The phases, each followed inside the turn's transaction by a ledger check; the first phase that
 * leaves the ledger out of balance throws, naming itself and what is wrong.
 */
export function reconcilingPhases(phases: readonly TurnPhase[]): TurnPhase[] {
  return phases.map((phase) => ({
    ...phase,
    async run(tx, ctx) {
      await phase.run(tx, ctx);
      const problems: LedgerProblem[] = await ledgerProblems(tx);
      if (problems.length > 0) {
        throw new Error(
          `ledger out of balance after ${phase.id} on turn ${ctx.turn}: ${problems.map((p) => p.detail).join('; ')}`,
        );
      }
    },
  }));
}
