import { eq, sql } from 'drizzle-orm';
import { characters } from '@/models';
import type { Db } from '@/lib/platform/db';
import { selectCharacterRows } from '@/lib/systems/game/characters/character-rows';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import {
  listCharacterHoldings,
  type CharacterHolding,
} from '@/lib/systems/corporations/companies/list-character-holdings';
import { centsToUnits } from '@/lib/systems/core/money';

export interface DesktopPlayer {
  id: string;
  sequentialId: number;
  name: string;
  profileUrl: string;
  countryId: string;
  stateId: string;
  stateName: string;
  partyId: string | null;
  partyName: string | null;
  office: string;
  currencyCode: string;
  funds: number;
  cashOnHand: number;
  actions: number;
  politicalInfluence: number;
  nationalInfluence: number;
  favorability: number;
  infamy: number;
  donorBaseLevel: number;
  /** Corporations held or run, largest stake first. */
  holdings: CharacterHolding[];
  /** Shares, fund units and bonds at market in the home currency, as the public character's portfolioValue. */
  portfolioValue: number;
}

/**
 * The signed-in user's character with the money and standing the desktop clients show; null without one.
 * The row is the public character row (lib/systems/game/characters/character-rows.ts), so standing, actions
 * and the portfolio's value are computed as the public API computes them.
 */
export async function readDesktopPlayer(db: Db, userId: string): Promise<DesktopPlayer | null> {
  const [me] = await selectCharacterRows(db).where(eq(characters.userId, userId));
  if (!me) return null;
  const [holdings, offices] = await Promise.all([
    listCharacterHoldings(db, me.id),
    db.execute<{ titles: string | null }>(sql`
      select string_agg(o.title, ', ' order by o.sort_order) as titles
      from seats s join offices o on o.id = s.office_id where s.holder_character_id = ${me.id}`),
  ]);
  return {
    id: me.id,
    sequentialId: me.seq,
    name: me.name,
    profileUrl: characterProfileUrl(me.seq),
    countryId: me.countryId,
    stateId: me.stateCode,
    stateName: me.stateName,
    partyId: me.partyId,
    partyName: me.partyName,
    office: offices.rows[0]?.titles ?? me.position,
    currencyCode: me.currencyCode,
    funds: centsToUnits(me.campaignFundsCents),
    cashOnHand: centsToUnits(me.cashOnHandCents),
    actions: me.actions,
    politicalInfluence: me.politicalInfluence,
    nationalInfluence: me.nationalInfluence,
    favorability: me.favorability,
    infamy: me.infamy,
    donorBaseLevel: me.donorBaseLevel,
    holdings,
    portfolioValue: centsToUnits(me.holdingsCents + me.securitiesCents),
  };
}
