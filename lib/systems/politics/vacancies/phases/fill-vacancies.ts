import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { choiceWindowClosedSql, openChoiceWindow } from '@/lib/platform/player-window';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import {
  ELECTION_LEAD_TURNS,
  GENERAL_START_BEFORE_END,
  PRIMARY_START_BEFORE_END,
} from '../../elections/constants';
import { formGovernment } from '../../government/form-government';
import { applySeatChanges, type SeatChange } from '../../offices/apply-seat-changes';
import {
  INTERIM_CHOICE_TURNS,
  NPP_DEPARTURE_RATE_PER_TURN,
  NPP_SCANDAL_SHARE,
  VACANCY_RULES,
} from '../constants';
import { vacateSeats, type SeatToVacate } from '../vacate-seats';

const TURNS_PER_YEAR = 52;
const RULES_JSON = JSON.stringify(
  Object.entries(VACANCY_RULES).map(([officeId, rule]) => ({
    office_id: officeId,
    fill: rule.fill,
    list_share: rule.listShare ?? null,
  })),
);

/** A uniform draw in [0, 1) from a salt and a key: the same turn replays the same draws. */
function drawSql(salt: string, key: ReturnType<typeof sql>) {
  return sql`(('x' || lpad(substr(md5(${salt} || ':' || ${key}), 1, 8), 16, '0'))::bit(64)::bigint / 4294967296.0)`;
}

/** Seeded departures of non-player holders of elected offices (retirement, or resignation over a scandal). */
async function nonPlayerDepartures(tx: Db, turn: number, salt: string): Promise<SeatToVacate[]> {
  const rows = await tx.execute<{ seat_id: string; reason: 'retired' | 'scandal' }>(sql`
    select s.id as seat_id,
           case when ${drawSql(`${salt}:why`, sql`s.id`)} < ${NPP_SCANDAL_SHARE} then 'scandal' else 'retired' end as reason
    from seats s join offices o on o.id = s.office_id join characters c on c.id = s.holder_character_id
    where c.is_npp and o.role in ('head', 'legislator', 'regional_head')
      and (s.term_end_turn is null or s.term_end_turn > ${turn}::int + ${ELECTION_LEAD_TURNS}::int)
      and ${drawSql(salt, sql`s.id`)} < ${NPP_DEPARTURE_RATE_PER_TURN}
    order by s.id`);
  return rows.rows.map((r) => ({ seatId: r.seat_id, reason: r.reason }));
}

/**
 * Gives each new vacancy its fill rule (VACANCY_RULES): a by-election, list or interim seat whose regular
 * election is due within the lead time, or already open, waits for it instead.
 */
async function assignFillRules(tx: Db, turn: number): Promise<void> {
  await tx.execute(sql`
    update seat_vacancies v set fill_rule = case
      when r.fill in ('by_election', 'list', 'interim')
        and (s.term_end_turn <= ${turn}::int + ${ELECTION_LEAD_TURNS}::int
             or exists (select 1 from elections e where e.office_id = s.office_id and e.kind = 'regular'
                        and e.state_id is not distinct from s.state_id and e.stagger_class = s.stagger_class
                        and e.status <> 'closed'))
        then 'regular_election'
      when r.list_share is not null
        and s.seat_number > round((select count(*) from seats g where g.office_id = s.office_id
                                   and g.state_id is not distinct from s.state_id) * (1 - r.list_share))
        then 'list'
      else coalesce(r.fill, 'none') end
    from seats s left join jsonb_to_recordset(${RULES_JSON}::jsonb) as r(office_id text, fill text, list_share float8)
      on r.office_id = s.office_id
    where v.seat_id = s.id and v.fill_rule is null and v.filled_turn is null`);
}

/** Marks vacancies filled once their seat has a holder again (by whichever rule), from the holder's career. */
export async function closeFilledVacancies(tx: Db, turn: number): Promise<void> {
  await tx.execute(sql`
    update seat_vacancies v set filled_turn = coalesce(cr.start_turn, ${turn}), filled_by_character_id = s.holder_character_id
    from seats s left join careers cr on cr.seat_id = s.id and cr.end_turn is null and cr.character_id = s.holder_character_id
    where v.seat_id = s.id and v.filled_turn is null and s.holder_character_id is not null`);
}

/**
 * The seats filled by appointment this turn: a list seat by the departed member's party's next name (its
 * best-placed unelected candidate for that office, then its most influential politician holding no seat;
 * a player only if they stood for the office), a US Senate seat by the governor's pick (the most
 * influential politician of the governor's party in the state holding no seat). Picks taken twice keep
 * the first seat; the other waits a turn.
 */
