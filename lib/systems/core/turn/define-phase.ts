import type { TurnContext, TurnPhase, TurnSystem } from './types';

/** Systems switched by a game-state flag; a phase of one runs only while its flag is on. */
const SYSTEM_GATES: Partial<Record<TurnSystem, (ctx: TurnContext) => boolean>> = {
  subsidiaries: (ctx) => ctx.flags.subsidiaryCorporationsEnabled,
};

/** A phase whose `enabled` defaults to its system's gate (always on for ungated systems). */
export function definePhase(
  phase: Omit<TurnPhase, 'enabled'> & { enabled?: (ctx: TurnContext) => boolean },
): TurnPhase {
  const systemGate = SYSTEM_GATES[phase.system] ?? (() => true);
  const own = phase.enabled ?? (() => true);
  return { ...phase, enabled: (ctx) => systemGate(ctx) && own(ctx) };
}
