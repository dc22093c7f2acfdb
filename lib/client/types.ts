// Response shapes of the client endpoints, as the browser sees them.
// Declared here rather than imported from the server modules so that nothing in lib/client
// can pull server code (db, env, logging) into the browser bundle.

export type ThemePreference = 'light' | 'dark' | 'system';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

export interface ClientNav {
  user: { username: string; isAdmin: boolean } | null;
  hasCharacter: boolean;
  characterCountryId: string | null;
  unreadCount: number;
  unreadMailCount: number;
  homeState: { id: string; name: string } | null;
  currentParty: { id: string; name: string } | null;
  activeElection: { id: string; seatId?: string; label: string } | null;
  activePresidentElectionId: string | null;
  activePresidentElectionSeatId: string | null;
  missingDemographics: boolean;
  theme: ThemePreference;
}

export type GameStatus = 'active' | 'paused';

export interface ClientStatus {
  hasCharacter: boolean;
  characterId: string | null;
  characterName: string | null;
  currencyCode: string | null;
  funds: number;
  actions: number;
  cashOnHand: number;
  projectedIncome: number;
  /** Null only before a world has been seeded. */
  currentTurn: number | null;
  gameDateLabel?: string | null;
  nextTurnAt: string | null;
  turnDurationMs: number | null;
  gameStatus: GameStatus | null;
}

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
