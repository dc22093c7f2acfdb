import { sql } from 'drizzle-orm';
import { notifySubsidiaryCommand } from './notify-subsidiary-command';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { characterOfUser, currentTurn } from '@/lib/systems/corporations/companies/accounts';
import {
  loadOwnershipEdges,
  wouldCloseOwnershipCycle,
} from '@/lib/systems/corporations/companies/ownership-graph';
import { parseInput } from '@/lib/platform/validation';
import { lockSubsidiaryCorporationOrThrow } from './authority';
import { controllingCorporationOf } from '@/lib/systems/corporations/companies/control';
import { assertSubsidiariesEnabled } from './flag';
import { formalizeBody } from './schemas';
import { corporationIdFrom } from '@/lib/systems/corporations/companies/corporation-ref';

export interface FormalizeResult {
  success: true;
  subsidiaryId: string;
  parentCorporationId: string;
  subsidiaryFormalizedAtTurn: number;
}

const ineligible = (message: string) => new AppError('SUBSIDIARY_NOT_ELIGIBLE', message);

/**
 * Formalizes the parent relationship (docs/subsidiaries.md). The target row is locked first,
 * so parallel calls serialize, and the marker is written only if absent: exactly one call wins.
 */
export async function formalizeSubsidiary(
  db: Db,
  input: { userId: string; corporationId: unknown; body: unknown },
): Promise<FormalizeResult> {
  const targetId = await corporationIdFrom(db, input.corporationId);
  const { parentCorporationId: parentRef } = parseInput(formalizeBody, input.body);
  const parentCorporationId = await corporationIdFrom(db, parentRef);
  return withTx(db, async (tx) => {
    await assertSubsidiariesEnabled(tx);
    const character = await characterOfUser(tx, input.userId);
    if (parentCorporationId === targetId) throw ineligible('A corporation cannot be its own subsidiary.');
    const target = await lockSubsidiaryCorporationOrThrow(tx, targetId);
    const parent = await lockSubsidiaryCorporationOrThrow(tx, parentCorporationId);
    if (parent.ceoKind !== 'character' || parent.ceoCharacterId !== character.id) {
      throw new AppError('NOT_SUBSIDIARY_PARENT', "Only the parent corporation's sitting CEO can formalize.");
    }
    if (target.isStateOwned || parent.isStateOwned) {
      throw ineligible('State-owned corporations take no part in subsidiary relationships.');
    }
    if (parent.subsidiaryFormalizedAtTurn !== null) {
      throw ineligible('The parent is itself a formalized subsidiary: chains are not allowed.');
    }
    if ((await controllingCorporationOf(tx, targetId)) !== parentCorporationId) {
      throw ineligible('The parent does not hold more than 50% of the voting power of this corporation.');
    }
    if (target.subsidiaryFormalizedAtTurn !== null)
      throw ineligible('This subsidiary is already formalized.');
    if (wouldCloseOwnershipCycle(await loadOwnershipEdges(tx), parentCorporationId, targetId)) {
      throw ineligible('Formalizing would close an ownership cycle.');
    }
    const turn = await currentTurn(tx);
    const written = await tx.execute(sql`
      update corporations set subsidiary_formalized_at_turn = ${turn}
      where id = ${targetId} and subsidiary_formalized_at_turn is null returning id`);
    if (written.rows.length === 0) throw ineligible('This subsidiary is already formalized.');
    await notifySubsidiaryCommand(tx, {
      subsidiaryId: targetId,
      parentCorporationId,
      actorUserId: input.userId,
      command: 'formalized as a subsidiary',
      body: 'Your corporation is now a formal subsidiary: its parent can set a dividend floor, inject capital and appoint its CEO.',
    });
    return { success: true, subsidiaryId: targetId, parentCorporationId, subsidiaryFormalizedAtTurn: turn };
  });
}
