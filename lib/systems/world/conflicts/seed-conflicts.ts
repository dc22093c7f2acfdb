import type { Db } from '@/lib/platform/db';
import { insertConflicts, type PlannedConflict } from './insert-conflicts';
import { tensionReferences } from './reference';

/** The tensions already at war when the world begins (their `activeAtStart`), so the world page has content. */
export async function seedConflicts(tx: Db, { turn }: { turn: number }): Promise<number> {
  const planned = tensionReferences.flatMap((t): PlannedConflict[] =>
    t.activeAtStart
      ? [
          {
            name: t.name,
            hostCountryId: t.hostCountryId,
            stateId: t.stateId,
            region: t.region,
            type: t.type,
            bloc: t.bloc,
            terrain: t.terrain,
            severity: t.severity,
            sideA: t.sideA,
            sideB: t.sideB,
            cause: 'tension',
            tensionId: t.id,
            sourceEventId: null,
            ...t.activeAtStart,
          },
        ]
      : [],
  );
  return insertConflicts(tx, turn, planned, { announce: false });
}
