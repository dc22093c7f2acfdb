import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { characters } from '@/models';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { characterKey } from '@/lib/systems/core/characters/character-key';
import { investorRanks, selectCharacterRows, toCharacterDetail } from './character-rows';
import { characterIdParams, type GetCharacterResult } from '@/lib/systems/core/characters/schemas';

export type GetCharacterInput = z.input<typeof characterIdParams>;

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
