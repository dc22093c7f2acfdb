import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  characterDemographics,
  characters,
  mailMessages,
  notifications,
  parties,
  states,
  users,
  type User,
} from '@/models';
import type { Db } from '@/lib/platform/db';
import { getNavElections } from '@/lib/systems/politics/elections/get-nav-elections';
import { isTheme, type Theme } from '@/lib/platform/theme';

/** The contract's ClientNavResponse, plus the additive `theme` for the first paint (docs/api-contract.md). */
export interface ClientNavResponse {
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
  theme: Theme;
  /** Additive: the public number of the viewer's character, for the "Me" menu's profile links. */
  characterSeq: number | null;
}

const GUEST_THEME: Theme = 'system';

/** What a visitor without a session sees. */
export function guestClientNav(): ClientNavResponse {
  return {
    user: null,
    hasCharacter: false,
    characterCountryId: null,
    unreadCount: 0,
    unreadMailCount: 0,
    homeState: null,
    currentParty: null,
    activeElection: null,
    activePresidentElectionId: null,
    activePresidentElectionSeatId: null,
    missingDemographics: false,
    theme: GUEST_THEME,
    characterSeq: null,
  };
}

/** Navigation state for the signed-in user (or the guest manifest), in one round trip. */
export async function getClientNav(db: Db, user: User | null): Promise<ClientNavResponse> {
  if (!user) return guestClientNav();
  const [row] = await db
    .select({
      theme: users.theme,
      characterId: characters.id,
      characterSeq: characters.seq,
      countryId: characters.countryId,
      stateId: states.id,
      stateName: states.name,
      partyId: parties.id,
      partyName: parties.name,
      hasDemographics: sql<boolean>`${characterDemographics.characterId} is not null`,
      unreadCount: sql<number>`(select count(*)::int from ${notifications}
        where ${and(eq(notifications.userId, users.id), isNull(notifications.readAt))})`,
      unreadMailCount: sql<number>`(select count(*)::int from ${mailMessages}
        where ${and(eq(mailMessages.recipientUserId, users.id), isNull(mailMessages.readAt), isNull(mailMessages.hiddenAt))})`,
    })
    .from(users)
    .leftJoin(characters, eq(characters.userId, users.id))
    .leftJoin(states, eq(states.id, characters.stateId))
    .leftJoin(parties, eq(parties.id, characters.partyId))
    .leftJoin(characterDemographics, eq(characterDemographics.characterId, characters.id))
    .where(eq(users.id, user.id));
  // The session outlived its user (deleted account): treat as a guest rather than fail the shell.
  if (!row) return guestClientNav();
  const elections = row.characterId ? await getNavElections(db, row.characterId) : {};
  return {
    ...guestClientNav(),
    user: { username: user.username, isAdmin: user.isAdmin },
    hasCharacter: row.countryId !== null,
    characterCountryId: row.countryId,
    unreadCount: row.unreadCount,
    unreadMailCount: row.unreadMailCount,
    homeState: row.stateId && row.stateName ? { id: row.stateId, name: row.stateName } : null,
    currentParty: row.partyId && row.partyName ? { id: row.partyId, name: row.partyName } : null,
    // True for a player whose character lacks the demographic profile (setup or settings fill it).
    missingDemographics: row.countryId !== null && !row.hasDemographics,
    ...elections,
    theme: isTheme(row.theme) ? row.theme : GUEST_THEME,
    characterSeq: row.characterSeq,
  };
}
