import type { Metadata } from 'next';
import { NewsFeedView } from '@/components/core/civic/NewsFeedView';

export const metadata: Metadata = { title: 'News' };

export default function NewsPage() {
  return (
    <>
      <h1>News</h1>
      <p className="lead">
        The wire reports elections, referendums and laws; players publish their own posts.
      </p>
      <NewsFeedView />
    </>
  );
}
