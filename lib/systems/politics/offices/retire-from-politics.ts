import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { repickPartyChairs } from '@/lib/systems/politics/parties/assign-chair';
import { vacateSeats } from '@/lib/systems/politics/vacancies/vacate-seats';

/**
 * A character whose player deleted the account leaves politics: the seats it holds fall vacant (reason
 * `retired`) and the next turn's fill-vacancies phase fills them by each office's rule, as for a
 * resignation; its other open careers close at `turn`, it withdraws from every election not yet decided,
 * and it leaves its party, which gets an interim leader at once (the most influential remaining member)
 * when it led it. See docs/accounts.md and docs/vacancies.md.
 */
export async function retireFromPolitics(
  tx: Db,
  input: { characterId: string; turn: number },
): Promise<void> {
  const held = await tx.execute<{ id: string }>(
    sql`select id from seats where holder_character_id = ${input.characterId} order by id for update`,
  );
  await vacateSeats(tx, {
    seats: held.rows.map((s) => ({ seatId: s.id, reason: 'retired' as const })),
    turn: input.turn,
  });
  await tx.execute(sql`
    update careers set end_turn = ${input.turn} where character_id = ${input.characterId} and end_turn is null`);
  await tx.execute(sql`
    delete from election_candidates ec using elections e
    where e.id = ec.election_id and e.status <> 'closed' and ec.character_id = ${input.characterId}`);
  const left = await tx.execute<{ party_id: string }>(sql`
    with before as (select party_id from characters where id = ${input.characterId} and party_id is not null for update)
    update characters c set party_id = null from before where c.id = ${input.characterId}
    returning before.party_id`);
  await repickPartyChairs(
    tx,
    left.rows.map((r) => r.party_id),
    { onlyIfVacant: true },
  );
}
