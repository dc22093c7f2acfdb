import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { PartyWhipPosition } from './constants';
import { chamberLeaderSql } from './whip';

export interface BillWhips {
  /** Every party's whip on the bill, for all to see. */
  whips: { party: string; position: PartyWhipPosition; turn: number }[];
  /**
   * The viewer's party's whip: whether they may set it (its leader, or its leader in the bill's current
   * chamber) and, when not, why.
   */
  mine: {
    partyId: string;
    partyName: string;
    position: PartyWhipPosition | null;
    canWhip: boolean;
    reason: string | null;
  } | null;
}

/** The whips on a bill, and the viewer's party's whip form (the bill page). */
export async function billWhips(
  db: Db,
  input: { billId: string; userId: string | null },
): Promise<BillWhips> {
  const whips = (
    await db.execute<{ party: string; position: PartyWhipPosition; turn: number }>(sql`
      select p.name as party, w.position, w.turn from party_whips w join parties p on p.id = w.party_id
      where w.bill_id = ${input.billId} order by p.name`)
  ).rows;
  if (!input.userId) return { whips, mine: null };
  const [row] = (
    await db.execute<{
      party_id: string;
      party_name: string;
      is_default: boolean;
      position: PartyWhipPosition | null;
      is_leader: boolean;
      is_chamber_leader: boolean;
      pending: boolean;
      same_country: boolean;
    }>(sql`
      select p.id as party_id, p.name as party_name, p.is_default, w.position,
        p.chair_character_id = c.id as is_leader,
        coalesce(${chamberLeaderSql(sql`p.id`, sql`r.chamber_id`)} = c.id, false) as is_chamber_leader,
        b.status = 'pending' as pending, b.country_id = p.country_id as same_country
      from characters c join parties p on p.id = c.party_id
        join bills b on b.id = ${input.billId}
        left join bill_rounds r on r.bill_id = b.id and r.round = b.round
        left join party_whips w on w.party_id = p.id and w.bill_id = b.id
      where c.user_id = ${input.userId}`)
  ).rows;
  if (!row || row.is_default || !row.same_country) return { whips, mine: null };
  const reason = !row.pending
    ? 'This bill is decided; a whip would change nothing.'
    : !row.is_leader && !row.is_chamber_leader
      ? `Only the leader of ${row.party_name}, or its leader in this bill's chamber, sets its whip.`
      : null;
  return {
    whips,
    mine: {
      partyId: row.party_id,
      partyName: row.party_name,
      position: row.position,
      canWhip: reason === null,
      reason,
    },
  };
}
