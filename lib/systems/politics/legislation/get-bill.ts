import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { selectBills, toBillSummary } from './bill-rows';
import type { BillVoteChoice } from './constants';
import { billWhips, type BillWhips } from '../parties/bill-whip';
import { findLegislator } from './find-legislator';
import { billIdParams, type BillSummary } from './schemas';

export interface BillDetail {
  found: boolean;
  bill: BillSummary | null;
  /** Votes per party (Independent for none), largest first. */
  votesByParty: { party: string; yes: number; no: number; abstain: number }[];
  currentTurn: number;
  /**
   * isMember: sits in the chamber holding the bill's current round; myVote: the viewer's vote in it;
   * canSign: holds the head's office while the bill waits on the desk (sign or veto).
   */
  viewer: {
    isMember: boolean;
    myVote: BillVoteChoice | null;
    canVote: boolean;
    canSign: boolean;
  } | null;
  /** Parties' whips on the bill, and the viewer's party's whip form. */
  whips: BillWhips['whips'];
  myWhip: BillWhips['mine'];
}

/** GET /api/legislation/bills/[id] (client): one bill, its votes by party, and what the viewer may do. */
export async function getBill(db: Db, input: { id: unknown; userId: string | null }): Promise<BillDetail> {
  const { id } = parseInput(billIdParams, { id: input.id });
  const [row] = await selectBills(db, sql`b.id = ${id}`, 1);
  const turn = await db.execute<{ current_turn: number }>(sql`select current_turn from game_state limit 1`);
  const currentTurn = turn.rows[0]?.current_turn ?? 0;
  if (!row)
    return { found: false, bill: null, votesByParty: [], currentTurn, viewer: null, whips: [], myWhip: null };
  const byParty = await db.execute<{ party: string; yes: number; no: number; abstain: number }>(sql`
    select coalesce(p.name, 'Independent') as party,
      count(*) filter (where v.vote = 'yes')::int as yes,
      count(*) filter (where v.vote = 'no')::int as no,
      count(*) filter (where v.vote = 'abstain')::int as abstain
    from bill_votes v join characters ch on ch.id = v.character_id left join parties p on p.id = ch.party_id
    where v.bill_id = ${id} and v.round = 1
    group by 1 order by count(*) desc, 1`);
  let viewer: BillDetail['viewer'] = null;
  if (input.userId) {
    const legislator = await findLegislator(db, input.userId);
    if (legislator) {
      const current = await db.execute<{ chamber_id: string; round: number; is_head: boolean }>(sql`
        select r.chamber_id, b.round, exists (
          select 1 from seats s join offices o on o.id = s.office_id and o.role = 'head'
          where o.country_id = b.country_id and s.holder_character_id = ${legislator.character_id}) as is_head
        from bills b join bill_rounds r on r.bill_id = b.id and r.round = b.round where b.id = ${id}`);
      const round = current.rows[0];
      const isMember = legislator.chamber_id !== null && legislator.chamber_id === round?.chamber_id;
      const mine = await db.execute<{ vote: BillVoteChoice }>(sql`
        select vote from bill_votes
        where bill_id = ${id} and round = ${round?.round ?? 1} and character_id = ${legislator.character_id}`);
      const myVote = mine.rows[0]?.vote ?? null;
      const votingStage = ['first_chamber', 'second_chamber', 'override', 'objection'].includes(row.stage);
      viewer = {
        isMember,
        myVote,
        canVote:
          isMember &&
          myVote === null &&
          votingStage &&
          (currentTurn <= (row.stage_ends_turn ?? row.voting_ends_turn) || row.stage_open_by_time),
        canSign: Boolean(round?.is_head) && row.stage === 'awaiting_signature',
      };
    }
  }
  const whips = await billWhips(db, { billId: id, userId: input.userId });
  return {
    found: true,
    bill: toBillSummary(row),
    votesByParty: byParty.rows,
    currentTurn,
    viewer,
    whips: whips.whips,
    myWhip: whips.mine,
  };
}
