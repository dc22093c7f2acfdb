import type { Metadata } from 'next';
import { NewsFeedView } from '@/components/core/civic/NewsFeedView';
import { getDb } from '@/lib/platform/db';
import { listNews } from '@/lib/systems/core/news/list-news';
import { NEWS_PAGE_SIZE } from '@/lib/systems/core/news/constants';

export const metadata: Metadata = { title: 'News' };
export const dynamic = 'force-dynamic';

export default async function NewsPage() {
  const initial = await listNews(getDb(), { limit: String(NEWS_PAGE_SIZE) });
  return (
    <>
      <h1>News</h1>
      <p className="lead">
        The wire reports elections, referendums and laws; players publish their own posts.
      </p>
      <NewsFeedView initial={initial} />
    </>
  );
}
