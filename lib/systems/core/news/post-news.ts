import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { characters, newsPosts } from '@/models';
import { awardAchievement } from '@/lib/systems/core/achievements/award-achievement';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { parseInput } from '@/lib/platform/validation';
import { FIRST_POST_ACHIEVEMENT_ID } from './constants';
import { postNewsInput } from './schemas';

export interface PostNewsResult {
  success: true;
  post: { id: number; title: string; category: string; countryId: string; turn: number };
  achievementAwarded: boolean;
}

/** POST /api/news: the player's character publishes a post in its country; the first one earns `first_post`. */
export async function postNews(
  db: Db,
  input: { userId: string } & z.input<typeof postNewsInput>,
): Promise<PostNewsResult> {
  const { userId, ...rest } = input;
  const data = parseInput(postNewsInput, rest);
  return withTx(db, async (tx) => {
    const [author] = await tx
      .select({ id: characters.id, name: characters.name, countryId: characters.countryId })
      .from(characters)
      .where(eq(characters.userId, userId));
    if (!author) throw new AppError('NOT_FOUND', 'You have no character yet; create one first.');
    const turn = await currentTurn(tx);
    const [post] = await tx
      .insert(newsPosts)
      .values({
        ...data,
        authorCharacterId: author.id,
        authorName: author.name,
        isSystem: false,
        countryId: author.countryId,
        turn,
      })
      .returning({ id: newsPosts.id });
    const achievementAwarded = await awardAchievement(tx, {
      characterId: author.id,
      achievementId: FIRST_POST_ACHIEVEMENT_ID,
    });
    return {
      success: true,
      post: { id: post!.id, title: data.title, category: data.category, countryId: author.countryId, turn },
      achievementAwarded,
    };
  });
}
