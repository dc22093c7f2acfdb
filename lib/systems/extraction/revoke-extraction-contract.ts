import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { parseInput } from '@/lib/platform/validation';
import { contractColumns, contractJoins, toContract, type ContractRow } from './rows';
import { contractIdInput, type ContractView } from './schemas';

/**
 * Revokes a contract (admin): a soft delete stamping revokedTurn, so the record stays and the next
 * turn's price run no longer counts it. A second revocation is a 409.
 */
export async function revokeExtractionContract(
  db: Db,
  input: z.input<typeof contractIdInput>,
): Promise<{ contract: ContractView }> {
  const { id } = parseInput(contractIdInput, input);
  const turn = await currentTurn(db);
  const rows = await db.execute<ContractRow>(sql`
    with ec as (
      update extraction_contracts set revoked_turn = ${turn}
      where id = ${id} and revoked_turn is null returning *)
    select ${contractColumns} from ec ${contractJoins}`);
  if (rows.rows[0]) return { contract: toContract(rows.rows[0]) };
  const existing = await db.execute(sql`select 1 from extraction_contracts where id = ${id}`);
  if (existing.rows.length === 0) throw new AppError('NOT_FOUND', `No extraction contract ${id}.`);
  throw new AppError('CONTRACT_ALREADY_REVOKED', `Extraction contract ${id} is already revoked.`);
}
