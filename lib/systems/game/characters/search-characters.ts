import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { characters } from '@/models';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { selectCharacterRows, toCharacterSummaries } from './character-rows';
import { containsPattern, prefixPattern } from '@/lib/systems/core/characters/like-pattern';
import { searchCharactersQuery, type SearchCharactersResult } from '@/lib/systems/core/characters/schemas';

export type SearchCharactersInput = z.input<typeof searchCharactersQuery>;

/**
 * Characters whose name contains `name` (case-insensitive) and/or whose chat id is `chatId`.
 * Exact names rank first, then prefixes, then the most influential.
 */
export async function searchCharacters(
  db: Db,
  input: SearchCharactersInput,
): Promise<SearchCharactersResult> {
  const query = parseInput(searchCharactersQuery, input);
  const { name, limit } = query;
  const chatId = query.chatId ?? query.discordId;
  const conditions: SQL[] = [];
  const ranking: SQL[] = [];
  if (name !== undefined) {
    const lowered = name.toLowerCase();
    conditions.push(ilike(characters.name, containsPattern(name)));
    ranking.push(sql`lower(${characters.name}) = ${lowered} desc`);
    ranking.push(sql`lower(${characters.name}) like ${prefixPattern(lowered)} desc`);
  }
  if (chatId !== undefined) conditions.push(eq(characters.chatId, chatId));

  const rows = await selectCharacterRows(db)
    .where(and(...conditions))
    .orderBy(...ranking, desc(characters.politicalInfluence), asc(characters.seq))
    .limit(limit);
  const list = await toCharacterSummaries(db, rows);
  const best = list[0];
  return { found: list.length > 0, characters: list, character: best ? { ...best, _id: best.id } : null };
}
