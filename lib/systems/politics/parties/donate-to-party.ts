import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { newObjectId } from '@/lib/platform/ids';
import { centsToUnits, unitsToCents } from '@/lib/systems/core/money';
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
 * POST /api/parties/donate: moves campaign funds into the player's own party treasury. A conditional
 * debit (funds >= amount) and the credit share one statement with their two ledger rows.
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
    const result = await tx.execute<{ funds: string; treasury: string }>(sql`
      with debited as (
        update characters set campaign_funds_cents = campaign_funds_cents - ${cents}
        where id = ${character.id} and campaign_funds_cents >= ${cents}
        returning id, campaign_funds_cents),
      credited as (
        update parties set treasury_cents = treasury_cents + ${cents}
        where id = ${character.partyId} and exists (select 1 from debited)
        returning id, treasury_cents),
      ledger as (
        insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
        select ${transferId}::text, 'character_funds', debited.id, ${character.currencyCode}::text, ${-cents}::bigint, ${PARTY_DONATION_REASON}::text, ${turn}::int from debited
        union all
        select ${transferId}::text, 'party_treasury', credited.id, ${character.currencyCode}::text, ${cents}::bigint, ${PARTY_DONATION_REASON}::text, ${turn}::int from credited)
      select debited.campaign_funds_cents::text as funds, credited.treasury_cents::text as treasury
      from debited, credited`);
    const row = result.rows[0];
    if (!row) throw new AppError('CONFLICT', `You do not have ${amount} in campaign funds.`);
    return {
      success: true,
      partyId: character.partyId,
      amount,
      campaignFunds: centsToUnits(Number(row.funds)),
      treasury: centsToUnits(Number(row.treasury)),
    };
  });
}
