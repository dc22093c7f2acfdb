'use client';

import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { revokeApiKey } from '@/lib/systems/game/browser/api';
import { DateTime } from '@/components/ui/DateTime';
import type { ApiKeySummary } from '@/lib/systems/game/browser/types';
import { Button } from '@/components/ui/Button';

export function ApiKeysTable({ keys, onChanged }: { keys: ApiKeySummary[]; onChanged: () => void }) {
  const [revoking, setRevoking] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function handleRevoke(key: ApiKeySummary) {
    setRevoking(key.id);
    setError(null);
    try {
      await revokeApiKey(key.id);
      onChanged();
    } catch (failure) {
      setError(errorMessage(failure, `Could not revoke “${key.name}”.`));
    } finally {
      setRevoking(null);
    }
  }

  if (keys.length === 0) return <p className="muted">You have no API keys yet.</p>;

  return (
    <>
      <ErrorAlert message={error} />
      {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
      <div className="table-scroll" role="region" aria-label="API keys table" tabIndex={0}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Prefix</th>
              <th scope="col">Scope</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.id} className={key.revokedAt ? 'is-revoked' : undefined}>
                <th scope="row">{key.name}</th>
                <td>
                  <code>{key.prefix}…</code>
                </td>
                <td>{key.scope === 'private' ? 'Private' : 'Public'}</td>
                <td>
                  <DateTime iso={key.createdAt} />
                </td>
                <td>
                  <DateTime iso={key.lastUsedAt} />
                </td>
                <td>
                  {key.revokedAt ? (
                    <>
                      Revoked <DateTime iso={key.revokedAt} />
                    </>
                  ) : (
                    'Active'
                  )}
                </td>
                <td>
                  {!key.revokedAt && (
                    <Button
                      variant="danger"
                      size="sm"
                      aria-label={`Revoke ${key.name}`}
                      disabled={revoking === key.id}
                      onClick={() => handleRevoke(key)}
                    >
                      Revoke
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
