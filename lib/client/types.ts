// Response shapes of the client endpoints, as the browser sees them: type-only imports of the
// server's own declarations (erased at compile time, so no server code reaches the browser bundle),
// so they cannot drift from what the routes send.
import type { ApiKeyScope as ServerApiKeyScope, createApiKey, listApiKeys } from '../auth/api-keys';
import type { publicUser } from '../auth/users';
import type { ClientStatusResponse } from '../characters/get-client-status';
import type { ClientNavResponse } from '../navigation/get-client-nav';
import { THEMES, type Theme } from '../settings/constants';
import type { Serialized } from './serialized';

export type ThemePreference = Theme;
export const THEME_PREFERENCES: readonly ThemePreference[] = THEMES;

export type ClientNav = ClientNavResponse;
export type ClientStatus = ClientStatusResponse;
export type GameStatus = NonNullable<ClientStatus['gameStatus']>;

/** POST /api/auth/login and /api/auth/register. */
export interface LoginResponse {
  message: string;
  user: ReturnType<typeof publicUser>;
}
export type LoginUser = LoginResponse['user'];

export type ApiKeyScope = ServerApiKeyScope;
/** GET /api/settings/api-keys rows; tokens are never listed. */
export type ApiKeySummary = Serialized<Awaited<ReturnType<typeof listApiKeys>>[number]>;
/** POST /api/settings/api-keys: the one response that carries the full token. */
export type CreatedApiKey = Serialized<Awaited<ReturnType<typeof createApiKey>>>;

export interface SuccessResponse {
  success: true;
}

export type PolicyPositions = import('../policy/get-policy-positions').PolicyPositionsResponse;
export type PolicyRecord = import('../policy/schemas').PolicyRecordResponse;
export type PolicyShiftResult = import('../policy/shift-policy-position').PolicyShiftResult;
export type CountryMetricsResponse = { found: boolean } & Partial<import('../policy/schemas').CountryMetrics>;
export type MetricHistory = import('../policy/get-metric-history').MetricHistoryResponse;