async function appointments(tx: Db, at: { turn: number; now: Date }): Promise<SeatChange[]> {
  const rows = await tx.execute<{ seat_id: string; pick: string | null; term_end: number | null }>(sql`
    select v.seat_id, s.term_end_turn as term_end,
      case v.fill_rule
        when 'list' then (
          select c.id from characters c
          where c.party_id = v.party_id and c.country_id = s.country_id
            and not exists (select 1 from seats x where x.holder_character_id = c.id)
            and not exists (select 1 from election_candidates ec join elections e on e.id = ec.election_id
                            where ec.character_id = c.id and e.status <> 'closed')
            and (c.is_npp or exists (select 1 from election_candidates ec join elections e on e.id = ec.election_id
                                     where ec.character_id = c.id and e.office_id = s.office_id))
          order by (select max(ec.votes) from election_candidates ec join elections e on e.id = ec.election_id
                    where ec.character_id = c.id and e.office_id = s.office_id and e.status = 'closed'
                      and not ec.is_winner) desc nulls last,
                   (c.state_id is not distinct from s.state_id) desc, c.political_influence desc, c.id
          limit 1)
        else (
          select c.id from characters c
          where c.is_npp and c.state_id = s.state_id
            and not exists (select 1 from seats x where x.holder_character_id = c.id)
            and not exists (select 1 from election_candidates ec join elections e on e.id = ec.election_id
                            where ec.character_id = c.id and e.status <> 'closed')
          order by (c.party_id is not distinct from coalesce(
                     (select g.party_id from seats g join offices go on go.id = g.office_id
                      where go.country_id = s.country_id and go.role = 'regional_head' and g.state_id = s.state_id
                        and g.holder_character_id is not null limit 1), v.party_id)) desc,
                   c.political_influence desc, c.id
          limit 1) end as pick
    from seat_vacancies v join seats s on s.id = v.seat_id
    where v.fill_rule in ('list', 'interim') and v.filled_turn is null and s.holder_character_id is null
      and (v.choice_closes_turn is null
           or ${choiceWindowClosedSql(sql`v.choice_closes_turn`, sql`v.choice_closes_at`, at)})
    order by v.id`);
  const taken = new Set<string>();
  const changes: SeatChange[] = [];
  for (const row of rows.rows) {
    if (!row.pick || taken.has(row.pick)) continue;
    taken.add(row.pick);
    changes.push({ seatId: row.seat_id, newHolderId: row.pick, termEndTurn: row.term_end });
  }
  return changes;
}

/**
 * A US Senate vacancy whose state's governor is a player waits for the governor's choice: the window opens
 * once (INTERIM_CHOICE_TURNS and PLAYER_WINDOW_HOURS) and the governor is told. At its close, with no choice
 * made, `appointments` seats the default pick as for a non-player governor.
 */
async function openGovernorChoices(tx: Db, turn: number, now: Date): Promise<void> {
  const window = openChoiceWindow({ turn, turns: INTERIM_CHOICE_TURNS, now, addressedToPlayer: true });
  const opened = await tx.execute<{ id: number }>(sql`
    update seat_vacancies v set appointer_character_id = g.holder_character_id,
      choice_closes_turn = ${window.closesTurn}, choice_closes_at = ${window.closesAt.toISOString()}::timestamptz
    from seats s, seats g join offices go on go.id = g.office_id join characters gc on gc.id = g.holder_character_id
    where v.seat_id = s.id and v.fill_rule = 'interim' and v.filled_turn is null and v.choice_closes_turn is null
      and s.holder_character_id is null and go.country_id = s.country_id and go.role = 'regional_head'
      and g.state_id = s.state_id and gc.user_id is not null
    returning v.id`);
  if (opened.rows.length === 0) return;
  await notifyMany(tx, {
    turn,
    now,
    source: sql`
      select v.appointer_character_id as character_id, 'interim_appointment_due' as kind, v.id::text as key,
             'Appoint an interim ' || o.title || coalesce(' for ' || st.name, '') as title,
             'A seat fell vacant. Choose who holds it until the special election; if you do not choose by turn '
               || v.choice_closes_turn || ', the most influential politician of your party in the state is appointed.' as body,
             '/offices/vacancies/' || v.id as link
      from seat_vacancies v join seats s on s.id = v.seat_id join offices o on o.id = s.office_id
      left join states st on st.id = s.state_id
      where v.id in (select jsonb_array_elements_text(${JSON.stringify(opened.rows.map((r) => String(r.id)))}::jsonb)::int)`,
  });
}

