'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import useSWR from 'swr';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { Field } from '@/components/ui/Field';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { PageLinks } from '@/components/ui/PageLinks';
import { Table } from '@/components/ui/Table';
import { formatMoney } from '@/lib/platform/browser/format';
import { getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import { POLL_INTERVAL_MS } from '@/lib/systems/game/browser/session';
import type { MoneyHistory } from '@/lib/systems/game/money/get-money-history';
import { cn } from '@/components/ui/cn';

const ALL = '';

function historyHref(kind: string | null, page: number): string {
  const params = new URLSearchParams();
  if (kind) params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/money/history${query ? `?${query}` : ''}`;
}

/** The player's ledger as a table, a kind filter and pages; `initial` is the server-rendered page. */
export function MoneyHistoryView({ initial }: { initial: MoneyHistory }) {
  const router = useRouter();
  const key = `/api/money/history?${new URLSearchParams({
    ...(initial.kind ? { kind: initial.kind } : {}),
    page: String(initial.page),
  })}`;
  const { data = initial, error } = useSWR<MoneyHistory, Error>(key, getJson, {
    fallbackData: initial,
    refreshInterval: POLL_INTERVAL_MS,
    shouldRetryOnError: isRetryableError,
    errorRetryCount: 3,
  });
  if (!data.hasCharacter) {
    return (
      <EmptyState title="No character yet">
        <Link href="/setup">Create your character</Link> to start moving money.
      </EmptyState>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <>
      {error && <ErrorAlert message={errorMessage(error, 'Could not refresh your money history.')} />}
      <Field label="Kind" className="mb-4 max-w-sm">
        <NativeSelect
          id="money-history-kind"
          value={data.kind ?? ALL}
          onChange={(e) => router.push(historyHref(e.target.value || null, 1))}
        >
          <option value={ALL}>Every kind</option>
          {data.kinds.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.label} ({k.count})
            </option>
          ))}
        </NativeSelect>
      </Field>
      {data.entries.length === 0 ? (
        <EmptyState title="Nothing here yet">
          No money has moved{data.kind ? ' of this kind' : ''}.
        </EmptyState>
      ) : (
        <Table label="Money history" data-testid="money-history">
          <caption className="caption">
            {data.total} {data.total === 1 ? 'movement' : 'movements'}, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">Turn</th>
              <th scope="col">Kind</th>
              <th scope="col">With</th>
              <th scope="col">Balance</th>
              <th scope="col" className="numeric">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((entry) => (
              <tr key={entry.id}>
                <td className="numeric">{entry.turn}</td>
                <th scope="row">{entry.kindLabel}</th>
                <td>{entry.counterparty ?? '—'}</td>
                <td>{entry.account}</td>
                <td
                  className={cn(
                    'numeric',
                    entry.amount > 0 ? 'text-success' : entry.amount < 0 && 'text-danger',
                  )}
                >
                  {entry.amount > 0 ? '+' : ''}
                  {formatMoney(entry.amount, entry.currencyCode)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <PageLinks
        page={data.page}
        pageCount={pages}
        hrefOf={(page) => historyHref(data.kind, page)}
        label="Pages"
        earlier="Newer"
        later="Older"
      />
    </>
  );
}
