import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { choiceWindowClosedSql, openChoiceWindow } from '@/lib/platform/player-window';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { applySeatChanges, type SeatChange } from '@/lib/systems/politics/offices/apply-seat-changes';
import { CENTRAL_BANK_TERM_TURNS, chamberId, CONSENT_CHAMBER } from '@/lib/systems/politics/offices/catalog';
import { NOMINATION_WINDOW_TURNS } from './constants';
import { portfolioTitlesJoin } from './seat-titles';

export interface NominationRequest {
  id: string;
  seatId: string;
  nomineeId: string;
  nominatorId: string | null;
}

export type OpenedNomination = {
  id: string;
  seatId: string;
  status: 'pending' | 'confirmed';
  chamberId: string | null;
  closesTurn: number;
};

/** (country, role) → the consenting chamber's id, as rows for SQL. */
const CONSENT_ROWS = JSON.stringify(
  Object.entries(CONSENT_CHAMBER).flatMap(([country, roles]) =>
    Object.entries(roles).map(([role, chamberKey]) => ({
      country_id: country,
      role,
      chamber_id: chamberId(country, chamberKey),
    })),
  ),
);
const TERM_ROWS = JSON.stringify(
  Object.entries(CENTRAL_BANK_TERM_TURNS).map(([country_id, turns]) => ({ country_id, turns })),
);

/** Seats the confirmed nominees (a chair starts a fixed term), in the few statements applySeatChanges takes. */
async function seatConfirmed(tx: Db, nominationIds: readonly string[], turn: number): Promise<void> {
  if (nominationIds.length === 0) return;
  const rows = await tx.execute<{ seat_id: string; nominee: string; term_turns: number | null }>(sql`
    select n.seat_id, n.nominee_character_id as nominee, t.turns as term_turns
    from nominations n join seats s on s.id = n.seat_id join offices o on o.id = s.office_id
    left join jsonb_to_recordset(${TERM_ROWS}::jsonb) as t(country_id text, turns int)
      on t.country_id = n.country_id and o.role = 'central_bank'
    where n.id in (select jsonb_array_elements_text(${JSON.stringify(nominationIds)}::jsonb))
    order by n.seat_id`);
  const changes: SeatChange[] = rows.rows.map((r) => ({
    seatId: r.seat_id,
    newHolderId: r.nominee,
    termEndTurn: r.term_turns === null ? null : turn + r.term_turns,
  }));
  // A nominee who already holds the seat (a chair reappointed) starts a new term all the same.
  await tx.execute(sql`
    update seats s set term_start_turn = ${turn}, term_end_turn = x.term_end
    from jsonb_to_recordset(${JSON.stringify(changes.map((c) => ({ seat_id: c.seatId, holder: c.newHolderId, term_end: c.termEndTurn })))}::jsonb)
      as x(seat_id text, holder text, term_end int)
    where s.id = x.seat_id and s.holder_character_id = x.holder`);
  await applySeatChanges(tx, { changes, turn, careerType: 'appointed' });
}

/**
 * Opens nominations, players' and non-players' alike, in a few set-based statements. Where the seat's
 * appointment needs a chamber's consent (CONSENT_CHAMBER) the nomination waits for its vote, open for
 * NOMINATION_WINDOW_TURNS and, when a player sits in that chamber, PLAYER_WINDOW_HOURS; elsewhere it is
 * confirmed at once and the nominee takes the seat. Nominees who are players are told.
 */
