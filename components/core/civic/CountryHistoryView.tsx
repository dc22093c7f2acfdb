'use client';

import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { formatDateTime } from '@/lib/platform/browser/format';
import { useCountryHistory } from '@/lib/systems/game/browser/country-reads';
import type { CountryHistory } from '@/lib/systems/game/browser/types';
import { HISTORY_EVENT_TYPES } from '@/lib/systems/core/history/constants';
import { Button } from '@/components/ui/Button';
import { NativeSelect } from '@/components/ui/NativeSelect';

/** A country's history log newest first, with a type filter and "older" paging on the beforeTurn cursor. */
export function CountryHistoryView({
  code,
  compact = false,
  initial,
}: {
  code: string;
  compact?: boolean;
  /** The server-rendered newest page with no filter. */
  initial?: CountryHistory;
}) {
  const [type, setType] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  const beforeTurn = cursors.at(-1);
  const { data, error } = useCountryHistory(
    code,
    { type: type || undefined, beforeTurn },
    type || beforeTurn ? undefined : initial,
  );
  const events = data?.events ?? [];
  const oldest = events.at(-1)?.turn;

  return (
    <>
      {!compact && (
        <div className="mb-4 flex flex-wrap items-end gap-4">
          <div className="field">
            <label htmlFor="history-type">Event type</label>
            <NativeSelect
              id="history-type"
              value={type}
              onChange={(e) => {
                setType(e.target.value);
                setCursors([]);
              }}
            >
              <option value="">All events</option>
              {HISTORY_EVENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t.replaceAll('_', ' ')}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}
      {error && <ErrorAlert message={errorMessage(error, 'Could not load the history.')} />}
      {data && events.length === 0 && <p className="muted">Nothing recorded yet.</p>}
      <ol className="m-0 grid list-none gap-4 p-0" aria-label="History events">
        {(compact ? events.slice(0, 5) : events).map((event, index) => (
          <li
            key={`${event.turn}-${index}-${event.title}`}
            className="rounded-lg border border-border bg-surface px-4 py-3 [&_h3]:mt-0 [&_h3]:mb-1"
          >
            <strong>{event.title}</strong>
            <p className="mt-0 mb-2 text-sm text-muted">
              Turn {event.turn} · {event.eventType.replaceAll('_', ' ')} · {formatDateTime(event.timestamp)}
            </p>
          </li>
        ))}
      </ol>
      {!compact && (
        <p className="actions">
          {cursors.length > 0 && (
            <Button variant="secondary" onClick={() => setCursors(cursors.slice(0, -1))}>
              Newer
            </Button>
          )}
          {oldest !== undefined && (
            <Button variant="secondary" onClick={() => setCursors([...cursors, String(oldest)])}>
              Older (before turn {oldest})
            </Button>
          )}
        </p>
      )}
    </>
  );
}
