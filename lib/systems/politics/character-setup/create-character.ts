import { and, eq } from 'drizzle-orm';
import { characters, countries, parties, states, users } from '@/models';
import { awardAchievement } from '@/lib/systems/core/achievements/award-achievement';
import { markSetupCompleted } from '@/lib/platform/auth/users';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { newObjectId } from '@/lib/platform/ids';
import { postLedgerRows, unitsToCents } from '@/lib/systems/core/money';
import { assignChairIfVacant } from '@/lib/systems/politics/parties/assign-chair';
import { PARTY_MEMBER_ACHIEVEMENT_ID } from '@/lib/systems/politics/parties/constants';
import { parseInput } from '@/lib/platform/validation';
import {
  FIRST_STEPS_ACHIEVEMENT_ID,
  NEW_PLAYER_ACTIONS,
  NEW_PLAYER_CAMPAIGN_FUNDS,
  NEW_PLAYER_CASH_ON_HAND,
  NEW_PLAYER_GRANT_SOURCE,
} from '@/lib/systems/core/characters/constants';
import { insertCharacter, insertCharacterDemographics } from '@/lib/systems/core/characters/insert-character';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import { createCharacterInput, type CreateCharacterInput } from './setup-schemas';

export interface CreatedCharacter {
  success: true;
  character: {
    id: string;
    sequentialId: number;
    name: string;
    countryId: string;
    stateId: string;
    partyId: string | null;
    profileUrl: string;
  };
}

/**
 * POST /api/setup/character: the account's one character. Checks the country is open to players, the
 * state belongs to it and the party (if any) too; inserts the character with the new-player grant
 * (ledgered from NEW_PLAYER_GRANT_SOURCE), the optional demographics, marks the account's setup done
 * and awards `first_steps` (and `party_member` with a party). A second character is a CONFLICT.
 */
export async function createCharacter(
  db: Db,
  input: { userId: string } & CreateCharacterInput,
): Promise<CreatedCharacter> {
  const { userId, ...rest } = input;
  const data = parseInput(createCharacterInput, rest);
  return withTx(db, async (tx) => {
    // Lock the account row: two parallel setups serialize here, and the second sees the first's character.
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in.');
    const [existing] = await tx
      .select({ id: characters.id })
      .from(characters)
      .where(eq(characters.userId, userId));
    if (existing) throw new AppError('CONFLICT', 'This account already has a character.');

    const [country] = await tx
      .select({ id: countries.id, currencyCode: countries.currencyCode, open: countries.enabledForPlayers })
      .from(countries)
      .where(eq(countries.id, data.countryId));
    if (!country || !country.open) {
      throw new AppError('BAD_REQUEST', `countryId: ${data.countryId} is not open to players.`);
    }
    const [state] = await tx
      .select({ id: states.id })
      .from(states)
      .where(and(eq(states.id, data.stateId), eq(states.countryId, country.id)));
    if (!state)
      throw new AppError('BAD_REQUEST', `stateId: ${data.stateId} is not a state of ${country.id}.`);
    if (data.partyId) {
      const [party] = await tx
        .select({ id: parties.id })
        .from(parties)
        .where(and(eq(parties.id, data.partyId), eq(parties.countryId, country.id)));
      if (!party)
        throw new AppError('BAD_REQUEST', `partyId: ${data.partyId} is not a party of ${country.id}.`);
    }

    const turn = await currentTurn(tx);
    const id = newObjectId();
    const fundsCents = unitsToCents(NEW_PLAYER_CAMPAIGN_FUNDS);
    const cashCents = unitsToCents(NEW_PLAYER_CASH_ON_HAND);
    const created = await insertCharacter(tx, {
      id,
      userId,
      name: data.name,
      bio: data.bio,
      countryId: country.id,
      stateId: state.id,
      partyId: data.partyId,
      policyEconomic: data.economic,
      policySocial: data.social,
      actions: NEW_PLAYER_ACTIONS,
    });
    const transferId = `${NEW_PLAYER_GRANT_SOURCE}-${id}`;
    // The character starts at zero; the grant arrives through core/money with its ledger rows.
    await postLedgerRows(tx, { id: transferId, reason: NEW_PLAYER_GRANT_SOURCE, turn }, [
      {
        accountType: 'character_funds',
        accountId: id,
        currencyCode: country.currencyCode,
        cents: fundsCents,
      },
      { accountType: 'character_cash', accountId: id, currencyCode: country.currencyCode, cents: cashCents },
      {
        accountType: 'system',
        accountId: NEW_PLAYER_GRANT_SOURCE,
        currencyCode: country.currencyCode,
        cents: -(fundsCents + cashCents),
      },
    ]);
    if (data.demographics) {
      await insertCharacterDemographics(tx, { characterId: id, ...data.demographics });
    }
    await markSetupCompleted(tx, userId);
    await awardAchievement(tx, { characterId: id, achievementId: FIRST_STEPS_ACHIEVEMENT_ID });
    if (data.partyId) {
      await assignChairIfVacant(tx, data.partyId);
      await awardAchievement(tx, { characterId: id, achievementId: PARTY_MEMBER_ACHIEVEMENT_ID });
    }
    return {
      success: true,
      character: {
        id,
        sequentialId: created.seq,
        name: data.name,
        countryId: country.id,
        stateId: state.id,
        partyId: data.partyId,
        profileUrl: characterProfileUrl(created!.seq),
      },
    };
  });
}
