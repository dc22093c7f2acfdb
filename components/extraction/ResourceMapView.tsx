'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useMemo, useState } from 'react';
import useSWR from 'swr';
import { getJson, isRetryableError } from '@/lib/platform/browser/fetcher';
import { POLL_INTERVAL_MS } from '@/lib/systems/game/browser/session';
import type { resourceMapResponse } from '@/lib/systems/extraction/schemas';
import type { z } from 'zod';
import { choroplethColour, formatShare, formatUnits, NO_DATA_COLOUR, UNCAPPED_COLOUR } from './choropleth';
import { ResourceOptions, resourceLabel } from './ResourceOptions';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { RESOURCE_MAP_START } from './resource-map-start';

type MapData = z.infer<typeof resourceMapResponse>;
type Metric = 'capacity' | 'share';

/** A country's region shapes, projected and simplified on the server (components/game/maps/geometry.ts). */
export interface ResourceMapShapes {
  width: number;
  height: number;
  shapes: { id: string; d: string }[];
}

/** The resource map: a choropleth of a country's states, and a table of every state. */
export function ResourceMapView({
  countries,
  maps,
  initial,
}: {
  countries: { id: string; name: string }[];
  /** Shapes by country id; a country without shapes gets the table alone. */
  maps: Record<string, ResourceMapShapes>;
  /** The server-read map of RESOURCE_MAP_START, used only while that map is shown. */
  initial?: MapData;
}) {
  const [country, setCountry] = useState<string>(RESOURCE_MAP_START.country);
  const [resource, setResource] = useState<string>(RESOURCE_MAP_START.resource);
  const atStart = country === RESOURCE_MAP_START.country && resource === RESOURCE_MAP_START.resource;
  const [metric, setMetric] = useState<Metric>('capacity');
  const ids = { country: useId(), resource: useId(), metric: useId() };
  const router = useRouter();
  const { data, error } = useSWR<MapData, Error>(
    `/api/map/resources?country=${encodeURIComponent(country)}&resource=${encodeURIComponent(resource)}`,
    getJson,
    {
      refreshInterval: POLL_INTERVAL_MS,
      shouldRetryOnError: isRetryableError,
      errorRetryCount: 3,
      fallbackData: atStart ? initial : undefined,
    },
  );
  const byId = useMemo(() => new Map((data?.states ?? []).map((s) => [s.stateId, s])), [data]);
  const shapes = maps[country];
  const valueOf = (row: MapData['states'][number]) =>
    metric === 'capacity' ? row.capacity : row.hasCapacityDocument ? row.contractedShare : null;
  const max = metric === 'capacity' ? (data?.maxCapacity ?? 0) : 1;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <label htmlFor={ids.country}>
          Country
          <NativeSelect id={ids.country} value={country} onChange={(e) => setCountry(e.target.value)}>
            {countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label htmlFor={ids.resource}>
          Resource
          <NativeSelect id={ids.resource} value={resource} onChange={(e) => setResource(e.target.value)}>
            <ResourceOptions />
          </NativeSelect>
        </label>
        <label htmlFor={ids.metric}>
          Shade by
          <NativeSelect id={ids.metric} value={metric} onChange={(e) => setMetric(e.target.value as Metric)}>
            <option value="capacity">Capacity per day</option>
            <option value="share">Contracted share</option>
          </NativeSelect>
        </label>
      </div>
      {error ? (
        <p role="alert">The resource map could not be loaded: {error.message}</p>
      ) : !data ? (
        <p aria-busy="true">Loading the resource map…</p>
      ) : (
        <div className="grid items-start gap-6 min-[901px]:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {shapes ? (
            <figure>
              <svg
                className="h-auto w-full"
                viewBox={`0 0 ${shapes.width} ${shapes.height}`}
                role="group"
                aria-label={`Map of ${resourceLabel(resource)} ${metric === 'capacity' ? 'capacity' : 'contracted share'} by state`}
              >
                {shapes.shapes.map((shape) => {
                  const row = byId.get(shape.id);
                  const value = row ? valueOf(row) : null;
                  const text = row
                    ? `${row.stateName}: ${metric === 'capacity' ? formatUnits(row.capacity) : formatShare(row.contractedShare)}`
                    : `${shape.id}: no data`;
                  const open = () => row && router.push(`/states/${row.stateId}/resources`);
                  return (
                    <path
                      key={shape.id}
                      data-region={shape.id}
                      d={shape.d}
                      className="cursor-pointer stroke-bg [stroke-width:0.75] outline-none hover:stroke-text hover:[stroke-width:2] focus-visible:stroke-text focus-visible:[stroke-width:2]"
                      fill={row ? choroplethColour(value, max) : NO_DATA_COLOUR}
                      tabIndex={0}
                      role="link"
                      aria-label={text}
                      onClick={open}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' || event.key === ' ') {
                          event.preventDefault();
                          open();
                        }
                      }}
                    >
                      <title>{text}</title>
                    </path>
                  );
                })}
              </svg>
              <figcaption className="flex flex-wrap items-center gap-2 text-sm">
                <span>0</span>
                <span
                  className="inline-block h-3 w-40 bg-linear-to-r from-[#f1eef6] to-[#045a8d]"
                  aria-hidden="true"
                />
                <span>{metric === 'capacity' ? formatUnits(max) : '100%'}</span>
                <span>
                  <svg width="12" height="12" aria-hidden="true">
                    <rect width="12" height="12" fill={UNCAPPED_COLOUR} />
                  </svg>{' '}
                  no cap on output
                </span>
              </figcaption>
            </figure>
          ) : (
            <p>No map topology for this country yet: the table lists every state.</p>
          )}
          <div className="table-scroll" role="region" aria-label="Resource table" tabIndex={0}>
            <table className="table">
              <caption className="caption">
                {resourceLabel(resource)} capacity per day and contracted share by state
              </caption>
              <thead>
                <tr>
                  <th scope="col">State</th>
                  <th scope="col">Capacity</th>
                  <th scope="col">Contracted</th>
                  <th scope="col">Contracts</th>
                </tr>
              </thead>
              <tbody>
                {data.states.map((row) => (
                  <tr key={row.stateId}>
                    <th scope="row">
                      <Link href={`/states/${row.stateId}/resources`}>{row.stateName}</Link>
                    </th>
                    <td className="numeric">{formatUnits(row.capacity)}</td>
                    <td className="numeric">{formatShare(row.contractedShare)}</td>
                    <td className="numeric">{row.activeContracts}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </>
  );
}
