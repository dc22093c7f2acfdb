import { characterAchievementsParams, characterAchievementsResponse } from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const achievementEndpoints = {
  characterAchievements: defineEndpoint({
    path: '/api/public/v1/character/[id]/achievements',
    summary: "A character's earned achievements, oldest first.",
    tag: 'Characters',
    params: characterAchievementsParams,
    response: characterAchievementsResponse,
    example: { params: { id: '1' } },
  }),
};
