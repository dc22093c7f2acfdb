'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { Field, Input } from '@/components/ui/Field';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { Table } from '@/components/ui/Table';
import { errorMessage } from '@/components/ui/error-message';
import { DateTime } from '@/components/ui/DateTime';
import { fetchJson, getJson } from '@/lib/platform/browser/fetcher';
import type { AdminUserRow } from '@/lib/systems/core/admin/manage-users';
import { ADMIN_AUDIT_KEY, ADMIN_USERS_KEY } from './keys';

type UserList = { users: AdminUserRow[]; total: number };
type AuditList = {
  entries: {
    id: number;
    actor: string | null;
    action: string;
    details: Record<string, unknown>;
    turn: number;
    at: string;
  }[];
};

const ACTION_LABELS: Record<string, string> = {
  user_banned: 'Banned a user',
  user_unbanned: 'Unbanned a user',
  seat_holder: 'Seated a character',
  news_hidden: 'Hid a news post',
  news_shown: 'Showed a news post again',
  mail_hidden: 'Hid a letter',
  mail_shown: 'Showed a letter again',
};

/**
 * Accounts with a search, ban and unban; then the audit log of what administrators did. The unsearched
 * list and the log come from the page's SWR fallback (read on the server), so they are in the first HTML.
 */
export function AdminUsersPanel() {
  const [query, setQuery] = useState('');
  const key = `${ADMIN_USERS_KEY}${query ? `?q=${encodeURIComponent(query)}` : ''}`;
  const users = useSWR<UserList, Error>(key, getJson, { keepPreviousData: true });
  const audit = useSWR<AuditList, Error>(ADMIN_AUDIT_KEY, getJson);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function setBan(user: AdminUserRow, banned: boolean) {
    setStatus(null);
    setFailure(null);
    try {
      await fetchJson(`/api/admin/users/${encodeURIComponent(user.id)}/ban`, {
        method: 'POST',
        body: { banned },
      });
      setStatus(
        banned
          ? `${user.username} is banned and signed out everywhere.`
          : `${user.username} may log in again.`,
      );
      await Promise.all([users.mutate(), audit.mutate()]);
    } catch (error) {
      setFailure(errorMessage(error, 'Could not change the ban.'));
    }
  }

  return (
    <>
      <section className="card" aria-labelledby="admin-users-heading">
        <h2 id="admin-users-heading">Users</h2>
        <Field label="Search by username, email or character" className="mb-3 max-w-md">
          <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </Field>
        {users.error && <ErrorAlert message={errorMessage(users.error, 'Could not load the users.')} />}
        {failure && <ErrorAlert message={failure} />}
        <StatusMessage message={status} />
        {users.data && (
          <Table label="Users" stickyFirstColumn>
            <caption className="caption">
              {users.data.total} {users.data.total === 1 ? 'account' : 'accounts'}, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col">Email</th>
                <th scope="col">Character</th>
                <th scope="col">Joined</th>
                <th scope="col">Status</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {users.data.users.map((user) => (
                <tr key={user.id}>
                  <th scope="row">{user.username}</th>
                  <td>{user.email}</td>
                  <td>{user.characterName ?? '—'}</td>
                  <td>
                    <DateTime iso={user.createdAt} />
                  </td>
                  <td>
                    {user.isAdmin ? (
                      <Badge tone="accent">Administrator</Badge>
                    ) : user.bannedAt ? (
                      <Badge tone="danger">Banned</Badge>
                    ) : (
                      <Badge>Active</Badge>
                    )}
                  </td>
                  <td>
                    {user.isAdmin ? (
                      <span className="text-sm text-muted">Administrators cannot be banned</span>
                    ) : (
                      <Button
                        size="sm"
                        variant={user.bannedAt ? 'secondary' : 'danger'}
                        onClick={() => setBan(user, !user.bannedAt)}
                      >
                        {user.bannedAt ? `Unban ${user.username}` : `Ban ${user.username}`}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
      <section className="card" aria-labelledby="admin-audit-heading">
        <h2 id="admin-audit-heading">Audit log</h2>
        {audit.error && <ErrorAlert message={errorMessage(audit.error, 'Could not load the audit log.')} />}
        {audit.data &&
          (audit.data.entries.length === 0 ? (
            <p className="muted">No administrator has acted yet.</p>
          ) : (
            <Table label="Audit log">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Administrator</th>
                  <th scope="col">Act</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {audit.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <DateTime iso={entry.at} />, turn {entry.turn}
                    </td>
                    <td>{entry.actor ?? 'A deleted account'}</td>
                    <td>{ACTION_LABELS[entry.action] ?? entry.action.replaceAll('_', ' ')}</td>
                    <td>
                      {Object.entries(entry.details)
                        .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
                        .map(([name, value]) => `${name}: ${value}`)
                        .join('; ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ))}
      </section>
    </>
  );
}
