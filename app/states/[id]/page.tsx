import { RefreshOnTurn } from '@/components/game/live/LiveEventsProvider';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { RegionHighlightMap } from '@/components/game/maps/RegionHighlightMap';
import { StateTabs } from '@/components/game/maps/StateTabs';
import { formatCompactMoney, WORLD_LOCALE } from '@/components/world/format';
import { characterHref, countryHref, partyHref } from '@/components/world/links';
import { PartyLabel } from '@/components/world/PartyLabel';
import {
  formatInteger,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPercentPoints,
} from '@/lib/platform/browser/format';
import { getDb } from '@/lib/platform/db';
import {
  getCountryMapRegions,
  getStateOverview,
  type StateMetricValue,
} from '@/lib/systems/game/maps/map-reads';

// Reads the live world on every request; `next build` runs without a database.
export const dynamic = 'force-dynamic';

const loadState = cache(async (id: string) => {
  const state = await getStateOverview(getDb(), id).catch(() => null);
  if (!state) notFound();
  return state;
});

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await loadState((await params).id)).name };
}

function metricText(metric: StateMetricValue, currency: string): string {
  if (metric.unit === 'percent') return formatPercentPoints(metric.value);
  if (metric.unit === 'currency') return formatMoney(Math.round(metric.value), currency, WORLD_LOCALE);
  if (metric.unit === 'years') return `${formatNumber(metric.value, 1, WORLD_LOCALE)} years`;
  return formatNumber(metric.value, 1, WORLD_LOCALE);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replaceAll('_', ' ');

export default async function StatePage({ params }: Props) {
  const state = await loadState((await params).id);
  const regions = await getCountryMapRegions(getDb(), state.countryId);
  return (
    <>
      <RefreshOnTurn />
      <p className="breadcrumb">
        <Link href={countryHref(state.countryId)}>{state.countryName}</Link> / {state.name}
      </p>
      <h1>{state.name}</h1>
      <StateTabs stateId={state.id} current="overview" />

      <dl className="fact-grid">
        <div>
          <dt>Type</dt>
          <dd>{capitalise(state.regionType)}</dd>
        </div>
        <div>
          <dt>Population</dt>
          <dd className="numeric">{formatInteger(state.population, WORLD_LOCALE)}</dd>
        </div>
        <div>
          <dt>GDP</dt>
          <dd className="numeric">{formatCompactMoney(state.gdpMillions * 1_000_000, state.currencyCode)}</dd>
        </div>
        <div>
          <dt>GDP per head</dt>
          <dd className="numeric">{formatMoney(state.gdpPerHead, state.currencyCode, WORLD_LOCALE)}</dd>
        </div>
        <div>
          <dt>Government approval</dt>
          <dd className="numeric">
            {state.approval === null ? 'Not yet rated' : formatPercentPoints(state.approval)}
          </dd>
        </div>
        <div>
          <dt>Characters living here</dt>
          <dd className="numeric">{formatInteger(state.characterCount, WORLD_LOCALE)}</dd>
        </div>
      </dl>

      <RegionHighlightMap
        regions={regions}
        countryId={state.countryId}
        countryName={state.countryName}
        regionIds={[state.id]}
        label={`Where ${state.name} lies in ${state.countryName}`}
        highlightLabel={state.name}
      />

      <h2>Seats and holders</h2>
      {state.seats.length === 0 ? (
        <p className="muted">No seats are elected here.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Seats and holders" tabIndex={0}>
          <table className="table">
            <caption className="caption">Offices elected in {state.name} and who holds them</caption>
            <thead>
              <tr>
                <th scope="col">Office</th>
                <th scope="col">Holder</th>
                <th scope="col">Party</th>
                <th scope="col">Term ends</th>
              </tr>
            </thead>
            <tbody>
              {state.seats.map((seat, i) => (
                <tr key={`${seat.office}-${seat.seatNumber}-${i}`}>
                  <th scope="row">
                    {seat.office}
                    {state.seats.filter((s) => s.office === seat.office).length > 1
                      ? ` (seat ${seat.seatNumber})`
                      : ''}
                  </th>
                  <td>
                    {seat.holderSeq !== null && seat.holderName ? (
                      <Link href={characterHref(seat.holderSeq)}>{seat.holderName}</Link>
                    ) : (
                      'Vacant'
                    )}
                  </td>
                  <td>
                    {seat.party ? (
                      <PartyLabel
                        name={seat.party.name}
                        color={seat.party.color}
                        href={partyHref(state.countryId, seat.party.id)}
                      />
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{seat.termEndTurn === null ? '—' : `turn ${seat.termEndTurn}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>Economy</h2>
      {state.topSectors.length === 0 ? (
        <p className="muted">No sector output recorded yet.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Largest sectors" tabIndex={0}>
          <table className="table">
            <caption className="caption">The largest sectors of {state.name} by output</caption>
            <thead>
              <tr>
                <th scope="col">Sector</th>
                <th scope="col">Share of output</th>
                <th scope="col">Jobs</th>
              </tr>
            </thead>
            <tbody>
              {state.topSectors.map((sector) => (
                <tr key={sector.sectorType}>
                  <th scope="row">{sector.label}</th>
                  <td className="numeric">{formatPercent(sector.share)}</td>
                  <td className="numeric">{formatInteger(sector.employment, WORLD_LOCALE)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <Link href={`/states/${state.id}/resources`}>Extraction resources, contracts and offers</Link>
      </p>

      <h2>Metrics</h2>
      {state.metrics.length === 0 ? (
        <p className="muted">No metrics recorded yet.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Metrics" tabIndex={0}>
          <table className="table">
            <caption className="caption">The latest value of each of {state.name}&apos;s metrics</caption>
            <thead>
              <tr>
                <th scope="col">Metric</th>
                <th scope="col">Area</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {state.metrics.map((metric) => (
                <tr key={metric.id}>
                  <th scope="row">{metric.label}</th>
                  <td>{capitalise(metric.category)}</td>
                  <td className="numeric">{metricText(metric, state.currencyCode)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
