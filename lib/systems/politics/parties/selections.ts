import { sql, type SQL } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { objectIdOf } from '@/lib/platform/db/entity-ref';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { OFFICE_CATALOG } from '@/lib/systems/politics/offices/catalog';
import { CHALLENGERS_PER_PARTY_PER_SEAT } from '@/lib/systems/politics/elections/constants';
import { partyIdField, selectionVoteInput } from './membership-schemas';
import { partyActorOrThrow } from './party-actor';

/** A candidate's votes in a selection: the players' rows and, once decided, the non-players' tally. */
export const selectionVotesSql = (selectionId: SQL, candidateId: SQL): SQL => sql`((select count(*)::int
  from party_selection_votes v where v.selection_id = ${selectionId} and v.candidate_character_id = ${candidateId})
  + coalesce(((select s.npc_votes from party_selections s where s.id = ${selectionId}) ->> ${candidateId})::int, 0))`;

/** Every vote cast in a selection, the players' and the non-players'. */
export const selectionVotesCastSql = (selectionId: SQL): SQL => sql`((select count(*)::int
  from party_selection_votes v where v.selection_id = ${selectionId})
  + (select coalesce(sum(t.value::int), 0)::int from party_selections s, jsonb_each_text(s.npc_votes) t
     where s.id = ${selectionId}))`;

/** Countries whose parties choose their candidates: the parliamentary ones (their offices hold no primary). */
export const SELECTION_COUNTRIES = Object.entries(OFFICE_CATALOG)
  .filter(([, c]) => c.governmentType === 'parliamentary')
  .map(([id]) => id)
  .sort();

/** Whether the election `e` (an alias of elections) is one whose parties' members choose the candidates. */
export function membersSelectSql(e: SQL): SQL {
  return sql`(${e}.country_id in (select jsonb_array_elements_text(${JSON.stringify(SELECTION_COUNTRIES)}::jsonb))
    and not exists (select 1 from offices so where so.id = ${e}.office_id and so.has_primary))`;
}

/**
 * The places party `partyId` fills in election `e`: its slate, as the scheduler fields it (its share of the
 * seats, at least one), or the seats its members hold there, whichever is more.
 */
export function partyPlacesSql(e: SQL, partyId: SQL): SQL {
  return sql`greatest(1, ceil(${e}.total_seats * ${CHALLENGERS_PER_PARTY_PER_SEAT}::float8)::int,
    (select count(*)::int from seats places_s join characters places_c on places_c.id = places_s.holder_character_id
     where places_s.office_id = ${e}.office_id and places_s.state_id is not distinct from ${e}.state_id
       and places_s.stagger_class = ${e}.stagger_class and places_c.party_id = ${partyId}))`;
}

/** A member `c` who chooses in the selection of election `e`: one living in its region (any, for a national race). */
export function selectorSql(c: SQL, e: SQL): SQL {
  return sql`(${e}.state_id is null or ${c}.state_id = ${e}.state_id)`;
}

/** The election's name for players: its office and, for a regional race, the region. */
export function electionNameSql(e: SQL): SQL {
  return sql`((select o.title from offices o where o.id = ${e}.office_id)
    || coalesce(' in ' || (select st.name from states st where st.id = ${e}.state_id), ''))`;
}

/**
 * POST /api/parties/[id]/selection/vote {electionId, candidateId}: a member's one vote in the party's open
 * candidate selection for a race. FORBIDDEN for a non-member or a member outside the seat's region;
 * CONFLICT with no selection open or a vote already cast; INELIGIBLE_TARGET for someone not seeking the
 * party's nomination there. Voting is free.
 */
export async function voteInSelection(
  db: Db,
  input: { userId: string; partyId: unknown; electionId: unknown; candidateId: unknown },
): Promise<{ success: true; partyId: string; electionId: string; candidateId: string; votes: number }> {
  const partyId = parseInput(partyIdField, input.partyId);
  const { electionId, candidateId: ref } = parseInput(selectionVoteInput, {
    electionId: input.electionId,
    candidateId: input.candidateId,
  });
  return withTx(db, async (tx) => {
    const { character, party } = await partyActorOrThrow(tx, { userId: input.userId, partyId });
    // Share-locked: the selection phase locks it before counting, so a vote lands before the count or not at all.
    const [selection] = (
      await tx.execute<{ id: string; state_id: string | null; voter_state: string | null; name: string }>(sql`
        select ps.id, e.state_id, (select c.state_id from characters c where c.id = ${character.id}) as voter_state,
          ${electionNameSql(sql`e`)} as name
        from party_selections ps join elections e on e.id = ps.election_id
        where ps.party_id = ${party.id} and ps.election_id = ${electionId} and ps.status = 'open'
        for share of ps`)
    ).rows;
    if (!selection) {
      throw new AppError('CONFLICT', `${party.name} is not choosing a candidate for that race now.`);
    }
    if (selection.state_id && selection.state_id !== selection.voter_state) {
      throw new AppError(
        'FORBIDDEN',
        `Only members of ${party.name} who live in the seat's region choose its candidate for ${selection.name}.`,
      );
    }
    const candidateId = await objectIdOf(tx, 'characters', ref);
    const [seeking] = candidateId
      ? (
          await tx.execute(sql`
            select 1 from election_candidates ec
            where ec.election_id = ${electionId} and ec.character_id = ${candidateId}
              and ec.party_id = ${party.id} and not ec.eliminated_in_primary`)
        ).rows
      : [];
    if (!seeking || !candidateId) {
      throw new AppError(
        'INELIGIBLE_TARGET',
        `That character is not seeking ${party.name}'s nomination there.`,
      );
    }
    const turn = await currentTurn(tx);
    const cast = await tx.execute(sql`
      insert into party_selection_votes (selection_id, voter_character_id, candidate_character_id, turn)
      values (${selection.id}, ${character.id}, ${candidateId}, ${turn}) on conflict do nothing returning 1`);
    if (cast.rows.length === 0) throw new AppError('CONFLICT', 'You have already voted in this selection.');
    const [tally] = (
      await tx.execute<{ votes: number }>(sql`
        select count(*)::int as votes from party_selection_votes
        where selection_id = ${selection.id} and candidate_character_id = ${candidateId}`)
    ).rows;
    return { success: true, partyId: party.id, electionId, candidateId, votes: tally?.votes ?? 1 };
  });
}

