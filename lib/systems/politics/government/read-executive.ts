import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { PRIME_RATE_RULE } from '@/lib/systems/economy/macro/constants';
import { portfolioTitlesJoin } from '@/lib/systems/politics/executive/seat-titles';
import type { GetExecutiveResult } from './schemas';

type SeatRow = {
  seat_id: string;
  role: string;
  office: string;
  portfolio: string | null;
  state_id: string | null;
  state_name: string | null;
  term_start_turn: number | null;
  term_end_turn: number | null;
  character_id: string | null;
  name: string | null;
  party: string | null;
};

const holderOf = (row: { character_id: string | null; name: string | null; party: string | null }) =>
  row.character_id ? { characterId: row.character_id, name: row.name!, party: row.party } : null;

/** The executive of one country, read in four statements (seats, nominations, orders, the bank's rate). */
export async function readExecutive(db: Db, country: string): Promise<GetExecutiveResult> {
  const seats = await db.execute<SeatRow>(sql`
    select s.id as seat_id, o.role, coalesce(pt.title, o.title) as office, s.portfolio, s.state_id, st.name as state_name,
           s.term_start_turn, s.term_end_turn, c.id as character_id, c.name, p.name as party
    from seats s join offices o on o.id = s.office_id left join ${portfolioTitlesJoin('pt', 's')}
    left join states st on st.id = s.state_id
    left join characters c on c.id = s.holder_character_id left join parties p on p.id = c.party_id
    where s.country_id = ${country} and o.role in ('head', 'cabinet', 'regional_head', 'central_bank')
    order by o.role, st.name nulls first, s.seat_number, s.id`);
  const [named] = (await db.execute<{ name: string }>(sql`select name from countries where id = ${country}`))
    .rows;
  const nominations = await db.execute<{
    id: string;
    seat_id: string;
    office: string;
    character_id: string;
    name: string;
    party: string | null;
    chamber: string | null;
    yes: number;
    no: number;
    nominated_turn: number;
    closes_turn: number;
  }>(sql`
    select n.id, n.seat_id, coalesce(pt.title, o.title) as office, c.id as character_id, c.name, p.name as party,
           ch.name as chamber, n.yes_votes as yes, n.no_votes as no, n.nominated_turn, n.closes_turn
    from nominations n join seats s on s.id = n.seat_id join offices o on o.id = s.office_id
    left join ${portfolioTitlesJoin('pt', 's')}
    join characters c on c.id = n.nominee_character_id left join parties p on p.id = c.party_id
    left join chambers ch on ch.id = n.chamber_id
    where n.country_id = ${country} and n.status = 'pending' order by n.nominated_turn, n.id`);
  const orders = await db.execute<{
    id: string;
    legislation_type_id: string;
    option_index: number;
    title: string;
    state_id: string | null;
    issued_by: string | null;
    issued_turn: number;
    expires_turn: number;
  }>(sql`
    select x.id, x.legislation_type_id, x.option_index, lt.name || ': ' || po.name as title, x.state_id,
           c.name as issued_by, x.issued_turn, x.expires_turn
    from executive_orders x join legislation_types lt on lt.id = x.legislation_type_id
    join policy_options po on po.legislation_type_id = x.legislation_type_id and po.option_index = x.option_index
    left join characters c on c.id = x.issued_by_character_id
    where x.country_id = ${country} and x.ended_turn is null order by x.issued_turn desc, x.id`);
  const [bank] = (
    await db.execute<{ rate: number; changed: number; pending: number | null }>(sql`
      select prime_rate::float8 as rate, prime_rate_changed_turn as changed, chair_rate::float8 as pending
      from country_economies where country_id = ${country}`)
  ).rows;
  const head = seats.rows.find((s) => s.role === 'head');
  const chair = seats.rows.find((s) => s.role === 'central_bank');
  return {
    found: seats.rows.length > 0,
    countryId: country,
    countryName: named?.name ?? null,
    head:
      head && head.character_id
        ? {
            seatId: head.seat_id,
            office: head.office,
            characterId: head.character_id,
            name: head.name!,
            party: head.party,
          }
        : null,
    cabinet: seats.rows
      .filter((s) => s.role === 'cabinet')
      .map((s) => ({
        seatId: s.seat_id,
        office: s.office,
        portfolio: s.portfolio,
        holder: holderOf(s),
        confirmedTurn: s.character_id ? s.term_start_turn : null,
      })),
    regionalHeads: seats.rows
      .filter((s) => s.role === 'regional_head')
      .map((s) => ({
        seatId: s.seat_id,
        stateId: s.state_id!,
        stateName: s.state_name ?? s.state_id!,
        office: s.office,
        holder: holderOf(s),
      })),
    nominations: nominations.rows.map((n) => ({
      id: n.id,
      seatId: n.seat_id,
      office: n.office,
      nominee: { characterId: n.character_id, name: n.name, party: n.party },
      chamber: n.chamber,
      yes: n.yes,
      no: n.no,
      nominatedTurn: n.nominated_turn,
      closesTurn: n.closes_turn,
    })),
    orders: orders.rows.map((o) => ({
      id: o.id,
      legislationTypeId: o.legislation_type_id,
      optionIndex: o.option_index,
      title: o.title,
      stateId: o.state_id,
      issuedBy: o.issued_by,
      issuedTurn: o.issued_turn,
      expiresTurn: o.expires_turn,
    })),
    centralBank:
      chair && bank
        ? {
            seatId: chair.seat_id,
            office: chair.office,
            holder: holderOf(chair),
            termEndTurn: chair.term_end_turn,
            rate: bank.rate,
            decidedTurn: bank.changed,
            nextDecisionTurn: bank.changed + PRIME_RATE_RULE.cooldownTurns,
            pendingRate: bank.pending,
          }
        : null,
  };
}
