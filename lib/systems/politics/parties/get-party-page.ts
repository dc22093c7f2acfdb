import { asc, desc, eq, sql } from 'drizzle-orm';
import { characters, parties } from '@/models';
import { characterProfileUrl } from '@/lib/systems/core/characters/profile-url';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { centsToUnits } from '@/lib/systems/core/money';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { partyPageParams } from './membership-schemas';
import { PARTY_PAGE_MEMBERS, PARTY_SELECTIONS_SHOWN, type PartyWhipPosition } from './constants';
import { standingSql } from './party-actor';
import { pendingWhips, selectPartyRows, toPartySummary } from './party-rows';
import { runningCandidateSql } from './grants';
import type { PartySummary } from './schemas';
import { openSelections, type OpenSelection } from './selections';
import { partyList, type PartyListEntry } from './party-list';
import { coalitionView, type CoalitionView } from '@/lib/systems/politics/government/coalitions';

/** Most recent grants and pending bills the page lists. */
const PAGE_GRANTS = 20;
const PAGE_BILLS = 30;

export interface PartyPage {
  party: PartySummary & {
    chairCharacterId: string | null;
    chairName: string | null;
    leaderSinceTurn: number | null;
    nextLeadershipTurn: number | null;
    foundedTurn: number | null;
  };
  members: {
    id: string;
    name: string;
    position: string;
    stateCode: string;
    politicalInfluence: number;
    isPlayer: boolean;
    profileUrl: string;
    standing: number;
    running: boolean;
  }[];
  /** Where `members` lies in the roster: page 1 is the most influential hundred. */
  membersPage: { page: number; pageCount: number; pageSize: number; total: number };
  whips: { billId: string; billTitle: string; position: PartyWhipPosition; turn: number }[];
  grants: { characterName: string; amount: number; turn: number; grantedByName: string }[];
  race: {
    closesTurn: number;
    candidates: { characterId: string; name: string; votes: number; profileUrl: string }[];
    viewerVotedFor: string | null;
  } | null;
  /** Open candidate selections (members choose the party's candidate for a race), soonest first. */
  selections: OpenSelection[];
  /** The head of the party list (countries with list seats), in the order list seats are filled. */
  list: PartyListEntry[];
  /** Coalition talks this party leads or was asked into, while open. */
  coalition: CoalitionView | null;
  /** Bills of the country still pending, for the leader's whip form (empty for anyone else). */
  whippableBills: { id: string; title: string }[];
  turn: number;
  /** The signed-in viewer's relation to this party, for the buttons. */
  viewer: {
    hasCharacter: boolean;
    characterId: string | null;
    countryId: string | null;
    partyId: string | null;
    isLeader: boolean;
    standing: number | null;
  } | null;
}

/**
 * GET /api/parties/[id]?membersPage: the party with its leader, treasury and grants, whips, leadership race
 * and one page of its members.
 */