export interface OpenSelection {
  electionId: string;
  electionName: string;
  closesTurn: number;
  /** Whether the viewer may vote in it (a member in the seat's region who has not voted). */
  viewerMayVote: boolean;
  viewerVotedFor: string | null;
  candidates: { characterId: string; name: string; votes: number; incumbent: boolean }[];
}

/** The party's open candidate selections with their tallies so far, for the party page (soonest first). */
export async function openSelections(
  db: Db,
  input: { partyId: string; viewerCharacterId: string | null; limit: number },
): Promise<OpenSelection[]> {
  const viewer = input.viewerCharacterId ?? '';
  const rows = await db.execute<{
    election_id: string;
    name: string;
    closes_turn: number;
    may_vote: boolean;
    voted_for: string | null;
    candidates: { characterId: string; name: string; votes: number; incumbent: boolean }[];
  }>(sql`
    with open as (
      select ps.id, ps.election_id, ps.closes_turn from party_selections ps
      where ps.party_id = ${input.partyId} and ps.status = 'open'
      order by ps.closes_turn, ps.election_id limit ${input.limit})
    select o.election_id, ${electionNameSql(sql`e`)} as name, o.closes_turn,
      exists (select 1 from characters c where c.id = ${viewer} and c.party_id = ${input.partyId}
                and ${selectorSql(sql`c`, sql`e`)}) as may_vote,
      (select v.candidate_character_id from party_selection_votes v
        where v.selection_id = o.id and v.voter_character_id = ${viewer}) as voted_for,
      coalesce((select jsonb_agg(jsonb_build_object('characterId', k.id, 'name', k.name,
          'votes', ${selectionVotesSql(sql`o.id`, sql`k.id`)},
          'incumbent', exists (select 1 from seats s where s.office_id = e.office_id and s.holder_character_id = k.id))
          order by k.political_influence desc, k.seq)
        from election_candidates ec join characters k on k.id = ec.character_id
        where ec.election_id = o.election_id and ec.party_id = ${input.partyId} and not ec.eliminated_in_primary),
        '[]'::jsonb) as candidates
    from open o join elections e on e.id = o.election_id
    order by o.closes_turn, o.election_id`);
  return rows.rows.map((r) => ({
    electionId: r.election_id,
    electionName: r.name,
    closesTurn: r.closes_turn,
    viewerMayVote: r.may_vote && r.voted_for === null,
    viewerVotedFor: r.voted_for,
    candidates: r.candidates.map((c) => ({ ...c, votes: Number(c.votes) })),
  }));
}

export interface RaceSelection {
  partyName: string;
  partyHref: string;
  status: 'open' | 'decided';
  closesTurn: number;
  candidates: { name: string; votes: number; selected: boolean }[];
}

/** Every party's candidate selection for one race (open or decided), for the election page. */
export async function selectionsForElection(db: Db, electionId: string): Promise<RaceSelection[]> {
  const rows = await db.execute<{
    party_name: string;
    country_id: string;
    party_id: string;
    status: 'open' | 'decided';
    closes_turn: number;
    candidates: { name: string; votes: number; selected: boolean }[];
  }>(sql`
    select p.name as party_name, p.country_id, p.id as party_id, ps.status, ps.closes_turn,
      coalesce((select jsonb_agg(jsonb_build_object('name', k.name,
          'votes', ${selectionVotesSql(sql`ps.id`, sql`k.id`)},
          'selected', not ec.eliminated_in_primary) order by ec.eliminated_in_primary, k.name)
        from election_candidates ec join characters k on k.id = ec.character_id
        where ec.election_id = ps.election_id and ec.party_id = ps.party_id), '[]'::jsonb) as candidates
    from party_selections ps join parties p on p.id = ps.party_id
    where ps.election_id = ${electionId}
    order by p.name`);
  return rows.rows.map((r) => ({
    partyName: r.party_name,
    partyHref: `/countries/${r.country_id}/parties/${r.party_id}`,
    status: r.status,
    closesTurn: r.closes_turn,
    candidates: r.candidates.map((c) => ({ ...c, votes: Number(c.votes) })),
  }));
}
