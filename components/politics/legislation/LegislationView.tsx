'use client';

import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { useClientNav } from '@/lib/systems/game/browser/session';
import {
  useBills,
  useLegislatorContext,
  type BillList,
  type BillStatus,
} from '@/lib/systems/game/browser/legislation';
import { BillTable } from './BillTable';
import { ProposeBillForm } from './ProposeBillForm';
import { NativeSelect } from '@/components/ui/NativeSelect';

const COUNTRIES = ['', 'US', 'UK', 'DE', 'JP'];

/** The bills list with country and status filters, and the propose form for legislators. */
export function LegislationView({
  initialCountry,
  initialBills,
}: {
  initialCountry?: string;
  /** The server-rendered list for `initialCountry` and every status; not shown once a filter changes. */
  initialBills?: BillList;
}) {
  const [country, setCountry] = useState(initialCountry?.toUpperCase() ?? '');
  const [status, setStatus] = useState<BillStatus | ''>('');
  const { data: nav } = useClientNav();
  const unfiltered = country === (initialCountry?.toUpperCase() ?? '') && status === '';
  const { data, error, mutate } = useBills(
    { country, status, limit: 50 },
    unfiltered ? initialBills : undefined,
  );
  const { data: context } = useLegislatorContext(Boolean(nav?.user));
  return (
    <>
      {context?.legislator ? (
        <ProposeBillForm context={context} onProposed={() => void mutate()} />
      ) : nav?.user ? (
        <p className="muted">Only members of a legislature can propose or vote on bills.</p>
      ) : null}
      <div className="flex flex-wrap items-end gap-4">
        <label className="grid gap-1 font-semibold">
          Country
          <NativeSelect value={country} onChange={(e) => setCountry(e.target.value)}>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {c || 'All'}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="grid gap-1 font-semibold">
          Status
          <NativeSelect value={status} onChange={(e) => setStatus(e.target.value as BillStatus | '')}>
            <option value="">All</option>
            <option value="pending">Pending</option>
            <option value="passed">Passed</option>
            <option value="failed">Failed</option>
          </NativeSelect>
        </label>
      </div>
      {error ? <ErrorAlert message={errorMessage(error, 'Could not load the bills.')} /> : null}
      {data ? <BillTable bills={data.bills} caption="Bills, newest first" /> : null}
      {!data && !error ? <p className="muted">Loading bills…</p> : null}
    </>
  );
}
