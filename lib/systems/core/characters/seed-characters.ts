import { characterDemographics, characters } from '@/models';
import type { Db } from '@/lib/platform/db';
import { insertCharacter, insertCharacterDemographics } from './insert-character';

/** Rows per INSERT: keeps each statement well under Postgres's 65,535 bind parameters. */
const INSERT_CHUNK = 1_000;

/** World seeding: characters in planned order (their numbers follow it), a thousand per statement. */
export async function seedCharacters(tx: Db, rows: (typeof characters.$inferInsert)[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(characters).values(rows.slice(start, start + INSERT_CHUNK));
  }
}

/** World seeding: one demo account's character and its demographics. */
export async function seedDemoCharacter(
  tx: Db,
  character: typeof characters.$inferInsert,
  demographics: typeof characterDemographics.$inferInsert,
): Promise<void> {
  await insertCharacter(tx, character);
  await insertCharacterDemographics(tx, demographics);
}
