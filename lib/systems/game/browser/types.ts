// Response shapes of the client endpoints, as the browser sees them: type-only imports of the
// server's own declarations (erased at compile time, so no server code reaches the browser bundle),
// so they cannot drift from what the routes send.
import type { z } from 'zod';
import type {
  ApiKeyScope as ServerApiKeyScope,
  createApiKey,
  listApiKeys,
} from '@/lib/platform/auth/api-keys';
import type { publicUser } from '@/lib/platform/auth/users';
import type { ClientStatusResponse } from '@/lib/systems/game/characters/get-client-status';
import type { ClientNavResponse } from '@/lib/systems/game/navigation/get-client-nav';
import type { MetricHistoryResponse } from '@/lib/systems/policy/get-metric-history';
import type { PolicyPositionsResponse } from '@/lib/systems/policy/get-policy-positions';
import type { getCountryMetricsResponse, PolicyRecordResponse } from '@/lib/systems/policy/schemas';
import type { PolicyShiftResult as ServerPolicyShiftResult } from '@/lib/systems/policy/shift-policy-position';
import { THEMES, type Theme } from '@/lib/platform/theme';
import type { Serialized } from '@/lib/platform/browser/serialized';

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

export type PolicyPositions = PolicyPositionsResponse;
export type PolicyRecord = PolicyRecordResponse;
export type PolicyShiftResult = ServerPolicyShiftResult;
/** GET /api/countries/[code]/metrics: the public v1 payload without the ok envelope. */
export type CountryMetricsResponse = z.input<typeof getCountryMetricsResponse>;
export type MetricHistory = MetricHistoryResponse;

// Civic pages (setup, settings profile, party, news, referendums, history, leaderboard).
export type PlayerProfile = import('@/lib/systems/core/characters/update-profile').PlayerProfile;
export type PartyPageData = import('@/lib/systems/politics/parties/get-party-page').PartyPage;
export type NewsFeed = import('@/lib/systems/core/news/schemas').ListNewsResult;
export type ConflictBoard = import('@/lib/systems/world/conflicts/schemas').ConflictBoard;
export type ReferendumList = z.input<
  typeof import('@/lib/systems/politics/referendums/schemas').listReferendumsResponse
>;
export type WorldEventList = z.input<
  typeof import('@/lib/systems/world/world-events/schemas').listWorldEventsResponse
>;
export type CountryHistory = import('@/lib/systems/core/history/schemas').CountryHistoryResult;
export type Leaderboard = import('@/lib/systems/game/leaderboard/get-leaderboard').LeaderboardPage;

// International organizations (list and detail pages).
export type OrganizationList = import('@/lib/systems/world/organizations/schemas').ListOrganizationsResult;
export type OrganizationPage = import('@/lib/systems/world/organizations/schemas').GetOrganizationResult;