/**
 * The US presidency's line of succession as the catalog has it: the game models no vice president,
 * Speaker or president pro tempore, so the cabinet secretaries follow in seat order (3 U.S.C. § 19(d)).
 * The successor leaves their cabinet seat and serves out the term. With no secretary in office the
 * presidency goes to a special election.
 */
async function presidentialSuccessions(tx: Db, turn: number): Promise<string[]> {
  const rows = await tx.execute<{
    id: number;
    seat_id: string;
    country_id: string;
    term_end: number | null;
    successor_seat: string | null;
    successor: string | null;
  }>(sql`
    select v.id, v.seat_id, s.country_id, s.term_end_turn as term_end, next.id as successor_seat,
           next.holder_character_id as successor
    from seat_vacancies v join seats s on s.id = v.seat_id
    left join lateral (
      select cs.id, cs.holder_character_id from seats cs join offices co on co.id = cs.office_id
      where cs.country_id = s.country_id and co.role = 'cabinet' and cs.holder_character_id is not null
      order by cs.seat_number, cs.id limit 1) next on true
    where v.fill_rule = 'succession' and v.filled_turn is null and s.holder_character_id is null
    order by v.id`);
  const countries: string[] = [];
  for (const row of rows.rows) {
    if (!row.successor) {
      await tx.execute(sql`update seat_vacancies set fill_rule = 'by_election' where id = ${row.id}`);
      continue;
    }
    await vacateSeats(tx, { seats: [{ seatId: row.successor_seat!, reason: 'succeeded' }], turn });
    await applySeatChanges(tx, {
      changes: [{ seatId: row.seat_id, newHolderId: row.successor, termEndTurn: row.term_end }],
      turn,
      careerType: 'appointed',
    });
    countries.push(row.country_id);
  }
  return countries;
}

/** Parliamentary heads whose seat emptied: parliament forms a new government without the one who left. */
async function formationsDue(tx: Db): Promise<{ countryId: string; excluded: string[] }[]> {
  const rows = await tx.execute<{ country_id: string; excluded: string[] }>(sql`
    select s.country_id, array_agg(v.previous_holder_id order by v.id) filter (where v.previous_holder_id is not null) as excluded
    from seat_vacancies v join seats s on s.id = v.seat_id
    where v.fill_rule = 'formation' and v.filled_turn is null and s.holder_character_id is null
    group by s.country_id order by s.country_id`);
  return rows.rows.map((r) => ({ countryId: r.country_id, excluded: r.excluded ?? [] }));
}

/**
 * Calls a by-election for every by-election or interim seat with no election under way: one seat, the rest
 * of the term, on the regular timeline (ELECTION_LEAD_TURNS), inside the group's current cycle. The
 * schedule-elections phase, next in the turn, enters its non-player candidates.
 */
async function callByElections(tx: Db, turn: number, startingYear: number): Promise<void> {
  await tx.execute(sql`
    with due as (
      select v.id as vacancy_id, s.id as seat_id, s.office_id, s.country_id, s.state_id, s.stagger_class,
             o.office_key, o.has_primary, ${turn}::int + ${ELECTION_LEAD_TURNS}::int as end_turn
      from seat_vacancies v join seats s on s.id = v.seat_id join offices o on o.id = s.office_id
      where v.fill_rule in ('by_election', 'interim') and v.election_id is null
        and (v.filled_turn is null or v.fill_rule = 'interim')
        and s.term_end_turn > ${turn}::int + ${ELECTION_LEAD_TURNS}::int
        and not exists (select 1 from elections e where e.status <> 'closed' and e.office_id = s.office_id
                        and ((e.kind = 'by_election' and e.seat_id = s.id)
                             or (e.kind = 'regular' and e.state_id is not distinct from s.state_id
                                 and e.stagger_class = s.stagger_class)))),
    called as (
      insert into elections (id, country_id, office_id, election_type, state_id, seat_id, stagger_class, cycle,
                             election_year, total_seats, status, scheduled_turn, primary_turn, general_turn,
                             end_turn, kind)
      select lower('by-' || d.seat_id || '-' || d.end_turn), d.country_id, d.office_id, d.office_key, d.state_id,
             d.seat_id, d.stagger_class,
             greatest(1, (select count(*) from elections e where e.office_id = d.office_id and e.kind = 'regular'
              and e.state_id is not distinct from d.state_id and e.stagger_class = d.stagger_class)),
             ${startingYear}::int + (d.end_turn - 1) / ${TURNS_PER_YEAR}, 1, 'upcoming', ${turn},
             case when d.has_primary then d.end_turn - ${PRIMARY_START_BEFORE_END} end,
             d.end_turn - ${GENERAL_START_BEFORE_END}, d.end_turn, 'by_election'
      from due d order by d.seat_id
      on conflict do nothing
      returning id, seat_id)
    update seat_vacancies v set election_id = called.id
    from called join due on due.seat_id = called.seat_id
    where v.id = due.vacancy_id`);
}

