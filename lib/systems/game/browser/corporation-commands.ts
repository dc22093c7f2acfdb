// The corporations' and subsidiaries' commands (the corporation page's), apart from api.ts.

import { fetchJson } from '@/lib/platform/browser/fetcher';

/** Corporation actions (cookie auth). Amounts are major units of the corporation's currency. */
export const corporationActions = {
  buy: (id: string, input: { shares: number; maxPricePerShare?: number }) =>
    fetchJson<{ sharesBought: number; totalPaid: number; buyerCurrencyCode: string }>(
      `/api/corporations/${encodeURIComponent(id)}/buy`,
      { method: 'POST', body: input },
    ),
  sell: (id: string, input: { shares: number; pricePerShare: number }) =>
    fetchJson<{ order: { id: string } }>(`/api/corporations/${encodeURIComponent(id)}/orders`, {
      method: 'POST',
      body: input,
    }),
  cancel: (id: string, orderId: string) =>
    fetchJson<{ releasedShares: number }>(
      `/api/corporations/${encodeURIComponent(id)}/orders/${encodeURIComponent(orderId)}`,
      { method: 'DELETE' },
    ),
  issue: (id: string, shares: number, goPublic: boolean) =>
    fetchJson<{ issuedShares: number }>(
      `/api/corporations/${encodeURIComponent(id)}/${goPublic ? 'go-public' : 'issue'}`,
      { method: 'POST', body: { shares } },
    ),
  setDividends: (id: string, ratePct: number) =>
    fetchJson<{ dividendRatePct: number }>(`/api/corporations/${encodeURIComponent(id)}/dividends`, {
      method: 'POST',
      body: { ratePct },
    }),
};

/** The subsidiary commands (docs/subsidiaries.md); [id] is the subsidiary, or the parent for spin-off. */
const subsidiaryPost = <T>(id: string, command: string, body: object) =>
  fetchJson<T>(`/api/corporations/${encodeURIComponent(id)}/subsidiary/${command}`, { method: 'POST', body });

export const subsidiaryActions = {
  formalize: (id: string, parentCorporationId: string) =>
    subsidiaryPost<{ subsidiaryFormalizedAtTurn: number }>(id, 'formalize', { parentCorporationId }),
  release: (id: string, dismissCaretaker: boolean) =>
    subsidiaryPost<{ success: true }>(id, 'release', { dismissCaretaker }),
  injectCapital: (id: string, amount: number) =>
    subsidiaryPost<{
      amount: number;
      currencyCode: string;
      receivedAmount: number;
      receivedCurrencyCode: string;
    }>(id, 'capital-injection', { amount }),
  setDividendFloor: (id: string, floorPct: number) =>
    subsidiaryPost<{ parentDividendFloorPct: number }>(id, 'dividend-floor', { floorPct }),
  appointCeo: (
    id: string,
    body: { ceoType: 'character' | 'npp'; characterId?: string; forcedNppId?: string },
  ) => subsidiaryPost<{ ceo: { kind: string } }>(id, 'appoint-ceo', body),
  spinOff: (
    id: string,
    body: { sectorType: string; name: string; tickerSymbol?: string; appointedCeoType: 'character' | 'npp' },
  ) =>
    subsidiaryPost<{ corporation: { id: string; sequentialId: number; name: string } }>(id, 'spin-off', body),
};
