import { sql, type SQL } from 'drizzle-orm';
import { newsPosts } from '@/models';
import type { Db } from '@/lib/platform/db';
import { SYSTEM_NEWS_AUTHOR, type NewsCategory } from './constants';

export interface SystemNewsInput {
  title: string;
  content: string;
  category: NewsCategory;
  /** Null for world news. */
  countryId: string | null;
  turn: number;
}

/**
 * Publishes system posts in one statement, in the order given. Set-based phases post with
 * `${insertNewsPostsSql(columns)} select …`.
 */
export async function publishSystemNews(tx: Db, posts: readonly SystemNewsInput[]): Promise<void> {
  if (posts.length === 0) return;
  await tx.insert(newsPosts).values(
    posts.map((post) => ({
      ...post,
      authorName: SYSTEM_NEWS_AUTHOR,
      authorCharacterId: null,
      isSystem: true,
    })),
  );
}

/** A column of news_posts that a set-based post fills. */
export type NewsPostColumn =
  | 'title'
  | 'content'
  | 'author_character_id'
  | 'author_name'
  | 'is_system'
  | 'category'
  | 'country_id'
  | 'turn'
  | 'created_at';

/**
 * `insert into news_posts (columns)`, for a set-based phase to follow with its `select` (is_system true,
 * SYSTEM_NEWS_AUTHOR as the author): news is core's table; the phase supplies the posts.
 */
export function insertNewsPostsSql(columns: readonly NewsPostColumn[]): SQL {
  return sql`insert into news_posts (${sql.raw(columns.join(', '))})`;
}
