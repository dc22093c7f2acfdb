import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import {
  recordHistoryEvents,
  type HistoryEventInput,
} from '@/lib/systems/core/history/record-history-events';
import { publishSystemNews, type SystemNewsInput } from '@/lib/systems/core/news/publish-system-news';

type WinnerRow = {
  election_id: string;
  country_id: string;
  office_id: string;
  office_key: string;
  title: string;
  role: string;
  state_name: string | null;
  character_id: string;
  character_name: string;
  party_name: string | null;
  vote_share: number;
  took_seat: boolean;
};

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/**
 * History and news for the elections that ended this turn: one `election_held` event and one news post per
 * country and office (a turn can elect a whole chamber), and a `leader_change` event and post when a head of
 * state or government changes hands. Rows are written in a fixed order.
 */
export async function recordElectionResults(
  tx: Db,
  input: { turn: number; startingYear: number },
): Promise<void> {
  const result = await tx.execute<WinnerRow>(sql`
    select e.id as election_id, e.country_id, e.office_id, o.office_key, o.title, o.role, st.name as state_name,
           ec.character_id, ec.character_name, ec.party_name, ec.vote_share,
           exists (select 1 from careers cr where cr.seat_id is not null and cr.character_id = ec.character_id
                   and cr.office_id = e.office_id and cr.start_turn = ${input.turn} and cr.type = 'elected') as took_seat
    from elections e
    join offices o on o.id = e.office_id
    join election_candidates ec on ec.election_id = e.id and ec.is_winner
    left join states st on st.id = e.state_id
    where e.end_turn = ${input.turn} and e.finalized
    order by e.country_id, o.sort_order, e.id, ec.votes desc, ec.character_id`);
  const groups = new Map<string, WinnerRow[]>();
  for (const row of result.rows) {
    const key = `${row.country_id}|${row.office_id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const events: HistoryEventInput[] = [];
  const news: SystemNewsInput[] = [];
  for (const winners of groups.values()) {
    const first = winners[0]!;
    const elections = new Set(winners.map((w) => w.election_id));
    const seatsByParty: Record<string, number> = {};
    for (const w of winners)
      seatsByParty[w.party_name ?? 'Independent'] = (seatsByParty[w.party_name ?? 'Independent'] ?? 0) + 1;
    const partySummary = Object.entries(seatsByParty)
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
      .map(([party, seats]) => `${party} ${seats}`)
      .join(', ');
    const seatsChanged = winners.filter((w) => w.took_seat).length;
    const single = winners.length === 1;
    const place = first.state_name ? `${first.state_name} ` : '';
    const title = single
      ? `${first.character_name} wins the ${place}${first.title} election with ${percent(first.vote_share)}`
      : `${first.title} elections in ${elections.size} ${elections.size === 1 ? 'region' : 'regions'}: ${partySummary}`;
    events.push({
      countryId: first.country_id,
      turn: input.turn,
      eventType: 'election_held',
      title,
      officeType: first.office_key,
      characterId: single ? first.character_id : null,
      characterName: single ? first.character_name : null,
      partyName: single ? first.party_name : null,
      details: {
        elections: elections.size,
        electionIds: [...elections],
        seats: winners.length,
        seatsByParty,
        seatsChanged,
      },
      iterationStartingYear: input.startingYear,
    });
    news.push({
      title,
      content: single
        ? `${first.character_name} (${first.party_name ?? 'Independent'}) won ${percent(first.vote_share)} of the vote${first.took_seat ? ' and takes office.' : ' and keeps the seat.'}`
        : `${winners.length} seats were decided (${partySummary}); ${seatsChanged} changed hands.`,
      category: 'elections',
      countryId: first.country_id,
      turn: input.turn,
    });
    for (const head of winners.filter((w) => w.role === 'head' && w.took_seat)) {
      const headline = `${head.character_name} becomes ${head.title}`;
      events.push({
        countryId: head.country_id,
        turn: input.turn,
        eventType: 'leader_change',
        title: headline,
        officeType: head.office_key,
        characterId: head.character_id,
        characterName: head.character_name,
        partyName: head.party_name,
        details: { electionId: head.election_id, voteShare: head.vote_share },
        iterationStartingYear: input.startingYear,
      });
      news.push({
        title: headline,
        content: `${head.character_name} (${head.party_name ?? 'Independent'}) takes office after winning the election.`,
        category: 'politics',
        countryId: head.country_id,
        turn: input.turn,
      });
    }
  }
  await recordHistoryEvents(tx, events);
  await publishSystemNews(tx, news);
}
