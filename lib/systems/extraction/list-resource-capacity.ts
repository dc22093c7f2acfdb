import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import type { listCapacityResponse } from './schemas';

/** Every capacity document (admin), and the states that have none (uncapped). */
export async function listResourceCapacity(db: Db): Promise<z.infer<typeof listCapacityResponse>> {
  const rows = await db.execute<{
    state_id: string;
    state_name: string;
    country_id: string;
    resources: Record<string, number> | null;
    updated_turn: number | null;
  }>(sql`
    select s.id as state_id, s.name as state_name, s.country_id, cap.resources, cap.updated_turn
    from states s left join state_resource_capacity cap on cap.state_id = s.id
    order by s.country_id, s.id`);
  const documents = rows.rows
    .filter((row) => row.resources !== null)
    .map((row) => ({
      stateId: row.state_id,
      stateName: row.state_name,
      countryId: row.country_id,
      resources: Object.fromEntries(
        Object.entries(row.resources!).map(([key, value]) => [key, Number(value)]),
      ),
      updatedTurn: row.updated_turn!,
    }));
  return {
    count: documents.length,
    documents,
    statesWithoutDocument: rows.rows
      .filter((row) => row.resources === null)
      .map((row) => ({ stateId: row.state_id, stateName: row.state_name, countryId: row.country_id })),
  };
}
