import type { Db } from '../../db';
import type { TurnContext, TurnPhase } from '../../turn/types';

/** A policy-system turn phase in the registry's target shape; `name` mirrors `id` for today's runner. */
export interface PolicyPhase extends TurnPhase {
  id: string;
  system: 'policy';
  enabled(ctx: TurnContext): boolean;
}

export function policyPhase(id: string, run: (tx: Db, ctx: TurnContext) => Promise<void>): PolicyPhase {
  return { id, name: id, system: 'policy', enabled: () => true, run };
}
