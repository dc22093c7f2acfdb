// Response shapes of the client endpoints, as the browser sees them. The two polled responses are
// type-only imports of the server's own declarations (erased at compile time, so no server code reaches
// the browser bundle) and cannot drift from what the routes send.
import type { ClientStatusResponse } from '../characters/get-client-status';
import type { ClientNavResponse } from '../navigation/get-client-nav';
import { THEMES, type Theme } from '../settings/constants';

export type ThemePreference = Theme;
export const THEME_PREFERENCES: readonly ThemePreference[] = THEMES;

export type ClientNav = ClientNavResponse;
export type ClientStatus = ClientStatusResponse;
export type GameStatus = NonNullable<ClientStatus['gameStatus']>;

export interface LoginUser {
  id: string;
  email: string;
  username: string;
  displayName: string;
  role: string;
  hasCompletedSetup: boolean;
  isAdmin: boolean;
}

export interface LoginResponse {
  message: string;
  user: LoginUser;
}

export type ApiKeyScope = 'public' | 'private';

export interface ApiKeySummary {
  id: string;
  prefix: string;
  scope: ApiKeyScope;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface CreatedApiKey {
  id: string;
  /** The full secret; the server returns it only in this one response. */
  token: string;
  prefix: string;
  scope: ApiKeyScope;
  name: string;
  createdAt: string;
}

export interface SuccessResponse {
  success: true;
}

export type PolicyPositions = import('../policy/get-policy-positions').PolicyPositionsResponse;
export type PolicyRecord = import('../policy/schemas').PolicyRecordResponse;
export type PolicyShiftResult = import('../policy/shift-policy-position').PolicyShiftResult;
export type CountryMetricsResponse = { found: boolean } & Partial<import('../policy/schemas').CountryMetrics>;
export type MetricHistory = import('../policy/get-metric-history').MetricHistoryResponse;