/** Players who could stand in a by-election called this turn: of its country (and state), holding no seat of that office. */
async function notifyByElections(tx: Db, turn: number, now: Date): Promise<void> {
  await notifyMany(tx, {
    turn,
    now,
    source: sql`
      select c.id as character_id, 'by_election_called' as kind, e.id as key,
             'By-election: ' || coalesce(st.name || ', ', '') || o.title as title,
             'A seat is vacant. Filing is open until turn ' || e.general_turn || '; votes are counted at turn '
               || e.end_turn || '.' as body,
             '/elections/' || e.id as link
      from elections e join offices o on o.id = e.office_id left join states st on st.id = e.state_id
      join characters c on c.country_id = e.country_id and c.user_id is not null
        and (e.state_id is null or c.state_id = e.state_id)
      where e.kind = 'by_election' and e.scheduled_turn = ${turn}
        and not exists (select 1 from seats x where x.holder_character_id = c.id and x.office_id = e.office_id)`,
  });
}

/** Players seated this turn by a list, an interim appointment or the line of succession. */
async function notifySeated(tx: Db, turn: number, now: Date): Promise<void> {
  await notifyMany(tx, {
    turn,
    now,
    source: sql`
      select v.filled_by_character_id as character_id, 'office_taken' as kind, v.id::text as key,
             'You are now ' || o.title || coalesce(' for ' || st.name, '') as title,
             case v.fill_rule
               when 'list' then 'You took a vacant seat as the next name on your party''s list.'
               when 'interim' then 'The governor appointed you to a vacant seat until a special election.'
               else 'You succeeded to the office when it fell vacant.' end as body,
             '/characters/' || c.seq as link
      from seat_vacancies v join seats s on s.id = v.seat_id join offices o on o.id = s.office_id
      join characters c on c.id = v.filled_by_character_id
      left join states st on st.id = s.state_id and o.scope = 'state'
      where v.filled_turn = ${turn} and v.fill_rule in ('list', 'interim', 'succession')`,
  });
}

/**
 * Politics phase, first of the turn: non-players leave office now and then (seeded); each vacancy gets its
 * rule and is filled by it (list, interim appointment, succession, formation), or a by-election is called.
 */
export const fillVacanciesPhase = definePhase({
  id: 'fill-vacancies',
  system: 'politics',
  async run(tx, ctx) {
    const salt = String(ctx.random.int(0, 2_147_483_646));
    await vacateSeats(tx, { seats: await nonPlayerDepartures(tx, ctx.turn, salt), turn: ctx.turn });
    const waiting = await tx.execute(sql`select 1 from seat_vacancies where filled_turn is null limit 1`);
    if (waiting.rows.length === 0) return;
    await closeFilledVacancies(tx, ctx.turn);
    await assignFillRules(tx, ctx.turn);
    await openGovernorChoices(tx, ctx.turn, ctx.now);
    await applySeatChanges(tx, {
      changes: await appointments(tx, { turn: ctx.turn, now: ctx.now }),
      turn: ctx.turn,
      careerType: 'appointed',
    });
    const reformed = new Set(await presidentialSuccessions(tx, ctx.turn));
    for (const formation of await formationsDue(tx)) {
      await formGovernment(tx, {
        countryId: formation.countryId,
        turn: ctx.turn,
        now: ctx.now,
        startingYear: ctx.state.startingYear,
        choice: { excludedHeadIds: formation.excluded },
      });
      reformed.delete(formation.countryId);
    }
    // A president who succeeded forms a cabinet of their own, as after an election.
    for (const countryId of [...reformed].sort()) {
      await formGovernment(tx, {
        countryId,
        turn: ctx.turn,
        now: ctx.now,
        startingYear: ctx.state.startingYear,
      });
    }
    await closeFilledVacancies(tx, ctx.turn);
    // The successor's own cabinet seat emptied this turn: the formation above refilled it.
    await assignFillRules(tx, ctx.turn);
    await closeFilledVacancies(tx, ctx.turn);
    await callByElections(tx, ctx.turn, ctx.state.startingYear);
    await notifyByElections(tx, ctx.turn, ctx.now);
    await notifySeated(tx, ctx.turn, ctx.now);
  },
});
