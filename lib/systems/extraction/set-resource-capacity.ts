import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { withTx, type Db } from '@/lib/platform/db';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { parseInput } from '@/lib/platform/validation';
import { setCapacityInput, type capacityDocumentSchema } from './schemas';
import { lockState } from './state-authority';

/**
 * Sets or updates one state's capacity map (admin): merges the given resources into the document (a
 * null value removes one), or replaces the map; creates the document when the state has none.
 */
export async function setResourceCapacity(
  db: Db,
  input: z.input<typeof setCapacityInput>,
): Promise<{ document: z.infer<typeof capacityDocumentSchema> }> {
  const body = parseInput(setCapacityInput, input);
  const set = Object.fromEntries(Object.entries(body.resources).filter(([, value]) => value !== null));
  const removed = Object.entries(body.resources)
    .filter(([, value]) => value === null)
    .map(([key]) => key);
  return withTx(db, async (tx) => {
    const state = await lockState(tx, body.stateId);
    const turn = await currentTurn(tx);
    const rows = await tx.execute<{ resources: Record<string, number>; updated_turn: number }>(sql`
      insert into state_resource_capacity as cap (state_id, country_id, resources, updated_turn, updated_at)
      values (${state.id}, ${state.countryId}, ${JSON.stringify(set)}::jsonb, ${turn}, now())
      on conflict (state_id) do update set
        resources = (case when ${body.replace} then '{}'::jsonb else cap.resources end
          - ${sql.raw(`array[${removed.map((key) => `'${key}'`).join(',')}]::text[]`)}) || excluded.resources,
        updated_turn = excluded.updated_turn, updated_at = now()
      returning resources, updated_turn`);
    const row = rows.rows[0]!;
    return {
      document: {
        stateId: state.id,
        stateName: state.name,
        countryId: state.countryId,
        resources: Object.fromEntries(
          Object.entries(row.resources).map(([key, value]) => [key, Number(value)]),
        ),
        updatedTurn: row.updated_turn,
      },
    };
  });
}
