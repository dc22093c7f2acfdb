import { formatNumber } from '@/lib/platform/browser/format';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { OfferForm } from '@/components/extraction/OfferForm';
import { PendingOffers } from '@/components/extraction/PendingOffers';
import { formatShare, formatUnits } from '@/components/extraction/choropleth';
import { StateTabs } from '@/components/game/maps/StateTabs';
import { getDb } from '@/lib/platform/db';
import { PLAYER_CONTRACT_SHARE } from '@/lib/systems/extraction/constants';
import { getStateResources } from '@/lib/systems/extraction/get-state-resources';
import { getExtractionDesk } from '@/lib/systems/extraction/get-extraction-desk';
import { listExtractionOffers } from '@/lib/systems/extraction/list-extraction-offers';
import { SWRConfig } from 'swr';
import { pageUser } from '@/app/page-user';

// Reads the live world on every request; `next build` runs without a database.
export const dynamic = 'force-dynamic';

const label = (key: string) => key.replace('_', ' ');

const loadStateResources = cache(async (id: string) => {
  const data = await getStateResources(getDb(), { id }).catch(() => null);
  if (!data?.found || !data.state) notFound();
  return { ...data, state: data.state };
});

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { state } = await loadStateResources((await params).id);
  return { title: `${state.name}: resources` };
}

export default async function StateResourcesPage({ params }: { params: Promise<{ id: string }> }) {
  const data = await loadStateResources((await params).id);
  // The offers and the viewer's desk, keyed by the addresses their views poll, for the first HTML.
  const stateId = data.state.id;
  const user = await pageUser();
  const offersQuery = { stateId, status: 'pending' };
  const [offers, desk] = await Promise.all([
    listExtractionOffers(getDb(), offersQuery).catch(() => undefined),
    getExtractionDesk(getDb(), { stateId, userId: user?.id ?? null }).catch(() => undefined),
  ]);
  const fallback: Record<string, unknown> = {};
  if (offers)
    fallback[`/api/contracts/extraction/offers?stateId=${encodeURIComponent(stateId)}&status=pending`] =
      offers;
  if (desk) fallback[`/api/states/${encodeURIComponent(stateId)}/extraction-desk`] = desk;
  return (
    <>
      <p className="breadcrumb">
        <Link href="/resources">Resources</Link> /{' '}
        <Link href={`/states/${data.state.id}`}>{data.state.name}</Link>
      </p>
      <h1>{data.state.name}: extraction resources</h1>
      <StateTabs stateId={data.state.id} current="resources" />
      {!data.hasCapacityDocument && <p>This state has no extraction cap: its output is not limited.</p>}
      <div className="table-scroll" role="region" aria-label="Capacity and output" tabIndex={0}>
        <table className="table">
          <caption className="caption">
            Capacity and output per day; the multiplier is what the next price run applies to raw output
          </caption>
          <thead>
            <tr>
              <th scope="col">Resource</th>
              <th scope="col">Capacity</th>
              <th scope="col">Contracted</th>
              <th scope="col">Raw output</th>
              <th scope="col">Multiplier</th>
              <th scope="col">Output</th>
            </tr>
          </thead>
          <tbody>
            {data.resources.map((r) => (
              <tr key={r.resource}>
                <th scope="row">{label(r.resource)}</th>
                <td className="numeric">{formatUnits(r.capacity, r.unit)}</td>
                <td className="numeric">{formatShare(r.contractedShare)}</td>
                <td className="numeric">{formatUnits(r.rawOutput, r.unit)}</td>
                <td className="numeric">{formatNumber(r.multiplier, 3, 'en-US')}</td>
                <td className="numeric">{formatUnits(r.effectiveOutput, r.unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>Contracts</h2>
      {data.contracts.length === 0 ? (
        <p>No active contracts.</p>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Corporation</th>
                <th scope="col">Resource</th>
                <th scope="col">Share</th>
                <th scope="col">Granted</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {data.contracts.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    <Link href={`/corporations/${c.corporationId}`}>{c.corporationName}</Link>
                  </th>
                  <td>{label(c.resource)}</td>
                  <td className="numeric">{formatShare(c.share)}</td>
                  <td>turn {c.grantedTurn}</td>
                  <td>
                    {c.grantedBy} ({c.grantedByLevel})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>Producers</h2>
      {data.producers.length === 0 ? (
        <p>No capped extraction producers.</p>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Producer</th>
                <th scope="col">Resource</th>
                <th scope="col">Output</th>
                <th scope="col">Contract</th>
                <th scope="col">Multiplier</th>
              </tr>
            </thead>
            <tbody>
              {data.producers.map((p) => (
                <tr key={`${p.resource}-${p.corporationId ?? 'rest'}`}>
                  <th scope="row">{p.corporationName ?? 'Rest of the state sector'}</th>
                  <td>{label(p.resource)}</td>
                  <td className="numeric">{formatUnits(p.output)}</td>
                  <td className="numeric">{p.share === null ? '—' : formatShare(p.share)}</td>
                  <td className="numeric">{formatNumber(p.multiplier, 3, 'en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <SWRConfig value={{ fallback }}>
        <h2>Offers</h2>
        <PendingOffers stateId={data.state.id} />
        <h3>Make an offer</h3>
        <OfferForm
          stateId={data.state.id}
          resources={data.resources.filter((r) => (r.capacity ?? 0) > 0).map((r) => r.resource)}
          shareRange={PLAYER_CONTRACT_SHARE}
        />
      </SWRConfig>
    </>
  );
}
