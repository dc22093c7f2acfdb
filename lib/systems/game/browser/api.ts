// Typed calls to the client endpoints that change something; reads go through the SWR hooks.

import { fetchJson } from '@/lib/platform/browser/fetcher';
import type {
  ApiKeyScope,
  CreatedApiKey,
  PlayerProfile,
  PolicyShiftResult,
  SuccessResponse,
  ThemePreference,
} from './types';

// The session's commands live with its hooks, apart from every page's commands (first-load JavaScript).
export { logIn, logOut } from './session';

export function saveTheme(theme: ThemePreference): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>('/api/settings/theme', { method: 'PATCH', body: { theme } });
}

export function createApiKey(input: { scope: ApiKeyScope; name: string }): Promise<{ key: CreatedApiKey }> {
  return fetchJson<{ key: CreatedApiKey }>('/api/settings/api-keys', { method: 'POST', body: input });
}

export function revokeApiKey(id: string): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>(`/api/settings/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function shiftPolicy(input: {
  axis: 'economic' | 'social';
  direction: 1 | -1;
}): Promise<PolicyShiftResult> {
  return fetchJson<PolicyShiftResult>('/api/settings/policy', { method: 'POST', body: input });
}

// Civic actions (character setup, profile, fundraising, parties, news).

export function createCharacter(
  body: unknown,
): Promise<{ success: true; character: { profileUrl: string } }> {
  return fetchJson('/api/setup/character', { method: 'POST', body });
}

export function updateProfile(body: unknown): Promise<PlayerProfile> {
  return fetchJson<PlayerProfile>('/api/settings/profile', { method: 'PATCH', body });
}

export function fundraiseOnce(): Promise<{ raised: number; actions: number; campaignFunds: number }> {
  return fetchJson('/api/actions/fundraise', { method: 'POST', body: {} });
}

export function joinParty(partyId: string): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>('/api/parties/join', { method: 'POST', body: { partyId } });
}

export function leaveParty(): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>('/api/parties/leave', { method: 'POST', body: {} });
}

export function donateToParty(amount: number): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>('/api/parties/donate', { method: 'POST', body: { amount } });
}

export function postNews(body: {
  title: string;
  content: string;
  category: string;
}): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>('/api/news', { method: 'POST', body });
}
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

export function claimOnboardingReward(): Promise<{
  reward: number;
  currencyCode: string;
  campaignFunds: number;
}> {
  return fetchJson('/api/onboarding/reward', { method: 'POST', body: {} });
}

export function foundParty(body: {
  name: string;
  abbreviation: string;
  color: string;
  economic: number;
  social: number;
}): Promise<{ partyId: string; name: string }> {
  return fetchJson('/api/parties', { method: 'POST', body });
}

const partyPath = (partyId: string, verb: string) => `/api/parties/${encodeURIComponent(partyId)}/${verb}`;

export function standForPartyLeader(partyId: string): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>(partyPath(partyId, 'leadership/candidacy'), { method: 'POST', body: {} });
}

export function voteForPartyLeader(partyId: string, candidateId: string): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>(partyPath(partyId, 'leadership/vote'), {
    method: 'POST',
    body: { candidateId },
  });
}

export function voteInPartySelection(
  partyId: string,
  electionId: string,
  candidateId: string,
): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>(partyPath(partyId, 'selection/vote'), {
    method: 'POST',
    body: { electionId, candidateId },
  });
}

export function offerCoalition(
  partyId: string,
  partnerPartyId: string,
  cabinetPosts: number,
): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>(partyPath(partyId, 'coalition/offers'), {
    method: 'POST',
    body: { partnerPartyId, cabinetPosts },
  });
}

export function answerCoalition(partyId: string, accept: boolean): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>(partyPath(partyId, 'coalition/answer'), {
    method: 'POST',
    body: { accept },
  });
}

export function whipBill(partyId: string, billId: string, position: 'yes' | 'no'): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>(partyPath(partyId, 'whip'), {
    method: 'POST',
    body: { billId, position },
  });
}

export function grantFromParty(
  partyId: string,
  characterId: string,
  amount: number,
): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>(partyPath(partyId, 'grants'), {
    method: 'POST',
    body: { characterId, amount },
  });
}

export function expelFromParty(partyId: string, characterId: string): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>(partyPath(partyId, 'expel'), { method: 'POST', body: { characterId } });
}
