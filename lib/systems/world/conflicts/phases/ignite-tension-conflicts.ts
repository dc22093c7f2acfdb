import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { IGNITION_CHANCE, MAX_OPEN_CONFLICTS } from '../constants';
import { igniteConflicts, type ConflictIgnition } from '../ignite-conflicts';
import { tensionReferences } from '../reference';

/**
 * Seeded tensions without an open conflict may ignite: one draw from ctx.random per tension in
 * reference order, IGNITION_CHANCE × likelihood, while fewer than MAX_OPEN_CONFLICTS are open.
 */
export const igniteTensionConflicts = definePhase({
  id: 'ignite-tension-conflicts',
  system: 'world',
  async run(tx, ctx) {
    const open = await tx.execute<{ tension_id: string | null }>(sql`
      select tension_id from conflicts where status <> 'resolved'`);
    const busy = new Set(open.rows.map((row) => row.tension_id));
    let room = MAX_OPEN_CONFLICTS - open.rows.length;
    const ignitions: ConflictIgnition[] = [];
    for (const tension of tensionReferences) {
      if (busy.has(tension.id)) continue;
      // Draw for every idle tension, so one igniting does not shift the others' draws.
      const roll = ctx.random.float();
      if (room <= 0 || roll >= IGNITION_CHANCE * tension.likelihood) continue;
      ignitions.push({
        hostCountryId: tension.hostCountryId,
        stateId: tension.stateId,
        severity: tension.severity,
        cause: 'tension',
      });
      room--;
    }
    await igniteConflicts(tx, ctx, ignitions);
  },
});
