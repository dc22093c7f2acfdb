import { sql, type SQL } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { PARTY_WHIP_NOTIFICATION, type PartyWhipPosition } from './constants';
import { partyIdField, whipInput } from './membership-schemas';
import { partyActorOrThrow } from './party-actor';

/**
 * The party's leader in a chamber, as SQL: its most influential member seated (voting) in that chamber.
 * A whip may be set by the party's leader or by this member for the chamber the bill is in.
 */
export function chamberLeaderSql(partyId: SQL | string, chamberId: SQL | string): SQL {
  return sql`(select c.id from seats s join offices o on o.id = s.office_id and o.role = 'legislator'
      join characters c on c.id = s.holder_character_id
    where s.is_voting and o.chamber_id = ${chamberId} and c.party_id = ${partyId}
    order by c.political_influence desc, c.seq limit 1)`;
}

/** Tells the party's played legislators of the bill's chamber of a whip (set-based; one row per member). */
export async function notifyWhip(
  tx: Db,
  input: { partyIds: readonly string[] | null; billIds: readonly string[]; turn: number; now: Date },
): Promise<void> {
  const parties = input.partyIds
    ? sql`and w.party_id in (select jsonb_array_elements_text(${JSON.stringify(input.partyIds)}::jsonb))`
    : sql``;
  await notifyMany(tx, {
    turn: input.turn,
    now: input.now,
    source: sql`
      select c.id as character_id, ${PARTY_WHIP_NOTIFICATION} as kind,
        w.party_id || ':' || w.bill_id || ':' || w.position || ':' || w.turn as key,
        p.name || ' whips ' || upper(w.position) || ' on ' || b.title as title,
        'Your party asks you to vote ' || w.position || ' on ' || b.title
          || '. Voting against the whip costs party standing.' as body,
        '/legislation/' || b.id as link
      from party_whips w join parties p on p.id = w.party_id join bills b on b.id = w.bill_id
        join bill_rounds r on r.bill_id = b.id and r.round = b.round
        join offices o on o.chamber_id = r.chamber_id and o.role = 'legislator'
        join seats s on s.office_id = o.id and s.is_voting
        join characters c on c.id = s.holder_character_id and c.party_id = w.party_id and c.user_id is not null
      where w.bill_id in (select jsonb_array_elements_text(${JSON.stringify(input.billIds)}::jsonb)) ${parties}
        and w.turn = ${input.turn}`,
  });
}

/**
 * POST /api/parties/[id]/whip {billId, position}: the party's leader, or its leader in the bill's chamber,
 * tells its legislators how to vote on a pending bill (a later whip replaces it). FORBIDDEN for anyone
 * else; NOT_FOUND for a bill of another country; BILL_CLOSED once the bill is decided.
 */
export async function setWhip(
  db: Db,
  input: { userId: string; partyId: unknown; billId: unknown; position: unknown },
): Promise<{ success: true; partyId: string; billId: string; position: PartyWhipPosition; turn: number }> {
  const partyId = parseInput(partyIdField, input.partyId);
  const { billId, position } = parseInput(whipInput, { billId: input.billId, position: input.position });
  return withTx(db, async (tx) => {
    const { character, party } = await partyActorOrThrow(tx, { userId: input.userId, partyId });
    const [bill] = (
      await tx.execute<{
        id: string;
        status: string;
        chamber_id: string | null;
        chamber_leader: string | null;
      }>(sql`
        select b.id, b.status, r.chamber_id,
          ${chamberLeaderSql(party.id, sql`r.chamber_id`)} as chamber_leader
        from bills b left join bill_rounds r on r.bill_id = b.id and r.round = b.round
        where b.id = ${billId} and b.country_id = ${party.countryId}`)
    ).rows;
    if (!bill) throw new AppError('NOT_FOUND', 'No such bill in your country.');
    if (party.chairCharacterId !== character.id && bill.chamber_leader !== character.id) {
      throw new AppError(
        'FORBIDDEN',
        `Only the leader of ${party.name}, or its leader in the bill's chamber, can set its whip.`,
      );
    }
    if (bill.status !== 'pending')
      throw new AppError('BILL_CLOSED', 'This bill is decided; a whip would change nothing.');
    const turn = await currentTurn(tx);
    await tx.execute(sql`
      insert into party_whips (party_id, bill_id, position, set_by_character_id, turn)
      values (${party.id}, ${bill.id}, ${position}, ${character.id}, ${turn})
      on conflict (party_id, bill_id) do update set position = excluded.position,
        set_by_character_id = excluded.set_by_character_id, turn = excluded.turn`);
    await notifyWhip(tx, { partyIds: [party.id], billIds: [bill.id], turn, now: new Date() });
    return { success: true, partyId: party.id, billId: bill.id, position, turn };
  });
}
