import { z } from 'zod';
import { characterIdParams } from '@/lib/systems/core/characters/schemas';
import { foundField, isoTimestamp } from '@/lib/platform/schemas';

/** GET character/[id]/achievements. */
export const characterAchievementsParams = characterIdParams;

export const earnedAchievementSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  category: z.string(),
  isHidden: z.boolean(),
  earnedAt: isoTimestamp,
});

export const characterAchievementsResponse = z.object({
  found: foundField.describe('False when no character has this id'),
  characterId: z.string().nullable(),
  characterName: z.string().nullable(),
  achievements: z.array(earnedAchievementSchema).describe('Oldest first'),
});

export type CharacterAchievementsResult = z.input<typeof characterAchievementsResponse>;
