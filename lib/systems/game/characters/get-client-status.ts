import { and, asc, eq, sql } from 'drizzle-orm';
import { currentActionsSql } from '@/lib/systems/core/characters/actions';
import { ACTIONS_CAP } from '@/lib/systems/core/characters/constants';
import { characters, corporations, countries, GAME_STATE_ID, gameState } from '@/models';
import type { Db } from '@/lib/platform/db';
import { gameCalendar } from '@/lib/systems/core/game/calendar';
import { centsToUnits, roundToCents } from '@/lib/systems/core/money';
import { listCharacterBalances } from '@/lib/systems/core/money/balances';
import type { Balance } from '@/lib/systems/core/money/schemas';
import { projectedIncome } from '@/lib/systems/core/characters/projected-income';

/**
 * The status bar: money and actions of the user's character, plus the clock.
 * Money is in home-currency units (cents / 100). A user without a character still gets 200:
 * hasCharacter false, character fields null and amounts 0, so the bar can render the clock alone.
 */
export interface ClientStatusResponse {
  /** For the Tauri desktop client: 'no-character' for a user without a character, else 'ready'. */
  status: 'ready' | 'no-character';
  hasCharacter: boolean;
  characterId: string | null;
  characterName: string | null;
  /** The same as characterName: the name the Tauri desktop client reads. */
  name: string | null;
  currencyCode: string | null;
  /** Campaign funds. */
  funds: number;
  actions: number;
  /** The most actions a character can hold. */
  actionCap: number;
  cashOnHand: number;
  /** The yield of one fundraise action (docs/characters.md), in the home currency. */
  projectedIncome: number;
  politicalInfluence: number;
  favorability: number | null;
  donorBaseLevel: number;
  /** Null only before a world has been seeded. */
  currentTurn: number | null;
  gameDateLabel: string | null;
  nextTurnAt: string | null;
  turnDurationMs: number | null;
  gameStatus: 'active' | 'paused' | null;
  /** Money by currency, the home currency (funds) first; empty without a character. */
  balances: Balance[];
  /** The Tauri desktop client's names for currencyCode and cashOnHand. */
  homeCurrency: string | null;
  personalHomeLiquid: number;
  /** The corporation the character runs (the lowest number when several), for the Tauri client's card. */
  corpNav: {
    sequentialId: number;
    name: string;
    sharePrice: number;
    liquidCapital: number;
    liquidCurrencyCode: string;
    marketingStrength: number;
  } | null;
}

export async function getClientStatus(db: Db, input: { userId: string }): Promise<ClientStatusResponse> {
  const [[character], [game], [corporation]] = await Promise.all([
    db
      .select({
        id: characters.id,
        name: characters.name,
        currencyCode: countries.currencyCode,
        campaignFundsCents: characters.campaignFundsCents,
        cashOnHandCents: characters.cashOnHandCents,
        actions: sql<number>`${currentActionsSql()}`,
        politicalInfluence: characters.politicalInfluence,
        favorability: characters.favorability,
        donorBaseLevel: characters.donorBaseLevel,
      })
      .from(characters)
      .innerJoin(countries, eq(countries.id, characters.countryId))
      .where(eq(characters.userId, input.userId)),
    db.select().from(gameState).where(eq(gameState.id, GAME_STATE_ID)),
    db
      .select({
        sequentialId: corporations.seq,
        name: corporations.name,
        sharePriceCents: corporations.sharePriceCents,
        cashCents: corporations.cashCents,
        currencyCode: corporations.currencyCode,
        marketingStrength: corporations.marketingStrength,
      })
      .from(corporations)
      .innerJoin(characters, eq(characters.id, corporations.ceoCharacterId))
      .where(and(eq(characters.userId, input.userId), eq(corporations.ceoKind, 'character')))
      .orderBy(asc(corporations.seq))
      .limit(1),
  ]);
  const balances = character ? await listCharacterBalances(db, character.id) : [];
  return {
    status: character ? 'ready' : 'no-character',
    hasCharacter: Boolean(character),
    characterId: character?.id ?? null,
    characterName: character?.name ?? null,
    name: character?.name ?? null,
    currencyCode: character?.currencyCode ?? null,
    funds: character ? centsToUnits(character.campaignFundsCents) : 0,
    actions: character?.actions ?? 0,
    actionCap: ACTIONS_CAP,
    cashOnHand: character ? centsToUnits(character.cashOnHandCents) : 0,
    projectedIncome: character
      ? roundToCents(projectedIncome(character.donorBaseLevel, character.politicalInfluence))
      : 0,
    politicalInfluence: character?.politicalInfluence ?? 0,
    favorability: character?.favorability ?? null,
    donorBaseLevel: character?.donorBaseLevel ?? 0,
    currentTurn: game?.currentTurn ?? null,
    gameDateLabel: game ? gameCalendar(game.startingYear, game.currentTurn).label : null,
    nextTurnAt: game?.nextTurnAt?.toISOString() ?? null,
    turnDurationMs: game?.turnDurationMs ?? null,
    gameStatus: game?.status ?? null,
    balances,
    homeCurrency: character?.currencyCode ?? null,
    personalHomeLiquid: character ? centsToUnits(character.cashOnHandCents) : 0,
    corpNav: corporation
      ? {
          sequentialId: corporation.sequentialId,
          name: corporation.name,
          sharePrice: centsToUnits(corporation.sharePriceCents),
          liquidCapital: centsToUnits(corporation.cashCents),
          liquidCurrencyCode: corporation.currencyCode,
          marketingStrength: corporation.marketingStrength,
        }
      : null,
  };
}
