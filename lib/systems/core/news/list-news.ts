import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { newsPosts } from '@/models';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import type { NewsCategory } from './constants';
import { listNewsQuery, type ListNewsResult } from './schemas';

/** Newest posts first (system and player), optionally one category or one country; found is false when none. */
export async function listNews(db: Db, input: unknown): Promise<ListNewsResult> {
  const { limit, category, country } = parseInput(listNewsQuery, input);
  const filters: SQL[] = [isNull(newsPosts.hiddenAt)];
  if (category) filters.push(eq(newsPosts.category, category));
  if (country) filters.push(eq(newsPosts.countryId, country));
  const rows = await db
    .select()
    .from(newsPosts)
    .where(and(...filters))
    .orderBy(desc(newsPosts.createdAt), desc(newsPosts.id))
    .limit(limit);
  return {
    found: rows.length > 0,
    posts: rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      authorName: row.authorName,
      isSystem: row.isSystem,
      category: row.category as NewsCategory,
      countryId: row.countryId,
      turn: row.turn,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
