import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput, text } from '@/lib/platform/validation';
import { containsPattern, prefixPattern } from '@/lib/systems/core/characters/like-pattern';

const pickQuery = z.object({ name: text({ max: 120 }) });

export interface CorporationChoice {
  id: string;
  sequentialId: number;
  name: string;
  /** What tells namesakes apart in a picker: "Technology · US". */
  detail: string;
}

/** GET /api/corporations?name= (client): up to 10 corporations by name, for the forms' corporation pickers. */
export async function pickCorporations(
  db: Db,
  input: { name: unknown },
): Promise<{ corporations: CorporationChoice[] }> {
  if (typeof input.name !== 'string' || input.name.trim() === '') return { corporations: [] };
  const { name } = parseInput(pickQuery, { name: input.name });
  const rows = await db.execute<{
    id: string;
    seq: number;
    name: string;
    label: string;
    country_id: string;
  }>(sql`
    select k.id, k.seq, k.name, t.label, k.country_id from corporations k
    join sector_types t on t.id = k.type
    where k.name ilike ${containsPattern(name)}
    order by lower(k.name) like ${prefixPattern(name.toLowerCase())} desc, k.name, k.seq
    limit 10`);
  return {
    corporations: rows.rows.map((row) => ({
      id: row.id,
      sequentialId: row.seq,
      name: row.name,
      detail: `${row.label} · ${row.country_id}`,
    })),
  };
}
