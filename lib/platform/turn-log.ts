import { turns, type PhaseTiming } from '@/models';
import type { Db } from '@/lib/platform/db';

export interface TurnRecord {
  turn: number;
  startedAt: Date;
  finishedAt: Date;
  durationMs: number;
  phaseTimings: PhaseTiming[];
  trigger: 'clock' | 'admin' | 'cli';
}

/** Logs how long a finished turn and each of its phases took (the turns table). */
export async function recordTurn(tx: Db, record: TurnRecord): Promise<void> {
  await tx.insert(turns).values(record);
}
