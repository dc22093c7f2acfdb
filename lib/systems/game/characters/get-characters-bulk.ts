import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { characters } from '@/models';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { selectCharacterRows, toCharacterSummaries } from './character-rows';
import { characterKey } from '@/lib/systems/core/characters/character-key';
import {
  bulkCharactersQuery,
  splitIdList,
  type CharactersBulkResult,
} from '@/lib/systems/core/characters/schemas';

export type GetCharactersBulkInput = z.input<typeof bulkCharactersQuery>;

/** Characters by sequential id, in request order; unknown, invalid and repeated ids are skipped. */
export async function getCharactersBulk(
  db: Db,
  input: GetCharactersBulkInput,
): Promise<CharactersBulkResult> {
  const { ids } = parseInput(bulkCharactersQuery, input);
  const tokens = splitIdList(ids);
  const seqs = [
    ...new Set(
      tokens.flatMap((token) => {
        const key = characterKey(token);
        return key && 'seq' in key ? [key.seq] : [];
      }),
    ),
  ];
  const rows = seqs.length ? await selectCharacterRows(db).where(inArray(characters.seq, seqs)) : [];
  const summaries = await toCharacterSummaries(db, rows);
  const bySeq = new Map(summaries.map((summary) => [summary.sequentialId, summary]));
  const list = seqs.flatMap((seq) => {
    const summary = bySeq.get(seq);
    return summary ? [summary] : [];
  });
  return { found: list.length > 0, requested: tokens.length, returned: list.length, characters: list };
}
