// The parties' commands (the party and country politics pages'), apart from api.ts.

import { fetchJson } from '@/lib/platform/browser/fetcher';
import type { SuccessResponse } from './types';

export function joinParty(partyId: string): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>('/api/parties/join', { method: 'POST', body: { partyId } });
}

export function leaveParty(): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>('/api/parties/leave', { method: 'POST', body: {} });
}

export function donateToParty(amount: number): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>('/api/parties/donate', { method: 'POST', body: { amount } });
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
