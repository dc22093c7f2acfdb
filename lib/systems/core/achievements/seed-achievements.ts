import { achievementDefinitions } from '@/models';
import type { Db } from '@/lib/platform/db';
import catalog from './reference/achievements.json';

interface AchievementReference {
  id: string;
  name: string;
  category: string;
  isHidden: boolean;
  /** What earns it; shown as the description. */
  trigger: string;
}

/** The achievements catalog (politics.json). Other systems award these ids. */
export const achievementReferences = catalog as AchievementReference[];

export async function seedAchievements(tx: Db): Promise<void> {
  await tx
    .insert(achievementDefinitions)
    .values(
      achievementReferences.map((a, index) => ({
        id: a.id,
        name: a.name,
        description: a.trigger.charAt(0).toUpperCase() + a.trigger.slice(1),
        icon: null,
        category: a.category,
        isHidden: a.isHidden,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
}
