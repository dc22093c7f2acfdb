import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { elections, seats } from '@/models';
import type { User } from '@/models';
import type { Db } from '@/lib/platform/db';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import { getClientNav, type ClientNavResponse } from './get-client-nav';

/** Sub-pages of a country that `/me/country/...` may name. */
const COUNTRY_PAGES = new Set(['economy', 'elections', 'history', 'trade']);

/**
 * The page of the viewer's own that `/me/...` names (the original game's "/profile", "/state" and friends,
 * see legacy-addresses.ts): their character, home state or country. A guest is sent to log in and a player
 * without a character to set one up; null for a path we do not know.
 */
export function ownPageAddress(nav: ClientNavResponse, path: readonly string[]): string | null {
  const [what, sub, ...extra] = path;
  if (extra.length > 0) return null;
  if (what === 'country') {
    if (sub !== undefined && !COUNTRY_PAGES.has(sub)) return null;
    // Anyone can read a country: the list when we do not know theirs.
    if (!nav.characterCountryId) return '/countries';
    return `/countries/${nav.characterCountryId}${sub ? `/${sub}` : ''}`;
  }
  if ((what !== 'character' && what !== 'state') || sub !== undefined) return null;
  if (!nav.user) return '/login';
  if (what === 'character')
    return nav.characterSeq === null ? '/setup' : characterProfileUrl(nav.characterSeq);
  return nav.homeState ? `/states/${nav.homeState.id}/resources` : '/setup';
}

/** `/me/...` for the signed-in user (or a guest): one client-nav read. */
export async function resolveOwnPage(
  db: Db,
  user: User | null,
  path: readonly string[],
): Promise<string | null> {
  return ownPageAddress(await getClientNav(db, user), path);
}

/**
 * The page of a seat's race: its newest election (its own, or its state delegation's when a legislature
 * elects several seats at once), else its country's elections. The original's client opens races by seat id;
 * null for a seat we do not have.
 */
export async function resolveSeatElection(db: Db, seatId: string): Promise<string | null> {
  const [seat] = await db.select().from(seats).where(eq(seats.id, seatId));
  if (!seat) return null;
  const [latest] = await db
    .select({ id: elections.id })
    .from(elections)
    .where(
      or(
        eq(elections.seatId, seatId),
        and(
          isNull(elections.seatId),
          eq(elections.officeId, seat.officeId),
          sql`coalesce(${elections.stateId}, '') = ${seat.stateId ?? ''}`,
          eq(elections.staggerClass, seat.staggerClass),
        ),
      ),
    )
    .orderBy(desc(elections.endTurn))
    .limit(1);
  return latest ? `/elections/${latest.id}` : `/countries/${seat.countryId}/elections`;
}
