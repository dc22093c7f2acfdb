import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { characters } from '@/models';
import type { Db } from '@/lib/platform/db';
import { isObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { investorRanks, selectCharacterRows, toCharacterDetail } from './character-rows';
import { characterIdParams, type GetCharacterResult } from './schemas';

export type GetCharacterInput = z.input<typeof characterIdParams>;

/** Largest value of the serial `seq` column; bigger numbers cannot match and must not reach SQL. */
const MAX_SEQ = 2_147_483_647;

/** Reads the column a public id refers to: all digits is a sequential id, 24 hex is an ObjectId. */
export function characterKey(id: string): { seq: number } | { id: string } | null {
  if (/^\d{1,10}$/.test(id)) {
    const seq = Number(id);
    return seq >= 1 && seq <= MAX_SEQ ? { seq } : null;
  }
  const lowered = id.toLowerCase();
  return isObjectId(lowered) ? { id: lowered } : null;
}

/** One character by sequential id or ObjectId; a miss (or an id of neither form) is found:false. */
export async function getCharacter(db: Db, input: GetCharacterInput): Promise<GetCharacterResult> {
  const { id } = parseInput(characterIdParams, input);
  const key = characterKey(id);
  if (!key) return { found: false, character: null };
  const [row] = await selectCharacterRows(db)
    .where('seq' in key ? eq(characters.seq, key.seq) : eq(characters.id, key.id))
    .limit(1);
  if (!row) return { found: false, character: null };
  const ranks = await investorRanks(db, [row.id]);
  return { found: true, character: toCharacterDetail(row, ranks.get(row.id) ?? null) };
}
