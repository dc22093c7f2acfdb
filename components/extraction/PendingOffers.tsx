'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { fetchJson, getJson, isApiError } from '@/lib/platform/browser/fetcher';
import type { OfferView } from '@/lib/systems/extraction/schemas';
import { Button } from '@/components/ui/Button';
import { formatShare } from './choropleth';
import { useExtractionDesk } from './use-extraction-desk';

/** This state's pending offers; its governor (or its legislators without one) accepts or rejects. */
export function PendingOffers({ stateId }: { stateId: string }) {
  const key = `/api/contracts/extraction/offers?stateId=${encodeURIComponent(stateId)}&status=pending`;
  const { data, mutate } = useSWR<{ count: number; offers: OfferView[] }, Error>(key, getJson);
  const [message, setMessage] = useState<string | null>(null);
  // Accept and Reject only for the seat that may use them; everyone else sees the list.
  const canDecide = useExtractionDesk(stateId).data?.canDecide ?? false;

  async function decide(id: string, decision: 'accept' | 'reject') {
    setMessage(null);
    try {
      await fetchJson(`/api/contracts/extraction/offers/${id}`, { method: 'POST', body: { decision } });
      setMessage(
        decision === 'accept' ? 'Offer accepted: the contract counts from next turn.' : 'Offer rejected.',
      );
      await mutate();
    } catch (error) {
      setMessage(isApiError(error) ? error.message : 'The decision could not be saved.');
    }
  }

  if (!data) return <p aria-busy="true">Loading offers…</p>;
  if (data.count === 0) return <p>No pending offers.</p>;
  return (
    <>
      <div className="table-scroll" tabIndex={0}>
        <table className="table">
          <caption>Pending offers</caption>
          <thead>
            <tr>
              <th scope="col">Corporation</th>
              <th scope="col">Resource</th>
              <th scope="col">Share</th>
              <th scope="col">Offered</th>
              {canDecide && <th scope="col">Decision</th>}
            </tr>
          </thead>
          <tbody>
            {data.offers.map((offer) => (
              <tr key={offer.id}>
                <th scope="row">{offer.corporationName}</th>
                <td>{offer.resource.replace('_', ' ')}</td>
                <td>{formatShare(offer.share)}</td>
                <td>turn {offer.offeredTurn}</td>
                {canDecide && (
                  <td className="whitespace-nowrap">
                    <Button size="sm" onClick={() => decide(offer.id, 'accept')}>
                      Accept
                    </Button>{' '}
                    <Button size="sm" variant="danger" onClick={() => decide(offer.id, 'reject')}>
                      Reject
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {message && <p role="status">{message}</p>}
    </>
  );
}
