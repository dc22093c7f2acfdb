// Typed calls to the client endpoints that change something; reads go through the SWR hooks. The
// corporations' and parties' commands are in corporation-commands.ts and party-commands.ts, so a page
// loads only its system's (first-load JavaScript, docs/ui.md).

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

// Civic actions (character setup, profile, fundraising, news).

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

export function postNews(body: {
  title: string;
  content: string;
  category: string;
}): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>('/api/news', { method: 'POST', body });
}
export function claimOnboardingReward(): Promise<{
  reward: number;
  currencyCode: string;
  campaignFunds: number;
}> {
  return fetchJson('/api/onboarding/reward', { method: 'POST', body: {} });
}
