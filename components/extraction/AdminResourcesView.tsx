'use client';

import { useState } from 'react';
import { deferredPart } from '@/components/ui/deferred-part';
import useSWR from 'swr';
import { fetchJson, getJson, isApiError } from '@/lib/platform/browser/fetcher';
import { EXTRACTION_RESOURCES } from '@/lib/systems/extraction/resources';
import type { ContractView, listCapacityResponse } from '@/lib/systems/extraction/schemas';
import type { z } from 'zod';
import { formatShare, formatUnits } from './choropleth';
import { Button } from '@/components/ui/Button';
import { resourceLabel } from './ResourceOptions';

type CapacityList = z.infer<typeof listCapacityResponse>;

// The admin's two forms load just after the page's code, disabled until then (deferredPart).
const GrantForm = deferredPart(() => import('./AdminResourceForms').then((m) => m.GrantForm));
const CapacityForm = deferredPart(() => import('./AdminResourceForms').then((m) => m.CapacityForm));
/** Admin: grant contracts (with the over-allocation confirmation), revoke them, and edit capacity. */
export function AdminResourcesView() {
  const contracts = useSWR<{ count: number; contracts: ContractView[] }, Error>(
    '/api/contracts/extraction',
    getJson,
  );
  const capacity = useSWR<CapacityList, Error>('/api/admin/resource-capacity', getJson);
  const [message, setMessage] = useState<string | null>(null);

  async function revoke(id: string) {
    setMessage(null);
    try {
      await fetchJson(`/api/contracts/extraction/${id}`, { method: 'DELETE' });
      setMessage('Contract revoked; it stops counting from the next turn.');
      await contracts.mutate();
    } catch (error) {
      setMessage(isApiError(error) ? error.message : 'The contract could not be revoked.');
    }
  }

  if (capacity.error) return <p role="alert">{capacity.error.message}</p>;
  return (
    <>
      <h2>Grant a contract</h2>
      {capacity.data ? (
        <GrantForm
          states={[...capacity.data.documents, ...capacity.data.statesWithoutDocument]}
          onGranted={() => contracts.mutate()}
        />
      ) : (
        <p aria-busy="true">Loading the states…</p>
      )}

      <h2>Active contracts</h2>
      {message && <p role="status">{message}</p>}
      {!contracts.data ? (
        <p aria-busy="true">Loading contracts…</p>
      ) : contracts.data.count === 0 ? (
        <p>No active contracts.</p>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col">Corporation</th>
                <th scope="col">Resource</th>
                <th scope="col">Share</th>
                <th scope="col">Granted</th>
                <th scope="col">Revoke</th>
              </tr>
            </thead>
            <tbody>
              {contracts.data.contracts.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{c.stateName}</th>
                  <td>{c.corporationName}</td>
                  <td>{resourceLabel(c.resource)}</td>
                  <td>{formatShare(c.share)}</td>
                  <td>
                    turn {c.grantedTurn} by {c.grantedBy}
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => revoke(c.id)}
                      aria-label={`Revoke ${c.corporationName}'s ${resourceLabel(c.resource)} contract in ${c.stateName}`}
                    >
                      Revoke
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>Capacity</h2>
      {capacity.data && <CapacityForm capacity={capacity.data} onSaved={() => capacity.mutate()} />}
      {!capacity.data ? (
        <p aria-busy="true">Loading capacity…</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Extraction capacity by state" tabIndex={0}>
          <table className="table">
            <caption>
              Capacity per day; {capacity.data.statesWithoutDocument.length} states have no cap on output:{' '}
              {capacity.data.statesWithoutDocument.map((s) => s.stateName).join(', ')}
            </caption>
            <thead>
              <tr>
                <th scope="col">State</th>
                {EXTRACTION_RESOURCES.map((key) => (
                  <th scope="col" key={key}>
                    {resourceLabel(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {capacity.data.documents.map((d) => (
                <tr key={d.stateId}>
                  <th scope="row">
                    {d.stateName}, {d.countryId}
                  </th>
                  {EXTRACTION_RESOURCES.map((key) => (
                    <td key={key}>{d.resources[key] === undefined ? '—' : formatUnits(d.resources[key]!)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
