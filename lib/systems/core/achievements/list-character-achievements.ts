import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { achievementDefinitions, characterAchievements, characters } from '@/models';
import { characterKey } from '@/lib/systems/core/characters/character-key';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { characterAchievementsParams, type CharacterAchievementsResult } from './schemas';

/** The achievements a character earned, oldest first; found is false when no character has the id. */
export async function listCharacterAchievements(
  db: Db,
  input: z.input<typeof characterAchievementsParams>,
): Promise<CharacterAchievementsResult> {
  const { id } = parseInput(characterAchievementsParams, input);
  const key = characterKey(id);
  const missing = { found: false, characterId: null, characterName: null, achievements: [] };
  if (!key) return missing;
  const [character] = await db
    .select({ id: characters.id, name: characters.name })
    .from(characters)
    .where('seq' in key ? eq(characters.seq, key.seq) : eq(characters.id, key.id));
  if (!character) return missing;
  const rows = await db
    .select({
      id: achievementDefinitions.id,
      name: achievementDefinitions.name,
      description: achievementDefinitions.description,
      icon: achievementDefinitions.icon,
      category: achievementDefinitions.category,
      isHidden: achievementDefinitions.isHidden,
      earnedAt: characterAchievements.earnedAt,
    })
    .from(characterAchievements)
    .innerJoin(achievementDefinitions, eq(achievementDefinitions.id, characterAchievements.achievementId))
    .where(eq(characterAchievements.characterId, character.id))
    .orderBy(asc(characterAchievements.earnedAt), asc(achievementDefinitions.sortOrder));
  return {
    found: true,
    characterId: character.id,
    characterName: character.name,
    achievements: rows.map((row) => ({ ...row, earnedAt: row.earnedAt.toISOString() })),
  };
}
