import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { NextStep, NextStepCharacter } from '@/lib/systems/core/manifest';

const LISTED = 5;

export type BillToVote = {
  id: string;
  title: string;
  /** The last turn of the open round (the chamber of origin's, the second chamber's, an override's). */
  votingEndsTurn: number;
  /** 'passage', 'override' or 'objection'. */
  kind: string;
};

export type BillToSign = { id: string; title: string; deskEndsTurn: number };

/**
 * Pending bills whose open round sits in the character's chamber and that they have not voted on in that
 * round, soonest deadline first. Open while the round's turns last or, for a player, its real-time floor.
 */
export async function listBillsToVote(db: Db, character: NextStepCharacter): Promise<BillToVote[]> {
  const rows = await db.execute<BillToVote>(sql`
    select b.id, b.title, b.stage_ends_turn as "votingEndsTurn", r.kind from bills b
      join bill_rounds r on r.bill_id = b.id and r.round = b.round and r.outcome is null
    where b.status = 'pending' and b.stage in ('first_chamber', 'second_chamber', 'override', 'objection')
      and (b.stage_ends_turn >= ${character.lastTurn + 1} or b.stage_closes_at > now())
      and exists (select 1 from seats s join offices o on o.id = s.office_id
        where s.holder_character_id = ${character.id} and s.is_voting and o.chamber_id = r.chamber_id)
      and not exists (select 1 from bill_votes v
        where v.bill_id = b.id and v.round = b.round and v.character_id = ${character.id})
    order by b.stage_ends_turn, b.proposed_turn, b.id limit ${LISTED}`);
  return rows.rows;
}

/** Bills on the desk of the head of government the character is, soonest deadline first. */
export async function listBillsToSign(db: Db, character: NextStepCharacter): Promise<BillToSign[]> {
  const rows = await db.execute<BillToSign>(sql`
    select b.id, b.title, b.stage_ends_turn as "deskEndsTurn" from bills b
    where b.status = 'pending' and b.stage = 'awaiting_signature'
      and exists (select 1 from seats s join offices o on o.id = s.office_id and o.role = 'head'
        where s.holder_character_id = ${character.id} and o.country_id = b.country_id)
    order by b.stage_ends_turn, b.id limit ${LISTED}`);
  return rows.rows;
}

/** Votes the legislator still owes (passage and overrides) and bills waiting for the head's signature. */
export async function legislationNextSteps(db: Db, character: NextStepCharacter | null): Promise<NextStep[]> {
  if (!character) return [];
  const [toVote, toSign] = await Promise.all([
    listBillsToVote(db, character),
    listBillsToSign(db, character),
  ]);
  return [
    ...toSign.map((bill) => ({
      kind: 'bill-sign',
      label: `Sign or veto “${bill.title}”`,
      detail: `Both chambers passed it. If you do nothing by turn ${bill.deskEndsTurn}, it becomes law.`,
      action: 'Decide',
      href: `/legislation/${bill.id}`,
      deadlineTurn: bill.deskEndsTurn,
      priority: 5,
    })),
    ...toVote.map((bill) =>
      bill.kind === 'override'
        ? {
            kind: 'bill-override',
            label: `Override vote on “${bill.title}”`,
            detail: `It takes two thirds to override. Voting closes at turn ${bill.votingEndsTurn}.`,
            action: 'Vote',
            href: `/legislation/${bill.id}`,
            deadlineTurn: bill.votingEndsTurn,
            priority: 8,
          }
        : {
            kind: 'bill-vote',
            label: `Vote on “${bill.title}”`,
            detail: `Voting closes at turn ${bill.votingEndsTurn}.`,
            action: 'Vote',
            href: `/legislation/${bill.id}`,
            deadlineTurn: bill.votingEndsTurn,
            priority: 10,
          },
    ),
  ];
}
