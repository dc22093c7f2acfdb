import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { characters, parties } from '@/models';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { partyPageUrl } from '@/lib/systems/core/countries/page-urls';
import { coalitionView } from '@/lib/systems/politics/government/coalitions';
import { PARTY_RECENT_ELECTIONS, PARTY_SELECTIONS_SHOWN, PARTY_TOP_MEMBERS } from './constants';
import { partyList } from './party-list';
import { openSelections } from './selections';
import { positionLabel } from './position-labels';
import { pendingWhips, selectPartyRows, toPartySummary } from './party-rows';
import { getPartyQuery, type GetPartyResult } from './schemas';

export type GetPartyInput = z.input<typeof getPartyQuery>;

/**
 * One party of one country, with its leader, whips, list, open selections and coalition talks as the party
 * page shows them to a visitor, and its most influential members; a miss is found:false.
 */
export async function getParty(db: Db, input: GetPartyInput): Promise<GetPartyResult> {
  const { id, country } = parseInput(getPartyQuery, input);
  const [row] = await selectPartyRows(db).where(and(eq(parties.id, id), eq(parties.countryId, country)));
  if (!row) return { found: false, party: null };

  const members = await db
    .select({
      id: characters.id,
      seq: characters.seq,
      name: characters.name,
      position: characters.position,
      stateCode: characters.stateId,
      politicalInfluence: characters.politicalInfluence,
      nationalInfluence: characters.nationalInfluence,
    })
    .from(characters)
    .where(eq(characters.partyId, row.id))
    .orderBy(desc(characters.politicalInfluence), asc(characters.seq))
    .limit(PARTY_TOP_MEMBERS);
  let leader: { characterId: string; name: string; since: number | null } | null = null;
  if (row.chairCharacterId) {
    const [chair] = await db
      .select({ name: characters.name })
      .from(characters)
      .where(eq(characters.id, row.chairCharacterId));
    if (chair) leader = { characterId: row.chairCharacterId, name: chair.name, since: row.leaderSinceTurn };
  }
  const [whips, list, selections, talks] = await Promise.all([
    pendingWhips(db, row.id),
    partyList(db, { partyId: row.id, countryId: row.countryId }),
    openSelections(db, { partyId: row.id, viewerCharacterId: null, limit: PARTY_SELECTIONS_SHOWN }),
    coalitionView(db, { partyId: row.id, countryId: row.countryId, viewerIsLeader: false }),
  ]);

  const recent = await db.execute<{
    election_id: string;
    election_type: string;
    state_id: string | null;
    cycle: number;
    end_turn: number;
    total_seats: number;
    seats_won: number;
    votes: string;
  }>(sql`
    select e.id as election_id, e.election_type, e.state_id, e.cycle, e.end_turn, e.total_seats,
      count(*) filter (where ec.is_winner)::int as seats_won, coalesce(sum(ec.votes), 0)::text as votes
    from elections e join election_candidates ec on ec.election_id = e.id and ec.party_id = ${row.id}
    where e.status = 'closed' and e.country_id = ${row.countryId}
    group by e.id
    order by e.end_turn desc, e.id
    limit ${PARTY_RECENT_ELECTIONS}`);

  const summary = toPartySummary(row);
  return {
    found: true,
    party: {
      ...summary,
      economicLabel: positionLabel(summary.economicPosition, 'economic'),
      socialLabel: positionLabel(summary.socialPosition, 'social'),
      partyUrl: partyPageUrl(summary.countryId, summary.id),
      chairName: leader?.name ?? null,
      leader,
      whips,
      partyList: list.map(({ isPlayer: _isPlayer, ...entry }) => entry),
      selections: selections.map(
        ({ viewerMayVote: _mayVote, viewerVotedFor: _votedFor, ...selection }) => selection,
      ),
      coalitionTalks: talks && {
        formateurName: talks.formateurName,
        isFormateur: talks.isFormateur,
        closesTurn: talks.closesTurn,
        majorityThreshold: talks.majorityThreshold,
        seatsAgreed: talks.seatsAgreed,
        offers: talks.offers,
      },
      recentElectionResults: recent.rows.map((r) => ({
        electionId: r.election_id,
        electionType: r.election_type,
        state: r.state_id,
        cycle: r.cycle,
        endTurn: r.end_turn,
        totalSeats: r.total_seats,
        seatsWon: r.seats_won,
        votes: Number(r.votes),
      })),
      topMembers: members.map(({ seq, ...member }) => ({
        ...member,
        sequentialId: seq,
        profileUrl: characterProfileUrl(seq),
      })),
    },
  };
}
