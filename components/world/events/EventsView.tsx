'use client';

import { formatSignedNumber } from '@/lib/platform/browser/format';
import Link from 'next/link';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { useWorldEvents } from '@/lib/systems/game/browser/hooks';
import type { WorldEventList } from '@/lib/systems/game/browser/types';
import { WORLD_EVENT_KINDS, WORLD_EVENT_STATUSES } from '@/lib/systems/world/world-events/kinds';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { CountryLabel } from '@/components/world/CountryFlag';

type WorldEvent = WorldEventList['events'][number];
type Place = { id: string; name: string };

const kindName = (kind: string) => kind.replaceAll('_', ' ');
const signed = (value: number) => formatSignedNumber(value, 2, 'en-US');

function EffectsList({ effects, label }: { effects: WorldEvent['effects']; label: string }) {
  const items = [
    ...effects.metrics.map((m) => `${m.label} ${signed(m.delta)}`),
    ...(effects.economy
      ? [
          `GDP growth ${signed(effects.economy.gdpGrowth)} pts`,
          `investor confidence ${signed(effects.economy.investorConfidence)}`,
          ...(effects.economy.stockMarketPct
            ? [`stock market ${signed(effects.economy.stockMarketPct)}%`]
            : []),
        ]
      : []),
    ...(effects.character
      ? [
          `favorability ${signed(effects.character.favorability)}`,
          `influence ${signed(effects.character.politicalInfluence)}`,
        ]
      : []),
  ];
  return (
    <p className="mt-0 mb-2 text-sm text-muted">
      {label}: {items.join(' · ')}
    </p>
  );
}

export function EventCard({ event: e, currentTurn }: { event: WorldEvent; currentTurn: number }) {
  const window =
    e.status === 'active'
      ? `active turns ${e.startTurn}–${e.endTurn}${e.endTurn >= currentTurn ? `, ${e.endTurn - currentTurn + 1} left` : ''}`
      : `turns ${e.startTurn}–${e.endTurn}, over`;
  return (
    <article
      className="rounded-lg border border-border bg-surface px-4 py-3 [&_h3]:mt-0 [&_h3]:mb-1"
      aria-labelledby={`event-${e.id}`}
    >
      <h3 id={`event-${e.id}`}>
        <Link href={`/events/${e.id}`}>{e.title}</Link>
      </h3>
      <p className="mt-0 mb-2 text-sm text-muted">
        {e.kindLabel} · severity {e.severity} of 5 · <CountryLabel code={e.countryId} name={e.countryName} />
        {e.stateName ? ` · ${e.stateName}` : ' · nationwide'} · {window}
      </p>
      <p className="m-0 whitespace-pre-wrap">{e.description}</p>
      {e.character && (
        <p className="mt-0 mb-2 text-sm text-muted">
          Named:{' '}
          {e.character.profileUrl ? (
            <Link href={e.character.profileUrl}>{e.character.name}</Link>
          ) : (
            e.character.name
          )}
        </p>
      )}
      <EffectsList effects={e.effects} label="Effects" />
      {e.recovery && <EffectsList effects={e.recovery} label={`Recovered on turn ${e.expiredTurn}`} />}
    </article>
  );
}

/** The events feed: active or recent, filtered by country, state, kind and status, polled with SWR. */
export function EventsView({
  countries,
  initial,
}: {
  countries: (Place & { states: Place[] })[];
  /** The server-rendered list: every event, no filter. */
  initial?: WorldEventList;
}) {
  const [feed, setFeed] = useState<'active' | 'all'>('all');
  const [country, setCountry] = useState('');
  const [state, setState] = useState('');
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState('');
  const unfiltered = feed === 'all' && !country && !state && !kind && !status;
  const { data, error } = useWorldEvents(
    {
      feed,
      country: country || undefined,
      state: state || undefined,
      kind: kind || undefined,
      status: feed === 'all' ? status || undefined : undefined,
    },
    unfiltered ? initial : undefined,
  );
  const states = countries.find((c) => c.id === country)?.states ?? [];
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="field">
          <label htmlFor="event-feed">Show</label>
          <NativeSelect
            id="event-feed"
            value={feed}
            onChange={(e) => setFeed(e.target.value as 'active' | 'all')}
          >
            <option value="all">Recent events</option>
            <option value="active">Under way now</option>
          </NativeSelect>
        </div>
        <div className="field">
          <label htmlFor="event-country">Country</label>
          <NativeSelect
            id="event-country"
            value={country}
            onChange={(e) => {
              setCountry(e.target.value);
              setState('');
            }}
          >
            <option value="">All countries</option>
            {countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="field">
          <label htmlFor="event-state">State or region</label>
          <NativeSelect
            id="event-state"
            value={state}
            disabled={!country}
            onChange={(e) => setState(e.target.value)}
          >
            <option value="">{country ? 'All of the country' : 'Choose a country first'}</option>
            {states.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="field">
          <label htmlFor="event-kind">Kind</label>
          <NativeSelect id="event-kind" value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="">Any kind</option>
            {WORLD_EVENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindName(k)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {feed === 'all' && (
          <div className="field">
            <label htmlFor="event-status">Status</label>
            <NativeSelect id="event-status" value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">Any status</option>
              {WORLD_EVENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>
      {error && <ErrorAlert message={errorMessage(error, 'Could not load the events.')} />}
      {data && data.events.length === 0 && <p className="muted">No events match.</p>}
      <ul className="m-0 grid list-none gap-4 p-0" aria-label="Events" aria-busy={!data && !error}>
        {data?.events.map((e) => (
          <li key={e.id}>
            <EventCard event={e} currentTurn={data.currentTurn} />
          </li>
        ))}
      </ul>
    </>
  );
}
