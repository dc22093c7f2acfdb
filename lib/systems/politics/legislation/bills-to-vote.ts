import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { NextStep, NextStepCharacter } from '@/lib/systems/core/manifest';

const LISTED = 5;

export type BillToVote = {
  id: string;
  title: string;
  votingEndsTurn: number;
};

/** Pending bills in the character's chamber they have not voted on, soonest deadline first. */
export async function listBillsToVote(db: Db, character: NextStepCharacter): Promise<BillToVote[]> {
  const rows = await db.execute<BillToVote>(sql`
    select b.id, b.title, b.voting_ends_turn as "votingEndsTurn" from bills b
    where b.status = 'pending' and b.voting_ends_turn >= ${character.lastTurn + 1}
      and exists (select 1 from seats s join offices o on o.id = s.office_id
        where s.holder_character_id = ${character.id} and o.chamber_id = b.chamber_id)
      and not exists (select 1 from bill_votes v where v.bill_id = b.id and v.character_id = ${character.id})
    order by b.voting_ends_turn, b.proposed_turn, b.id limit ${LISTED}`);
  return rows.rows;
}

/** A vote the legislator still owes, open until the bill's voting ends. */
export async function legislationNextSteps(db: Db, character: NextStepCharacter | null): Promise<NextStep[]> {
  if (!character) return [];
  return (await listBillsToVote(db, character)).map((bill) => ({
    kind: 'bill-vote',
    label: `Vote on “${bill.title}”`,
    detail: `Voting closes at turn ${bill.votingEndsTurn}.`,
    action: 'Vote',
    href: `/legislation/${bill.id}`,
    deadlineTurn: bill.votingEndsTurn,
    priority: 10,
  }));
}
