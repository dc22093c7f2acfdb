'use client';

import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { postNews } from '@/lib/systems/game/browser/api';
import { formatDateTime } from '@/lib/platform/browser/format';
import { useClientNav, useNewsFeed } from '@/lib/systems/game/browser/hooks';
import { NEWS_CATEGORIES, NEWS_PAGE_SIZE as NEWS_PAGE } from '@/lib/systems/core/news/constants';
import type { NewsFeed } from '@/lib/systems/game/browser/types';
import { Button } from '@/components/ui/Button';
import { Input, Textarea } from '@/components/ui/Field';
import { NativeSelect } from '@/components/ui/NativeSelect';

function PostForm({ onPosted }: { onPosted: () => void }) {
  const [fields, setFields] = useState({ title: '', content: '', category: 'opinion' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    setDone(null);
    try {
      await postNews(fields);
      setFields({ title: '', content: '', category: fields.category });
      setDone('Posted.');
      onPosted();
    } catch (failure) {
      setError(errorMessage(failure, 'Could not publish your post.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form card" onSubmit={handleSubmit} aria-label="Write a post">
      <h2>Write a post</h2>
      <div className="field">
        <label htmlFor="news-title">Title</label>
        <Input
          id="news-title"
          type="text"
          required
          value={fields.title}
          onChange={(e) => setFields({ ...fields, title: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="news-content">Text</label>
        <Textarea
          id="news-content"
          className="max-w-[40rem]"
          rows={5}
          required
          value={fields.content}
          onChange={(e) => setFields({ ...fields, content: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="news-category">Category</label>
        <NativeSelect
          id="news-category"
          value={fields.category}
          onChange={(e) => setFields({ ...fields, category: e.target.value })}
        >
          {NEWS_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ErrorAlert message={error} />
      <p className="status-message" role="status">
        {done}
      </p>
      <Button type="submit" disabled={pending}>
        {pending ? 'Publishing…' : 'Publish'}
      </Button>
    </form>
  );
}

/** The news feed (system and player posts, newest first), a category filter, and the post form for players. */
export function NewsFeedView({ initial }: { initial?: NewsFeed }) {
  const [category, setCategory] = useState('');
  const { data: nav } = useClientNav();
  const { data, error, mutate } = useNewsFeed(
    { category: category || undefined, limit: String(NEWS_PAGE) },
    category ? undefined : initial,
  );

  return (
    <>
      {nav?.hasCharacter && <PostForm onPosted={() => void mutate()} />}
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="field">
          <label htmlFor="news-filter">Category</label>
          <NativeSelect id="news-filter" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">All categories</option>
            {NEWS_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {error && <ErrorAlert message={errorMessage(error, 'Could not load the news.')} />}
      {data && data.posts.length === 0 && <p className="muted">No news yet.</p>}
      <ul className="m-0 grid list-none gap-4 p-0" aria-label="News posts">
        {data?.posts.map((post) => (
          <li key={post.id}>
            <article
              className="rounded-lg border border-border bg-surface px-4 py-3 [&_h3]:mt-0 [&_h3]:mb-1"
              aria-labelledby={`post-${post.id}`}
            >
              <h3 id={`post-${post.id}`}>{post.title}</h3>
              <p className="mt-0 mb-2 text-sm text-muted">
                {post.isSystem ? post.authorName : `By ${post.authorName}`} · {post.category}
                {post.countryId ? ` · ${post.countryId}` : ''} · turn {post.turn} ·{' '}
                {formatDateTime(post.createdAt)}
              </p>
              <p className="m-0 whitespace-pre-wrap">{post.content}</p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
