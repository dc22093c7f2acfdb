// Typed calls to the client endpoints that change something; reads go through the SWR hooks.

import { fetchJson } from './fetcher';
import type {
  ApiKeyScope,
  CreatedApiKey,
  LoginResponse,
  PolicyShiftResult,
  SuccessResponse,
  ThemePreference,
} from './types';

export function logIn(credentials: { email: string; password: string }): Promise<LoginResponse> {
  return fetchJson<LoginResponse>('/api/auth/login', { method: 'POST', body: credentials });
}

export function logOut(): Promise<SuccessResponse> {
  return fetchJson<SuccessResponse>('/api/auth/logout', { method: 'POST', body: {} });
}

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
