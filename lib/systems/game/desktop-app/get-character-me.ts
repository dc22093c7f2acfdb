import type { Db } from '@/lib/platform/db';
import type { CharacterHolding } from '@/lib/systems/corporations/companies/list-character-holdings';
import { readDesktopPlayer } from './player';

export interface DesktopCorporation extends CharacterHolding {
  /** The corporation page's address segment (/corporations/<pathId>): the public sequential id. */
  pathId: string;
  role: 'CEO' | 'shareholder';
  /** The CEO's character id when it is you (the client compares it with character.id). */
  ceoId: string | null;
}

/**
 * GET /api/character/me: the signed-in player's character and corporations for the desktop clients'
 * menus. `corporation` is the one you run (null when you run none), so a CEO is not offered to found one.
 */
export interface CharacterMe {
  character: {
    id: string;
    sequentialId: number;
    name: string;
    profileUrl: string;
    countryId: string;
    homeState: { id: string; name: string; countryId: string };
    party: { id: string; name: string } | null;
    office: string;
    homeCurrency: string;
    isCeo: boolean;
  } | null;
  corporation: DesktopCorporation | null;
  corporations: DesktopCorporation[];
}

export async function getCharacterMe(db: Db, input: { userId: string }): Promise<CharacterMe> {
  const player = await readDesktopPlayer(db, input.userId);
  if (!player) return { character: null, corporation: null, corporations: [] };
  const corporations = player.holdings.map<DesktopCorporation>((h) => ({
    ...h,
    pathId: String(h.sequentialId),
    role: h.isCeo ? 'CEO' : 'shareholder',
    ceoId: h.isCeo ? player.id : null,
  }));
  const runs = corporations.find((k) => k.isCeo) ?? null;
  return {
    character: {
      id: player.id,
      sequentialId: player.sequentialId,
      name: player.name,
      profileUrl: player.profileUrl,
      countryId: player.countryId,
      homeState: { id: player.stateId, name: player.stateName, countryId: player.countryId },
      party: player.partyId && player.partyName ? { id: player.partyId, name: player.partyName } : null,
      office: player.office,
      homeCurrency: player.currencyCode,
      isCeo: runs !== null,
    },
    corporation: runs,
    corporations,
  };
}
