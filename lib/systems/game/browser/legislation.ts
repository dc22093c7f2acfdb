// SWR hooks and calls for the legislation pages (client endpoints under /api/legislation).

import useSWR from 'swr';
import { fetchJson, getJson, isRetryableError } from '@/lib/platform/browser/fetcher';

export type BillStatus = 'pending' | 'passed' | 'failed';
export type BillVoteChoice = 'yes' | 'no' | 'abstain';

export interface BillSummary {
  id: string;
  title: string;
  countryId: string;
  chamber: string;
  scope: 'national' | 'state';
  stateId: string | null;
  sponsor: { name: string; party: string | null; profileUrl: string | null };
  status: BillStatus;
  proposedTurn: number;
  votingEndsTurn: number;
  resolvedTurn: number | null;
  vote: { yes: number; no: number; abstain: number };
  effects: { metric: string; direction: 'up' | 'down' }[];
  /** The path (docs/legislation.md): where the bill is, each chamber's rounds, the veto. */
  stage: BillStage;
  stageEndsTurn: number | null;
  chambers: BillChamberRound[];
  veto: { by: string | null; turn: number; message: string | null; overridden: boolean | null } | null;
}

export type BillStage =
  | 'first_chamber'
  | 'second_chamber'
  | 'delayed'
  | 'objection'
  | 'awaiting_signature'
  | 'override'
  | 'enacted'
  | 'vetoed'
  | 'failed';

export interface BillChamberRound {
  round: number;
  chamber: string;
  kind: 'passage' | 'override' | 'objection';
  tally: { yes: number; no: number; abstain: number };
  openedTurn: number;
  endsTurn: number;
  outcome: 'passed' | 'failed' | null;
}

export interface BillDetail {
  found: boolean;
  bill: BillSummary | null;
  votesByParty: { party: string; yes: number; no: number; abstain: number }[];
  currentTurn: number;
  viewer: { isMember: boolean; myVote: BillVoteChoice | null; canVote: boolean; canSign: boolean } | null;
  whips: { party: string; position: 'yes' | 'no'; turn: number }[];
  myWhip: {
    partyId: string;
    partyName: string;
    position: 'yes' | 'no' | null;
    canWhip: boolean;
    reason: string | null;
  } | null;
}

export interface LegislatorContext {
  legislator: { chamber: string; countryId: string; stateId: string | null; actions: number } | null;
  proposeCost: number;
  voteCost: number;
  types: { id: string; name: string; nationalOnly: boolean; options: { index: number; name: string }[] }[];
  states: string[];
}

const options = { revalidateOnFocus: true, shouldRetryOnError: isRetryableError, errorRetryCount: 3 };

export function billsKey(filter: { country?: string; status?: BillStatus | ''; limit?: number }): string {
  const params = new URLSearchParams();
  if (filter.country) params.set('country', filter.country);
  if (filter.status) params.set('status', filter.status);
  params.set('limit', String(filter.limit ?? 50));
  return `/api/legislation?${params}`;
}

export type BillList = { found: boolean; bills: BillSummary[] };

/** `initial` is the server-rendered list for this same filter (the page's first HTML). */
export function useBills(
  filter: { country?: string; status?: BillStatus | ''; limit?: number },
  initial?: BillList,
) {
  return useSWR<BillList, Error>(billsKey(filter), getJson, { ...options, fallbackData: initial });
}

export function useBill(id: string) {
  return useSWR<BillDetail, Error>(`/api/legislation/bills/${encodeURIComponent(id)}`, getJson, options);
}

export function useLegislatorContext(enabled: boolean) {
  return useSWR<LegislatorContext, Error>(enabled ? '/api/legislation/me' : null, getJson, options);
}

export function voteOnBill(id: string, vote: BillVoteChoice) {
  return fetchJson<{ success: true; tally: BillSummary['vote']; actions: number; actionCost: number }>(
    `/api/legislation/bills/${encodeURIComponent(id)}/vote`,
    { method: 'POST', body: { vote } },
  );
}

export function proposeBill(input: { legislationTypeId: string; optionIndex: number; stateId?: string }) {
  return fetchJson<{ success: true; bill: BillSummary; actions: number; achievementAwarded: boolean }>(
    '/api/legislation/bills',
    { method: 'POST', body: input },
  );
}

/** A party's leader (or its leader in the bill's chamber) whips the party's legislators on a pending bill. */
export function whipBill(partyId: string, billId: string, position: 'yes' | 'no') {
  return fetchJson<{ success: true; position: 'yes' | 'no'; turn: number }>(
    `/api/parties/${encodeURIComponent(partyId)}/whip`,
    { method: 'POST', body: { billId, position } },
  );
}

/** The head of government signs a bill on their desk into law. */
export function signBill(id: string) {
  return fetchJson<{ success: true; stage: BillStage; status: BillStatus }>(
    `/api/legislation/bills/${encodeURIComponent(id)}/sign`,
    { method: 'POST' },
  );
}

/** The head of government vetoes a bill on their desk, with an optional message to the chambers. */
export function vetoBill(id: string, message?: string) {
  return fetchJson<{ success: true; stage: BillStage; status: BillStatus }>(
    `/api/legislation/bills/${encodeURIComponent(id)}/veto`,
    { method: 'POST', body: message ? { message } : {} },
  );
}
