import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import type { Db } from '@/lib/platform/db';
import { centsToUnits } from '@/lib/systems/core/money';
import { parseInput } from '@/lib/platform/validation';
import { electionPhase, lastProcessedTurn } from './election-phase';
import { electionIdParams, type GetElectionResult } from './schemas';
import { shownShareSql } from './standing';

type ElectionRow = {
  id: string;
  country_id: string;
  election_type: string;
  title: string;
  has_primary: boolean;
  state_id: string | null;
  state_name: string | null;
  seat_id: string | null;
  kind: 'regular' | 'by_election';
  status: 'upcoming' | 'open' | 'closed';
  total_seats: number;
  cycle: number;
  election_year: number;
  scheduled_turn: number;
  primary_turn: number | null;
  general_turn: number;
  end_turn: number;
  total_votes: number;
  finalized: boolean;
  incumbent_name: string | null;
  incumbent_party: string | null;
};

type CandidateRow = {
  character_id: string;
  character_name: string;
  party_id: string | null;
  party_name: string | null;
  color: string | null;
  seq: number;
  is_npp: boolean;
  is_incumbent: boolean;
  vote_share: number;
  votes: number;
  electoral_votes: number;
  campaign_spend_cents: number;
  eliminated_in_primary: boolean;
  is_winner: boolean;
};

type ShareSnapshot = GetElectionResult['primarySnapshots'][number];

const MISSING: GetElectionResult = {
  found: false,
  election: null,
  phase: null,
  incumbent: null,
  candidates: [],
  primarySnapshots: [],
  votes: null,
};

/** GET /api/public/v1/elections/[id]: one election with its phase, incumbent, candidates and final tally. */
export async function getElection(
  db: Db,
  input: z.input<typeof electionIdParams>,
): Promise<GetElectionResult> {
  const { id } = parseInput(electionIdParams, input);
  const rows = await db.execute<ElectionRow>(sql`
    select e.id, e.country_id, e.election_type, o.title, o.has_primary, e.state_id, st.name as state_name, e.seat_id, e.kind,
           e.status, e.total_seats, e.cycle, e.election_year, e.scheduled_turn, e.primary_turn, e.general_turn,
           e.end_turn, e.total_votes, e.finalized, ic.name as incumbent_name, ip.name as incumbent_party
    from elections e join offices o on o.id = e.office_id
    left join states st on st.id = e.state_id
    left join seats s on s.id = e.seat_id
    left join characters ic on ic.id = s.holder_character_id and e.status <> 'closed'
    left join parties ip on ip.id = ic.party_id
    where e.id = ${id}`);
  const election = rows.rows[0];
  if (!election) return MISSING;
  const candidates = await db.execute<CandidateRow>(sql`
    select ec.character_id, ec.character_name, ec.party_id, ec.party_name, p.color, c.seq, ec.is_npp,
           exists (select 1 from seats s join elections e on e.id = ec.election_id
                   where s.holder_character_id = ec.character_id and s.office_id = e.office_id
                     and s.state_id is not distinct from e.state_id and s.stagger_class = e.stagger_class
                     and e.status <> 'closed') as is_incumbent,
           ${shownShareSql('ec')} as vote_share, ec.votes, ec.electoral_votes, ec.campaign_spend_cents, ec.eliminated_in_primary, ec.is_winner
    from election_candidates ec join characters c on c.id = ec.character_id
    left join parties p on p.id = ec.party_id
    where ec.election_id = ${id}
    order by ec.eliminated_in_primary, ec.votes desc, vote_share desc, ec.character_id`);
  const snapshots = (
    await db.execute<ShareSnapshot>(sql`
      select turn, phase, shares as candidates from election_share_snapshots
      where election_id = ${id} order by turn`)
  ).rows;
  const lastTurn = await lastProcessedTurn(db);
  const [poll] = (
    await db.execute<NonNullable<GetElectionResult['latestPoll']>>(sql`
      select turn, sample_size as "sampleSize", margin_of_error as "marginOfError", shares as candidates
      from election_public_polls where election_id = ${id} order by turn desc limit 1`)
  ).rows;
  const endorsements = (
    await db.execute<NonNullable<GetElectionResult['endorsements']>[number]>(sql`
      select en.name as "endorserName", ce.standing, ce.candidate_id as "candidateId",
             ca.name as "candidateName", ce.turn
      from campaign_endorsements ce join characters en on en.id = ce.endorser_id
        join characters ca on ca.id = ce.candidate_id
      where ce.election_id = ${id} order by ce.turn desc, en.name`)
  ).rows;
  const debates = (
    await db.execute<NonNullable<GetElectionResult['debates']>[number]>(sql`
      select d.id, d.challenger_id as "challengerId", ch.name as "challengerName", d.rival_id as "rivalId",
             rv.name as "rivalName", d.status, d.issued_turn as "issuedTurn", d.closes_turn as "closesTurn",
             d.held_turn as "heldTurn", w.name as "winnerName"
      from campaign_debates d join characters ch on ch.id = d.challenger_id
        join characters rv on rv.id = d.rival_id left join characters w on w.id = d.winner_id
      where d.election_id = ${id} order by d.issued_turn desc, d.id`)
  ).rows;
  const detailed = candidates.rows.map((c) => ({
    characterId: c.character_id,
    characterName: c.character_name,
    party: c.party_name,
    partyId: c.party_id,
    partyColor: c.color,
    isNPP: c.is_npp,
    profileUrl: characterProfileUrl(c.seq),
    isIncumbent: c.is_incumbent,
    voteShare: c.vote_share,
    votes: Number(c.votes),
    electoralVotes: Number(c.electoral_votes),
    campaignSpend: centsToUnits(Number(c.campaign_spend_cents)),
    eliminatedInPrimary: c.eliminated_in_primary,
    isWinner: c.is_winner,
  }));
  return {
    found: true,
    election: {
      id: election.id,
      countryId: election.country_id,
      electionType: election.election_type,
      title: election.title,
      state: election.state_id,
      stateName: election.state_name,
      seatId: election.seat_id,
      kind: election.kind,
      status: election.status,
      totalSeats: election.total_seats,
      cycle: election.cycle,
      electionYear: election.election_year,
      hasPrimary: election.has_primary,
      scheduledTurn: election.scheduled_turn,
      primaryTurn: election.primary_turn,
      generalTurn: election.general_turn,
      endTurn: election.end_turn,
    },
    phase: electionPhase(
      { status: election.status, primaryTurn: election.primary_turn, generalTurn: election.general_turn },
      lastTurn,
    ),
    incumbent: election.incumbent_name
      ? { name: election.incumbent_name, party: election.incumbent_party }
      : null,
    candidates: detailed,
    // The primary's turn-by-turn live shares, once it is decided (the general has started), never while it runs.
    primarySnapshots:
      election.finalized || (election.primary_turn !== null && lastTurn >= election.general_turn)
        ? snapshots.filter((snapshot) => snapshot.phase === 'primary')
        : [],
    votes: election.finalized
      ? {
          totalVotes: Number(election.total_votes),
          finalized: election.finalized,
          latestSnapshot: snapshots.at(-1) ?? null,
          results: detailed
            .filter((c) => !c.eliminatedInPrimary)
            .map((c) => ({
              characterName: c.characterName,
              party: c.party,
              votes: c.votes,
              share: c.voteShare,
            })),
        }
      : null,
    // The public poll describes a race still running; once counted, the tally says more.
    latestPoll: poll && !election.finalized ? poll : null,
    endorsements,
    debates,
  };
}
