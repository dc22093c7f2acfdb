import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { characters } from './characters';

/** The achievements catalog (politics.json); other systems add rows. */
export const achievementDefinitions = pgTable('achievement_definitions', {
  id: text().primaryKey(),
  name: text().notNull(),
  description: text().notNull(),
  icon: text(),
  category: text().notNull(),
  isHidden: boolean().notNull().default(false),
  sortOrder: integer().notNull().default(0),
});

/** Earned achievements: one row per (character, achievement), written once. */
export const characterAchievements = pgTable(
  'character_achievements',
  {
    characterId: text()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    achievementId: text()
      .notNull()
      .references(() => achievementDefinitions.id),
    earnedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.characterId, t.achievementId] })],
);

export type AchievementDefinition = typeof achievementDefinitions.$inferSelect;
