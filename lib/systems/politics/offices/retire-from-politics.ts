import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { repickPartyChairs } from '@/lib/systems/politics/parties/assign-chair';

/**
 * A character whose player deleted the account leaves politics: its open careers close at `turn`, it
 * withdraws from every election not yet decided, and it leaves its party, which gets an interim leader at
 * once (the most influential remaining member) when it led it. The seats it holds stay filled until
 * their next election (vacancy rules are another change's); see docs/accounts.md.
 */
export async function retireFromPolitics(
  tx: Db,
  input: { characterId: string; turn: number },
): Promise<void> {
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
