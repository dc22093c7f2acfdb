'use client';

import Link from 'next/link';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { useBills, type BillList } from '@/lib/systems/game/browser/legislation';
import { BillTable } from './BillTable';

/** A country's most recent bills, for the country page. */
export function RecentBills({
  countryId,
  limit = 5,
  initial,
}: {
  countryId: string;
  limit?: number;
  /** The server-rendered list (`listBillSummaries` with the same country and limit). */
  initial?: BillList;
}) {
  const { data, error } = useBills({ country: countryId, limit }, initial);
  return (
    <section aria-labelledby="recent-bills-heading">
      <h2 id="recent-bills-heading">Recent bills</h2>
      {error ? <ErrorAlert message={errorMessage(error, 'Could not load the bills.')} /> : null}
      {data ? <BillTable bills={data.bills} caption={`Latest ${limit} bills`} /> : null}
      {!data && !error ? <p className="muted">Loading bills…</p> : null}
      <p>
        <Link href={`/legislation?country=${countryId}`}>All bills</Link>
      </p>
    </section>
  );
}
