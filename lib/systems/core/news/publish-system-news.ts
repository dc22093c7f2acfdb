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
 * Publishes system posts in one statement, in the order given. Set-based phases may instead
 * `insert into news_posts … select` with is_system = true and SYSTEM_NEWS_AUTHOR as the author.
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
