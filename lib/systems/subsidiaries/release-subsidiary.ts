import { sql } from 'drizzle-orm';
import { notifySubsidiaryCommand } from './notify-subsidiary-command';
import { withTx, type Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { assertCooldownOver, authorizeParent } from './authority';
import { SUBSIDIARY } from './constants';
import { releaseBody } from './schemas';
import { corporationIdFrom } from '@/lib/systems/corporations/companies/corporation-ref';
import {
  appointCorporationCeo,
  recordCorporationAction,
} from '@/lib/systems/corporations/companies/corporation-writes';

export interface ReleaseResult {
  success: true;
  subsidiaryId: string;
  ceo: { kind: 'character' | 'npp' | 'vacant'; characterId: string | null; personId: string | null };
}

/**
 * Ends a formalization at least 24 turns old: clears the marker and both dividend-floor fields.
 * With dismissCaretaker, a caretaker CEO the parent installed gives the seat back to the human CEO
 * it replaced (if that character still exists), or leaves it vacant; without it the caretaker stays.
 */
export async function releaseSubsidiary(
  db: Db,
  input: { userId: string; corporationId: unknown; body: unknown },
): Promise<ReleaseResult> {
  const id = await corporationIdFrom(db, input.corporationId);
  const { dismissCaretaker = false } = parseInput(releaseBody, input.body ?? {});
  return withTx(db, async (tx) => {
    const { turn, subsidiary, parent } = await authorizeParent(tx, {
      userId: input.userId,
      subsidiaryId: id,
    });
    assertCooldownOver('Release', subsidiary.subsidiaryFormalizedAtTurn, SUBSIDIARY.releaseMinTurns, turn);
    const [restore] = (
      await tx.execute<{ dismiss: boolean; human: string | null }>(sql`
        select (k.subsidiary_caretaker is not null and k.ceo_kind = 'npp' and ${dismissCaretaker}) as dismiss,
          (select c.id from characters c where c.id = k.subsidiary_caretaker ->> 'previousCeoCharacterId') as human
        from corporations k where k.id = ${id}`)
    ).rows;
    await tx.execute(sql`
      update corporations set subsidiary_formalized_at_turn = null, parent_dividend_floor_pct = null,
        parent_dividend_floor_set_by_corp_id = null, subsidiary_caretaker = null
      where id = ${id}`);
    // Dismissing the caretaker gives the seat back to the human it replaced, or leaves it vacant.
    const ceo = restore?.dismiss
      ? await appointCorporationCeo(
          tx,
          id,
          restore.human ? { kind: 'character', characterId: restore.human } : { kind: 'vacant' },
          turn,
        )
      : await recordCorporationAction(tx, id, turn);
    await notifySubsidiaryCommand(tx, {
      subsidiaryId: id,
      parentCorporationId: parent.id,
      actorUserId: input.userId,
      command: 'released',
      body: 'Your corporation is no longer a formal subsidiary; any dividend floor its parent set is lifted.',
    });
    return {
      success: true,
      subsidiaryId: id,
      ceo: ceo!,
    };
  });
}
