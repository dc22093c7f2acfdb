import { characterDemographics, characters } from '@/models';
import type { Db } from '@/lib/platform/db';

/** Inserts one character (a player joining the game, politics/character-setup); returns its number. */
export async function insertCharacter(tx: Db, row: typeof characters.$inferInsert): Promise<{ seq: number }> {
  const [created] = await tx.insert(characters).values(row).returning({ seq: characters.seq });
  return created!;
}

/** Inserts a character's demographics. */
export async function insertCharacterDemographics(
  tx: Db,
  row: typeof characterDemographics.$inferInsert,
): Promise<void> {
  await tx.insert(characterDemographics).values(row);
}
