import type { Metadata } from 'next';
import Link from 'next/link';
import { CountryHistoryView } from '@/components/core/civic/CountryHistoryView';
import { CountryFacts } from '@/components/world/CountryFacts';
import { CountryMetrics } from '@/components/world/CountryMetrics';
import { CountryMap } from '@/components/game/maps/CountryMap';
import { getCountryMapRegions } from '@/lib/systems/game/maps/map-reads';
import { loadCountryOrNotFound } from '../load-country';
import { listRegions } from '@/lib/systems/core/countries/list-regions';
import { getDb } from '@/lib/platform/db';
import { listCountryHistory } from '@/lib/systems/core/history/list-country-history';
import { getCountryMetrics } from '@/lib/systems/policy/get-country-metrics';
import { getMetricHistory } from '@/lib/systems/policy/get-metric-history';
import { METRIC_CATEGORY_LABELS } from '@/lib/systems/policy/key-labels';
import { FIRST_METRIC_CATEGORY, firstMetricOf } from '@/components/world/metric-choice';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }>; searchParams?: Promise<{ shade?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = await loadCountryOrNotFound((await params).code);
  return { title: country.name };
}

/** The overview tab: the facts, the metrics and the latest history; the rest has a tab of its own. */
export default async function CountryOverviewPage({ params, searchParams }: Props) {
  const country = await loadCountryOrNotFound((await params).code);
  const shade = (await searchParams)?.shade;
  const db = getDb();
  const [{ regions }, mapRegions, metrics, recentHistory] = await Promise.all([
    listRegions(db, { code: country.countryId }),
    getCountryMapRegions(db, country.countryId),
    getCountryMetrics(db, { code: country.countryId }),
    listCountryHistory(db, { code: country.countryId }),
  ]);
  const firstMetric = firstMetricOf(metrics, FIRST_METRIC_CATEGORY);
  const history = firstMetric
    ? {
        metricId: firstMetric,
        history: await getMetricHistory(db, { country: country.countryId, metric: firstMetric }),
      }
    : undefined;
  return (
    <>
      <CountryFacts country={country} regionCount={regions.length} />

      <h2 id="map">Map</h2>
      <CountryMap
        regions={mapRegions}
        countryId={country.countryId}
        countryName={country.name}
        currencyCode={country.currencyCode}
        shade={shade}
        shadeHref={(key) => `/countries/${country.countryId}?shade=${key}#map`}
      />

      <h2>Metrics</h2>
      <CountryMetrics
        code={country.countryId}
        countryName={country.name}
        categoryLabels={METRIC_CATEGORY_LABELS}
        initial={{ metrics, history }}
      />

      <h2>Recent history</h2>
      <CountryHistoryView code={country.countryId} compact initial={recentHistory} />
      <p>
        <Link href={`/countries/${country.countryId}/history`}>Full history</Link>
      </p>
    </>
  );
}
