import { sql } from 'drizzle-orm';
import { notifySubsidiaryCommand } from './notify-subsidiary-command';
import { withTx, type Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { authorizeParent } from './authority';
import { chooseCeo, type AppointedCeo } from './choose-ceo';
import { appointCeoBody } from './schemas';
import { corporationIdFrom } from '@/lib/systems/corporations/companies/corporation-ref';
import { appointCorporationCeo } from '@/lib/systems/corporations/companies/corporation-writes';

export interface AppointCeoResult {
  success: true;
  subsidiaryId: string;
  ceo: AppointedCeo;
}

/**
 * The parent seats the subsidiary's CEO. A non-player CEO is a caretaker: the human CEO it replaces
 * is remembered so a release with dismissCaretaker can restore them. A character clears the record.
 */
export async function appointSubsidiaryCeo(
  db: Db,
  input: { userId: string; corporationId: unknown; body: unknown },
): Promise<AppointCeoResult> {
  const id = await corporationIdFrom(db, input.corporationId);
  const body = parseInput(appointCeoBody, input.body);
  return withTx(db, async (tx) => {
    const { turn, subsidiary, parent } = await authorizeParent(tx, {
      userId: input.userId,
      subsidiaryId: id,
    });
    const ceo = await chooseCeo(tx, { ...body, countryId: subsidiary.countryId });
    // The caretaker record is subsidiaries' own; the seat is corporations'.
    if (ceo.kind === 'character') {
      await tx.execute(sql`update corporations set subsidiary_caretaker = null where id = ${id}`);
    } else {
      const previous = subsidiary.ceoKind === 'character' ? subsidiary.ceoCharacterId : null;
      await tx.execute(sql`
        update corporations set subsidiary_caretaker = jsonb_build_object(
            'installedByCorpId', ${parent.id}::text,
            'installedAtTurn', ${turn}::int,
            'previousCeoCharacterId', coalesce(${previous}::text, subsidiary_caretaker ->> 'previousCeoCharacterId'))
        where id = ${id}`);
    }
    await appointCorporationCeo(tx, id, ceo, turn);
    await notifySubsidiaryCommand(tx, {
      subsidiaryId: id,
      parentCorporationId: parent.id,
      actorUserId: input.userId,
      command: 'CEO appointed',
      body: 'The parent corporation appointed a new chief executive.',
      replacedCeoCharacterId: subsidiary.ceoKind === 'character' ? subsidiary.ceoCharacterId : null,
    });
    return { success: true, subsidiaryId: id, ceo };
  });
}