export async function getPartyPage(
  db: Db,
  input: { id: string; userId: string | null; membersPage?: unknown },
): Promise<PartyPage> {
  const { id, membersPage } = parseInput(partyPageParams, { id: input.id, membersPage: input.membersPage });
  const [row] = await selectPartyRows(db).where(eq(parties.id, id));
  if (!row) throw new AppError('NOT_FOUND', `No party ${id}.`);
  const total = Number(row.memberCount);
  const pageCount = Math.max(1, Math.ceil(total / PARTY_PAGE_MEMBERS));
  const page = Math.min(membersPage, pageCount);
  const [members, viewerRows, extra, turn] = await Promise.all([
    db
      .select({
        id: characters.id,
        seq: characters.seq,
        name: characters.name,
        position: characters.position,
        stateCode: characters.stateId,
        politicalInfluence: characters.politicalInfluence,
        userId: characters.userId,
        standing: sql<number>`${standingSql(sql`${row.id}`, sql`${characters.id}`)}`,
        running: sql<boolean>`${runningCandidateSql(sql`${characters.id}`)}`,
      })
      .from(characters)
      .where(eq(characters.partyId, row.id))
      .orderBy(desc(characters.politicalInfluence), asc(characters.seq))
      .limit(PARTY_PAGE_MEMBERS)
      .offset((page - 1) * PARTY_PAGE_MEMBERS),
    input.userId
      ? db
          .select({
            id: characters.id,
            countryId: characters.countryId,
            partyId: characters.partyId,
            standing: sql<number>`${standingSql(sql`${row.id}`, sql`${characters.id}`)}`,
          })
          .from(characters)
          .where(eq(characters.userId, input.userId))
      : Promise.resolve(null),
    db
      .select({
        nextLeadershipTurn: parties.nextLeadershipTurn,
        foundedTurn: parties.foundedTurn,
        chairName: sql<string | null>`(select name from characters where id = ${parties.chairCharacterId})`,
      })
      .from(parties)
      .where(eq(parties.id, row.id)),
    currentTurn(db),
  ]);
  const viewerCharacter = viewerRows?.[0];
  const isLeader = Boolean(viewerCharacter && viewerCharacter.id === row.chairCharacterId);
  const [whips, grants, raceRows, bills, selections, list, coalition] = await Promise.all([
    pendingWhips(db, row.id),
    db.execute<{ name: string; amount_cents: string; turn: number; by_name: string }>(sql`
      select c.name, g.amount_cents::text, g.turn, coalesce(l.name, '') as by_name from party_grants g
        join characters c on c.id = g.character_id left join characters l on l.id = g.granted_by_character_id
      where g.party_id = ${row.id} order by g.turn desc, g.id limit ${PAGE_GRANTS}`),
    db.execute<{
      closes_turn: number;
      character_id: string | null;
      name: string | null;
      seq: number | null;
      votes: number | null;
      voted_for: string | null;
    }>(sql`
      select r.closes_turn, lc.character_id, c.name, c.seq, lc.votes,
        (select v.candidate_character_id from party_leadership_votes v
          where v.race_id = r.id and v.voter_character_id = ${viewerCharacter?.id ?? ''}) as voted_for
      from party_leadership_races r
        left join party_leadership_candidates lc on lc.race_id = r.id
        left join characters c on c.id = lc.character_id
      where r.party_id = ${row.id} and r.status = 'open'
      order by lc.votes desc nulls last, c.seq`),
    isLeader
      ? db.execute<{ id: string; title: string }>(sql`
          select id, title from bills where country_id = ${row.countryId} and status = 'pending'
          order by proposed_turn desc, id limit ${PAGE_BILLS}`)
      : Promise.resolve({ rows: [] as { id: string; title: string }[] }),
    openSelections(db, {
      partyId: row.id,
      viewerCharacterId: viewerCharacter?.id ?? null,
      limit: PARTY_SELECTIONS_SHOWN,
    }),
    partyList(db, { partyId: row.id, countryId: row.countryId }),
    coalitionView(db, { partyId: row.id, countryId: row.countryId, viewerIsLeader: isLeader }),
  ]);
  const first = raceRows.rows[0];
  return {
    party: {
      ...toPartySummary(row),
      chairCharacterId: row.chairCharacterId,
      chairName: extra[0]?.chairName ?? null,
      leaderSinceTurn: row.leaderSinceTurn,
      nextLeadershipTurn: extra[0]?.nextLeadershipTurn ?? null,
      foundedTurn: extra[0]?.foundedTurn ?? null,
    },
    members: members.map(({ seq, userId, ...member }) => ({
      ...member,
      standing: Number(member.standing),
      isPlayer: userId !== null,
      profileUrl: characterProfileUrl(seq),
    })),
    membersPage: { page, pageCount, pageSize: PARTY_PAGE_MEMBERS, total },
    whips,
    grants: grants.rows.map((g) => ({
      characterName: g.name,
      amount: centsToUnits(Number(g.amount_cents)),
      turn: g.turn,
      grantedByName: g.by_name,
    })),
    race: first
      ? {
          closesTurn: first.closes_turn,
          candidates: raceRows.rows
            .filter((r) => r.character_id !== null)
            .map((r) => ({
              characterId: r.character_id!,
              name: r.name ?? '',
              votes: r.votes ?? 0,
              profileUrl: characterProfileUrl(r.seq ?? 0),
            })),
          viewerVotedFor: first.voted_for,
        }
      : null,
    whippableBills: bills.rows,
    selections,
    list,
    coalition,
    turn,
    viewer: viewerRows
      ? {
          hasCharacter: Boolean(viewerCharacter),
          characterId: viewerCharacter?.id ?? null,
          countryId: viewerCharacter?.countryId ?? null,
          partyId: viewerCharacter?.partyId ?? null,
          isLeader,
          standing: viewerCharacter?.partyId === row.id ? Number(viewerCharacter.standing) : null,
        }
      : null,
  };
}
