import { sql, type SQL } from 'drizzle-orm';
import type { BillEffect } from '@/models';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import type { Db } from '@/lib/platform/db';
import type { BillRoundKind, BillStage, BillStatus } from './constants';
import type { BillSummary, PublicBill } from './schemas';

export type BillRow = {
  id: string;
  title: string;
  country_id: string;
  chamber_name: string;
  scope: 'national' | 'state';
  state_id: string | null;
  sponsor_name: string;
  sponsor_party_name: string | null;
  sponsor_seq: number | null;
  status: BillStatus;
  proposed_turn: number;
  voting_ends_turn: number;
  resolved_turn: number | null;
  yes_votes: number;
  no_votes: number;
  abstain_votes: number;
  effects: BillEffect[];
  introduced_at: string;
  voted_at: string | null;
  stage: BillStage;
  stage_ends_turn: number | null;
  /** The stage's real-time floor (a player's window) has not passed yet. */
  stage_open_by_time: boolean;
  veto_name: string | null;
  veto_turn: number | null;
  veto_message: string | null;
  veto_overridden: boolean | null;
  chambers: {
    round: number;
    chamber: string;
    kind: BillRoundKind;
    yes: number;
    no: number;
    abstain: number;
    opened_turn: number;
    ends_turn: number;
    outcome: 'passed' | 'failed' | null;
  }[];
};

/** Bills with their chamber and sponsor, filtered by `where`, newest first (proposal turn, then id). */
export async function selectBills(db: Db, where: SQL, limit: number): Promise<BillRow[]> {
  const result = await db.execute<BillRow>(sql`
    select b.id, b.title, b.country_id, c.name as chamber_name, b.scope, b.state_id, b.sponsor_name,
      b.sponsor_party_name, ch.seq as sponsor_seq, b.status, b.proposed_turn, b.voting_ends_turn, b.resolved_turn,
      b.yes_votes, b.no_votes, b.abstain_votes, b.effects,
      to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as introduced_at,
      to_char(t.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as voted_at,
      b.stage, b.stage_ends_turn, coalesce(b.stage_closes_at > now(), false) as stage_open_by_time, b.veto_name, b.veto_turn, b.veto_message, b.veto_overridden,
      coalesce((
        select jsonb_agg(jsonb_build_object('round', r.round, 'chamber', rc.name, 'kind', r.kind,
          'yes', r.yes_votes, 'no', r.no_votes, 'abstain', r.abstain_votes, 'opened_turn', r.opened_turn,
          'ends_turn', r.ends_turn, 'outcome', r.outcome) order by r.round)
        from bill_rounds r join chambers rc on rc.id = r.chamber_id where r.bill_id = b.id), '[]'::jsonb) as chambers
    from bills b join chambers c on c.id = b.chamber_id
      left join characters ch on ch.id = b.sponsor_character_id
      left join turns t on t.turn = b.resolved_turn
    where ${where}
    order by coalesce(b.resolved_turn, b.proposed_turn) desc, b.proposed_turn desc, b.id desc
    limit ${limit}`);
  return result.rows;
}

export function toBillSummary(row: BillRow): BillSummary {
  return {
    id: row.id,
    title: row.title,
    countryId: row.country_id,
    chamber: row.chamber_name,
    scope: row.scope,
    stateId: row.state_id,
    sponsor: {
      name: row.sponsor_name,
      party: row.sponsor_party_name,
      profileUrl: row.sponsor_seq === null ? null : characterProfileUrl(row.sponsor_seq),
    },
    status: row.status,
    proposedTurn: row.proposed_turn,
    votingEndsTurn: row.voting_ends_turn,
    resolvedTurn: row.resolved_turn,
    vote: { yes: row.yes_votes, no: row.no_votes, abstain: row.abstain_votes },
    effects: row.effects,
    ...toBillPath(row),
  };
}

/** The path fields of a bill row (stage, each chamber's rounds, the veto). */
export function toBillPath(row: BillRow) {
  return {
    stage: row.stage,
    stageEndsTurn: row.stage_ends_turn,
    chambers: row.chambers.map((r) => ({
      round: r.round,
      chamber: r.chamber,
      kind: r.kind,
      tally: { yes: r.yes, no: r.no, abstain: r.abstain },
      openedTurn: r.opened_turn,
      endsTurn: r.ends_turn,
      outcome: r.outcome,
    })),
    veto:
      row.veto_turn === null
        ? null
        : {
            by: row.veto_name,
            turn: row.veto_turn,
            message: row.veto_message,
            overridden: row.veto_overridden,
          },
  };
}

/** The public v1 shape: the sponsor flattened to a name and a party, as the original game's API has it. */
export function toPublicBill(row: BillRow): PublicBill {
  const { sponsor, ...bill } = toBillSummary(row);
  return {
    ...bill,
    sponsor: sponsor.name,
    sponsorParty: sponsor.party,
    sponsorProfileUrl: sponsor.profileUrl,
    country: row.country_id,
    introducedAt: row.introduced_at,
    votedAt: row.voted_at,
  };
}
