import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { newObjectId } from '@/lib/platform/ids';
import { balanceAfter, centsToUnits, postLedgerRows, unitsToCents } from '@/lib/systems/core/money';
import { parseInput } from '@/lib/platform/validation';
import { PARTY_DONATION_REASON } from './constants';
import { donateToPartyInput } from './membership-schemas';
import { playerCharacterOrThrow } from './player-character';

export interface PartyDonationResult {
  success: true;
  partyId: string;
  amount: number;
  campaignFunds: number;
  treasury: number;
}

/**
 * POST /api/parties/donate: moves campaign funds into the player's own party treasury. One posting
 * (core/money): the debit (never below zero, else CONFLICT), the credit and their two ledger rows.
 */
export async function donateToParty(
  db: Db,
  input: { userId: string; amount: unknown },
): Promise<PartyDonationResult> {
  const { amount } = parseInput(donateToPartyInput, { amount: input.amount });
  const cents = unitsToCents(amount);
  return withTx(db, async (tx) => {
    const character = await playerCharacterOrThrow(tx, input.userId);
    if (!character.partyId) throw new AppError('CONFLICT', 'Join a party before donating to one.');
    const turn = await currentTurn(tx);
    const transferId = `party-donation-${newObjectId()}`;
    const balances = await postLedgerRows(
      tx,
      { id: transferId, reason: PARTY_DONATION_REASON, turn },
      [
        {
          accountType: 'character_funds',
          accountId: character.id,
          currencyCode: character.currencyCode,
          cents: -cents,
        },
        {
          accountType: 'party_treasury',
          accountId: character.partyId,
          currencyCode: character.currencyCode,
          cents,
        },
      ],
      { insufficient: () => new AppError('CONFLICT', `You do not have ${amount} in campaign funds.`) },
    );
    return {
      success: true,
      partyId: character.partyId,
      amount,
      campaignFunds: centsToUnits(balanceAfter(balances, 'character_funds', character.id)),
      treasury: centsToUnits(balanceAfter(balances, 'party_treasury', character.partyId)),
    };
  });
}
