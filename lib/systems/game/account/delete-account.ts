import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { assertCurrentPassword, deleteUserAccount } from '@/lib/platform/auth/account';
import { deleteAccountInput } from '@/lib/platform/auth/schemas';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { retireCharacterBalances } from '@/lib/systems/core/money/retire-balances';
import { retireFromPolitics } from '@/lib/systems/politics/offices/retire-from-politics';

/**
 * DELETE /api/settings/account: the player deletes the account (current password and the confirmation
 * words first; a refusal writes nothing). The character retires in one transaction: its money follows
 * core/money's rule, it leaves politics (careers closed, candidacies withdrawn, its party gets an interim
 * leader), and the account goes with its keys and sessions. What is kept and what is deleted:
 * docs/accounts.md.
 */
export async function deleteAccount(
  db: Db,
  input: { userId: string; body: unknown },
): Promise<{ deleted: true; characterRetired: boolean }> {
  const { currentPassword } = parseInput(deleteAccountInput, input.body);
  await assertCurrentPassword(db, input.userId, currentPassword);
  return withTx(db, async (tx) => {
    const [character] = (
      await tx.execute<{ id: string }>(
        sql`select id from characters where user_id = ${input.userId} for update`,
      )
    ).rows;
    if (character) {
      const turn = await currentTurn(tx);
      await retireCharacterBalances(tx, {
        characterId: character.id,
        turn,
        transferId: `retire-${newObjectId()}`,
      });
      await retireFromPolitics(tx, { characterId: character.id, turn });
    }
    await deleteUserAccount(tx, input.userId);
    return { deleted: true as const, characterRetired: Boolean(character) };
  });
}
