import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { formatMoney } from '@/lib/platform/browser/format';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { balanceAfter, centsToUnits, postLedgerRows, unitsToCents } from '@/lib/systems/core/money';
import { notify } from '@/lib/systems/core/notifications/notify';
import { GRANT_MIN_STANDING, PARTY_GRANT_NOTIFICATION, PARTY_GRANT_REASON } from './constants';
import { grantInput, partyIdField } from './membership-schemas';
import { partyActorOrThrow, partyMemberOrThrow } from './party-actor';

/** Whether a character is a candidate still running in an undecided race, as SQL. */
export function runningCandidateSql(characterId: ReturnType<typeof sql>) {
  return sql`exists (select 1 from election_candidates ec join elections e on e.id = ec.election_id
    where ec.character_id = ${characterId} and not ec.eliminated_in_primary and e.status <> 'closed')`;
}

export interface PartyGrantResult {
  success: true;
  partyId: string;
  characterId: string;
  amount: number;
  treasury: number;
}

/**
 * POST /api/parties/[id]/grants {characterId, amount}: the leader moves treasury money to one of the
 * party's candidates still running, through core/money's writer (no money is made). FORBIDDEN for
 * anyone but the leader; INELIGIBLE_TARGET for a non-member, the leader themself, someone not running, or
 * a member below GRANT_MIN_STANDING; CONFLICT when the treasury holds less.
 */
export async function grantFromTreasury(
  db: Db,
  input: { userId: string; partyId: unknown; characterId: unknown; amount: unknown },
): Promise<PartyGrantResult> {
  const partyId = parseInput(partyIdField, input.partyId);
  const { characterId, amount } = parseInput(grantInput, {
    characterId: input.characterId,
    amount: input.amount,
  });
  const cents = unitsToCents(amount);
  return withTx(db, async (tx) => {
    const { character, party } = await partyActorOrThrow(tx, { userId: input.userId, partyId, leader: true });
    const member = await partyMemberOrThrow(tx, party, characterId);
    if (member.id === character.id) {
      throw new AppError('INELIGIBLE_TARGET', 'A leader cannot grant party money to themself.');
    }
    const [running] = (await tx.execute(sql`select 1 where ${runningCandidateSql(sql`${member.id}`)}`)).rows;
    if (!running) throw new AppError('INELIGIBLE_TARGET', `${member.name} is not running in any election.`);
    if (member.standing < GRANT_MIN_STANDING) {
      throw new AppError(
        'INELIGIBLE_TARGET',
        `${member.name}'s standing is ${member.standing}; grants need ${GRANT_MIN_STANDING}.`,
      );
    }
    const turn = await currentTurn(tx);
    const transferId = `party-grant-${newObjectId()}`;
    const balances = await postLedgerRows(
      tx,
      { id: transferId, reason: PARTY_GRANT_REASON, turn },
      [
        {
          accountType: 'party_treasury',
          accountId: party.id,
          currencyCode: character.currencyCode,
          cents: -cents,
        },
        { accountType: 'character_funds', accountId: member.id, currencyCode: character.currencyCode, cents },
      ],
      {
        insufficient: () =>
          new AppError(
            'CONFLICT',
            `The treasury of ${party.name} holds less than ${formatMoney(amount, character.currencyCode)}.`,
          ),
      },
    );
    await tx.execute(sql`
      insert into party_grants (id, party_id, character_id, granted_by_character_id, amount_cents, turn, transfer_id)
      values (${transferId}, ${party.id}, ${member.id}, ${character.id}, ${cents}, ${turn}, ${transferId})`);
    await notify(tx, {
      characterId: member.id,
      kind: PARTY_GRANT_NOTIFICATION,
      title: `${party.name} granted you ${formatMoney(amount, character.currencyCode)}`,
      body: `The party's leader moved ${formatMoney(amount, character.currencyCode)} from its treasury to your campaign funds.`,
      link: `/countries/${party.countryId}/parties/${party.id}`,
    });
    return {
      success: true,
      partyId: party.id,
      characterId: member.id,
      amount,
      treasury: centsToUnits(balanceAfter(balances, 'party_treasury', party.id)),
    };
  });
}
