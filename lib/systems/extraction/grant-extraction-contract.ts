import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { objectIdOf, withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { newObjectId } from '@/lib/platform/ids';
import { parseInput } from '@/lib/platform/validation';
import { FULL_ALLOCATION } from './constants';
import { contractColumns, contractJoins, toContract, type ContractRow } from './rows';
import { grantContractInput, type ContractView } from './schemas';
import { grantingAuthorities } from '@/lib/systems/politics/offices/resource-authorities';
import { activeContractedShare, lockState, namesAuthority } from './state-authority';

/** Shares are stored with six decimals; totals compare at that precision. */
export const roundShare = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The admin direct grant (docs/extraction.md), the only path that may over-allocate a state:
 * without force an over-allocating grant is a 409 with overAllocated and needsConfirmation, and
 * nothing is written. It takes effect in the next turn's price run.
 */
export async function grantExtractionContract(
  db: Db,
  input: z.input<typeof grantContractInput>,
): Promise<{ contract: ContractView; totalShare: number; overAllocated: boolean }> {
  const body = parseInput(grantContractInput, input);
  const share = roundShare(body.share);
  return withTx(db, async (tx) => {
    const state = await lockState(tx, body.stateId);
    const corporationId = await objectIdOf(tx, 'corporations', body.corporationId);
    const corporation = await tx.execute(sql`select 1 from corporations where id = ${corporationId}`);
    if (!corporationId || corporation.rows.length === 0) {
      throw new AppError('UNKNOWN_CORPORATION', `No corporation '${body.corporationId}'.`);
    }
    const authorities = (await grantingAuthorities(tx, state))[body.grantedByLevel];
    // The admin's override: any name of the right legislature passes, and is stored as given.
    if (!namesAuthority(authorities, body.grantedBy)) {
      throw new AppError(
        'INVALID_GRANTING_AUTHORITY',
        `grantedBy: at ${body.grantedByLevel} level ${state.name}'s legislature is named ${authorities.join(' or ')}.`,
      );
    }
    const totalShare = roundShare((await activeContractedShare(tx, state.id, body.resource)) + share);
    const overAllocated = totalShare > FULL_ALLOCATION;
    if (overAllocated && !body.force) {
      throw new AppError(
        'EXTRACTION_OVER_ALLOCATED',
        `This grant would bring ${state.name}'s contracted ${body.resource} to ${Math.round(totalShare * 1000) / 10}% of capacity. Resubmit with force to confirm.`,
        { details: { overAllocated: true, needsConfirmation: true, totalShare } },
      );
    }
    const turn = await currentTurn(tx);
    const rows = await tx.execute<ContractRow>(sql`
      with ec as (
        insert into extraction_contracts (id, state_id, country_id, corporation_id, resource, share,
          granted_turn, granted_by, granted_by_level)
        values (${newObjectId()}, ${state.id}, ${state.countryId}, ${corporationId}, ${body.resource},
          ${share}, ${turn}, ${body.grantedBy}, ${body.grantedByLevel})
        returning *)
      select ${contractColumns} from ec ${contractJoins}`);
    return { contract: toContract(rows.rows[0]!), totalShare, overAllocated };
  });
}
