'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { useConflictBoard } from '@/lib/systems/game/browser/hooks';
import type { ConflictBoard } from '@/lib/systems/game/browser/types';
import { CONFLICT_STATUSES } from '@/lib/systems/world/conflicts/constants';
import { ConflictControlChart } from './ConflictControlChart';
import { countryHref } from './links';
import { NativeSelect } from '@/components/ui/NativeSelect';

type Conflict = ConflictBoard['conflicts'][number];
type Side = Conflict['sideA'];

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  escalating: 'Escalating',
  winding_down: 'Winding down',
  resolved: 'Resolved',
};
const STATUS_TONES: Record<string, 'danger' | 'warning' | 'neutral' | 'success'> = {
  active: 'warning',
  escalating: 'danger',
  winding_down: 'neutral',
  resolved: 'success',
};
const TYPE_LABELS: Record<string, string> = {
  separatist: 'Separatist conflict',
  border_dispute: 'Border dispute',
  maritime_dispute: 'Maritime dispute',
  proxy: 'Proxy war',
  insurgency: 'Insurgency',
};
const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

function CountryLinks({ ids }: { ids: string[] }) {
  return (
    <>
      {ids.map((id, index) => (
        <span key={id}>
          {index > 0 ? ', ' : ''}
          <Link href={countryHref(id)}>{id}</Link>
        </span>
      ))}
    </>
  );
}

function SideSummary({ title, side, supply }: { title: string; side: Side; supply: number }) {
  return (
    <div>
      <dt>{title}</dt>
      <dd>
        {side.label} ({side.kind.replace('_', ' ')}), supply {supply}
        {side.countries.length > 0 && (
          <>
            ; fighting: <CountryLinks ids={side.countries} />
          </>
        )}
        {side.backer && (
          <>
            ; backed by <CountryLinks ids={[side.backer]} />
          </>
        )}
      </dd>
    </div>
  );
}

function ConflictCard({ conflict: c }: { conflict: Conflict }) {
  const headingId = `conflict-${c.conflictId}`;
  return (
    <article className="rounded-md border border-control-border p-4" aria-labelledby={headingId}>
      <h3 id={headingId}>{c.name}</h3>
      <p className="text-sm text-muted">
        <Link href={countryHref(c.hostCountry)}>{c.hostCountry}</Link> · {c.region} ·{' '}
        {TYPE_LABELS[c.type] ?? c.type} · <Badge tone={STATUS_TONES[c.status]}>{statusLabel(c.status)}</Badge>{' '}
        · {c.terrain} terrain · severity {c.severity} of 5 · intensity {c.intensity} · since turn{' '}
        {c.startedTurn}
        {c.resolvedTurn !== null ? `, resolved turn ${c.resolvedTurn}` : ''}
      </p>
      <dl className="grid gap-2 [&_dd]:m-0 [&_dt]:font-semibold">
        <SideSummary title="Side A" side={c.sideA} supply={c.supplyA} />
        <SideSummary title="Side B" side={c.sideB} supply={c.supplyB} />
      </dl>
      <ConflictControlChart name={c.name} sideA={c.sideA.label} sideB={c.sideB.label} points={c.history} />
    </article>
  );
}

/** Conflicts newest first (open ones by default), each with its control chart; polls like every page. */
export function ConflictsView({ countries }: { countries: { id: string; name: string }[] }) {
  const [country, setCountry] = useState('');
  const [status, setStatus] = useState('');
  const { data, error } = useConflictBoard({ country: country || undefined, status: status || undefined });
  const shown = data?.conflicts.filter((c) => status !== '' || c.status !== 'resolved') ?? [];
  return (
    <>
      <div className="mb-4 flex flex-wrap gap-4">
        <div className="field">
          <label htmlFor="conflict-country">Country</label>
          <NativeSelect id="conflict-country" value={country} onChange={(e) => setCountry(e.target.value)}>
            <option value="">All countries</option>
            {countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="field">
          <label htmlFor="conflict-status">Status</label>
          <NativeSelect id="conflict-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Open conflicts</option>
            {CONFLICT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {error && <ErrorAlert message={errorMessage(error, 'Could not load the conflicts.')} />}
      {data && shown.length === 0 && <p className="muted">No conflicts match.</p>}
      <ul className="grid list-none gap-6 p-0" aria-label="Conflicts">
        {shown.map((c) => (
          <li key={c.conflictId}>
            <ConflictCard conflict={c} />
          </li>
        ))}
      </ul>
    </>
  );
}
