import { eq, sql } from 'drizzle-orm';
import { characterDemographics, characters } from '@/models';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { updateProfileInput, type Demographics, type UpdateProfileInput } from './profile-schemas';

export interface PlayerProfile {
  chatId: string | null;
  demographics: Demographics | null;
  missingDemographics: boolean;
}

/** GET /api/settings/profile: the player's chat id and demographic profile. */
export async function getPlayerProfile(db: Db, input: { userId: string }): Promise<PlayerProfile> {
  const [row] = await db
    .select({
      chatId: characters.chatId,
      ageBracket: characterDemographics.ageBracket,
      occupation: characterDemographics.occupation,
      hometown: characterDemographics.hometown,
    })
    .from(characters)
    .leftJoin(characterDemographics, eq(characterDemographics.characterId, characters.id))
    .where(eq(characters.userId, input.userId));
  if (!row) throw new AppError('NOT_FOUND', 'You have no character yet; create one first.');
  const demographics =
    row.ageBracket && row.occupation && row.hometown
      ? ({ ageBracket: row.ageBracket, occupation: row.occupation, hometown: row.hometown } as Demographics)
      : null;
  return { chatId: row.chatId, demographics, missingDemographics: demographics === null };
}

/**
 * PATCH /api/settings/profile: sets (or with null clears) the chat-platform user id that
 * `character?chatId=` matches, and/or fills the demographic profile. One transaction.
 */
export async function updatePlayerProfile(
  db: Db,
  input: { userId: string } & UpdateProfileInput,
): Promise<PlayerProfile> {
  const { userId, ...rest } = input;
  const data = parseInput(updateProfileInput, rest);
  await withTx(db, async (tx) => {
    const [character] = await tx
      .select({ id: characters.id })
      .from(characters)
      .where(eq(characters.userId, userId))
      .for('update');
    if (!character) throw new AppError('NOT_FOUND', 'You have no character yet; create one first.');
    if (data.chatId !== undefined) {
      await tx.update(characters).set({ chatId: data.chatId }).where(eq(characters.id, character.id));
    }
    if (data.demographics) {
      await tx
        .insert(characterDemographics)
        .values({ characterId: character.id, ...data.demographics })
        .onConflictDoUpdate({
          target: characterDemographics.characterId,
          set: { ...data.demographics, updatedAt: sql`now()` },
        });
    }
  });
  return getPlayerProfile(db, { userId });
}
