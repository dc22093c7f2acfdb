'use client';

import { useState } from 'react';
import useSWR, { mutate } from 'swr';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { Field, Input } from '@/components/ui/Field';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { Table } from '@/components/ui/Table';
import { errorMessage } from '@/components/ui/error-message';
import { DateTime } from '@/components/ui/DateTime';
import { fetchJson, getJson } from '@/lib/platform/browser/fetcher';
import type { AdminContentList, AdminContentRow } from '@/lib/systems/core/admin/list-content';
import { ADMIN_AUDIT_KEY, adminContentKey } from './keys';

const WORDS = {
  news: {
    heading: 'News posts',
    search: 'Search by headline or author',
    one: 'post',
    many: 'posts',
    title: 'Headline',
    item: 'news post',
    empty: 'No player has posted news yet.',
  },
  mail: {
    heading: 'Letters',
    search: 'Search by subject, sender or recipient',
    one: 'letter',
    many: 'letters',
    title: 'Subject',
    item: 'letter',
    empty: 'No letters have been sent yet.',
  },
} as const;

/**
 * Moderation of players' news posts or letters: a searchable list, newest first, with a button to hide an
 * item from every list and mailbox (or show it again). Each act goes to the audit log, re-read at once.
 * The unsearched list comes from the page's SWR fallback (read on the server), so it is in the first HTML.
 */
export function AdminModerationPanel({ kind }: { kind: 'news' | 'mail' }) {
  const words = WORDS[kind];
  const [query, setQuery] = useState('');
  const key = `${adminContentKey(kind)}${query ? `?q=${encodeURIComponent(query)}` : ''}`;
  const list = useSWR<AdminContentList, Error>(key, getJson, { keepPreviousData: true });
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function setHidden(item: AdminContentRow, hidden: boolean) {
    setStatus(null);
    setFailure(null);
    try {
      await fetchJson(`/api/admin/${kind}/${encodeURIComponent(item.id)}/hide`, {
        method: 'POST',
        body: { hidden },
      });
      setStatus(
        hidden ? `“${item.title}” is hidden from players.` : `“${item.title}” is visible to players again.`,
      );
      await Promise.all([list.mutate(), mutate(ADMIN_AUDIT_KEY)]);
    } catch (error) {
      setFailure(errorMessage(error, `Could not change the ${words.item}.`));
    }
  }

  const headingId = `admin-${kind}-heading`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{words.heading}</h2>
      <Field label={words.search} className="mb-3 max-w-md">
        <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </Field>
      {list.error && <ErrorAlert message={errorMessage(list.error, `Could not load the ${words.many}.`)} />}
      {failure && <ErrorAlert message={failure} />}
      <StatusMessage message={status} />
      {list.data &&
        (list.data.items.length === 0 ? (
          <p className="muted">{query ? `No ${words.many} match.` : words.empty}</p>
        ) : (
          <Table label={words.heading} stickyFirstColumn>
            <caption className="caption">
              {list.data.total} {list.data.total === 1 ? words.one : words.many}, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">{words.title}</th>
                <th scope="col">{kind === 'news' ? 'Author' : 'From'}</th>
                {kind === 'mail' && <th scope="col">To</th>}
                <th scope="col">Sent</th>
                <th scope="col">Status</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.title}</th>
                  <td>{item.author ?? 'A deleted account'}</td>
                  {kind === 'mail' && <td>{item.recipient ?? 'A deleted account'}</td>}
                  <td>
                    <DateTime iso={item.createdAt} />
                  </td>
                  <td>{item.hidden ? <Badge tone="danger">Hidden</Badge> : <Badge>Visible</Badge>}</td>
                  <td>
                    <Button
                      size="sm"
                      variant={item.hidden ? 'secondary' : 'danger'}
                      onClick={() => setHidden(item, !item.hidden)}
                      aria-label={`${item.hidden ? 'Show' : 'Hide'} the ${words.item} “${item.title}”`}
                    >
                      {item.hidden ? 'Show' : 'Hide'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ))}
    </section>
  );
}