export async function openNominations(
  tx: Db,
  input: { nominations: readonly NominationRequest[]; turn: number; now: Date },
): Promise<OpenedNomination[]> {
  if (input.nominations.length === 0) return [];
  const forPlayers = openChoiceWindow({
    turn: input.turn,
    turns: NOMINATION_WINDOW_TURNS,
    now: input.now,
    addressedToPlayer: true,
  });
  const forNpps = openChoiceWindow({
    turn: input.turn,
    turns: NOMINATION_WINDOW_TURNS,
    now: input.now,
    addressedToPlayer: false,
  });
  const requests = JSON.stringify(
    input.nominations.map((n) => ({
      id: n.id,
      seat_id: n.seatId,
      nominee: n.nomineeId,
      nominator: n.nominatorId,
    })),
  );
  const opened = await tx.execute<OpenedNomination>(sql`
    insert into nominations (id, country_id, seat_id, nominee_character_id, nominated_by_character_id, chamber_id,
                             status, nominated_turn, closes_turn, closes_at, decided_turn)
    select r.id, s.country_id, s.id, r.nominee, r.nominator, cc.chamber_id,
           case when cc.chamber_id is null then 'confirmed' else 'pending' end, ${input.turn},
           ${forNpps.closesTurn}::int,
           case when exists (select 1 from seats ls join offices lo on lo.id = ls.office_id
                             join characters lc on lc.id = ls.holder_character_id
                             where lo.chamber_id = cc.chamber_id and lc.user_id is not null)
                then ${forPlayers.closesAt.toISOString()}::timestamptz
                else ${forNpps.closesAt.toISOString()}::timestamptz end,
           case when cc.chamber_id is null then ${input.turn}::int end
    from jsonb_to_recordset(${requests}::jsonb) as r(id text, seat_id text, nominee text, nominator text)
    join seats s on s.id = r.seat_id join offices o on o.id = s.office_id
    left join jsonb_to_recordset(${CONSENT_ROWS}::jsonb) as cc(country_id text, role text, chamber_id text)
      on cc.country_id = s.country_id and cc.role = o.role
    order by r.id
    returning id, seat_id as "seatId", status, chamber_id as "chamberId", closes_turn as "closesTurn"`);
  const confirmed = opened.rows.filter((n) => n.status === 'confirmed').map((n) => n.id);
  await seatConfirmed(tx, confirmed, input.turn);
  await notifyNominees(tx, {
    ids: opened.rows.map((n) => n.id),
    turn: input.turn,
    now: input.now,
  });
  return opened.rows;
}

/** Tells player nominees (and player nominators, once decided) where their nomination stands. */
export async function notifyNominees(
  tx: Db,
  input: { ids: readonly string[]; turn: number; now: Date },
): Promise<void> {
  if (input.ids.length === 0) return;
  const ids = sql`(select jsonb_array_elements_text(${JSON.stringify(input.ids)}::jsonb))`;
  const title = sql`coalesce(pf.title, o.title)`;
  await notifyMany(tx, {
    source: sql`
      select n.nominee_character_id as character_id,
        case n.status when 'pending' then 'nominated' else 'nomination_decided' end as kind,
        n.id || ':' || n.status as key,
        case n.status
          when 'pending' then 'You are nominated as ' || ${title}
          when 'confirmed' then 'You are appointed ' || ${title}
          else 'Your nomination as ' || ${title} || ' was rejected' end as title,
        case n.status
          when 'pending' then 'The ' || ch.name || ' votes on your nomination; the vote closes at turn ' || n.closes_turn || '.'
          when 'confirmed' then case when ch.name is null then 'You take office this turn.'
            else 'The ' || ch.name || ' confirmed you, ' || n.yes_votes || ' to ' || n.no_votes || '.' end
          else 'The ' || ch.name || ' voted ' || n.no_votes || ' to ' || n.yes_votes || ' against.' end as body,
        '/countries/' || lower(n.country_id) || '/executive' as link
      from nominations n join seats s on s.id = n.seat_id join offices o on o.id = s.office_id
      left join chambers ch on ch.id = n.chamber_id
      left join ${portfolioTitlesJoin('pf', 's')}
      where n.id in ${ids}
      union all
      select n.nominated_by_character_id, 'nomination_decided', n.id || ':' || n.status || ':nominator',
        nc.name || case n.status when 'confirmed' then ' was confirmed as ' else ' was rejected as ' end || ${title},
        'The ' || ch.name || ' voted ' || n.yes_votes || ' to ' || n.no_votes || '.',
        '/countries/' || lower(n.country_id) || '/executive'
      from nominations n join seats s on s.id = n.seat_id join offices o on o.id = s.office_id
      join chambers ch on ch.id = n.chamber_id join characters nc on nc.id = n.nominee_character_id
      left join ${portfolioTitlesJoin('pf', 's')}
      where n.id in ${ids} and n.status in ('confirmed', 'rejected') and n.nominated_by_character_id is not null`,
    turn: input.turn,
    now: input.now,
  });
}

/**
 * Decides the nominations whose consent window has closed: more yes than no confirms (the nominee takes
 * the seat), otherwise the chamber rejects. Returns how many were decided.
 */
export async function resolveNominations(tx: Db, at: { turn: number; now: Date }): Promise<number> {
  const decided = await tx.execute<{ id: string; status: string }>(sql`
    update nominations set status = case when yes_votes > no_votes then 'confirmed' else 'rejected' end,
      decided_turn = ${at.turn}
    where status = 'pending' and ${choiceWindowClosedSql(sql`closes_turn`, sql`closes_at`, at)}
    returning id, status`);
  const ids = decided.rows.map((r) => r.id).sort();
  await seatConfirmed(
    tx,
    decided.rows
      .filter((r) => r.status === 'confirmed')
      .map((r) => r.id)
      .sort(),
    at.turn,
  );
  await notifyNominees(tx, { ids, turn: at.turn, now: at.now });
  return ids.length;
}
