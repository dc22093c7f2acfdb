import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { choiceWindowClosedSql, openChoiceWindow } from '@/lib/platform/player-window';
import type { Random } from '@/lib/platform/random';
import { BLOCK_VOTE_CHAMBERS } from '@/lib/systems/politics/offices/catalog';
import { nextStep, statusOfStage, type PathEvent, type PathStep } from './bill-path';
import {
  NPP_VETO_CHANCE,
  OVERRIDE_SHARE,
  PARTY_LINE_WEIGHT,
  POSITION_SPAN,
  QUORUM_SHARE,
  VOTE_NOISE,
  type BillStage,
} from './constants';

type PathRow = {
  id: string;
  country_id: string;
  scope: 'national' | 'state';
  stage: BillStage;
  round: number;
  chamber_id: string;
  policy_domain: string;
};

/** One bill's move along its path, with who moved it when a head signed or vetoed. */
export interface BillMove {
  bill: PathRow;
  event: PathEvent;
  step: PathStep;
  actor?: { characterId: string; name: string };
  message?: string | null;
}

const PATH_COLUMNS = sql`b.id, b.country_id, b.scope, b.stage, b.round, b.chamber_id, lt.policy_domain`;

/** The chambers the world has: a pair's missing second chamber is skipped. */
async function worldChambers(tx: Db): Promise<Set<string>> {
  const rows = await tx.execute<{ id: string }>(sql`select id from chambers`);
  return new Set(rows.rows.map((r) => r.id));
}

/** The bills of `ids` as the path needs them, locked for the move. */
export async function pathBills(tx: Db, ids: readonly string[]): Promise<PathRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx.execute<PathRow>(sql`
    select ${PATH_COLUMNS} from bills b join legislation_types lt on lt.id = b.legislation_type_id
    where b.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
    order by b.id for update of b`);
  return rows.rows;
}

export function planMove(bill: PathRow, event: PathEvent, chambers: ReadonlySet<string>): BillMove | null {
  const step = nextStep(
    {
      countryId: bill.country_id,
      scope: bill.scope,
      stage: bill.stage,
      round: bill.round,
      originChamberId: bill.chamber_id,
      policyDomain: bill.policy_domain,
    },
    event,
    chambers,
  );
  return step ? { bill, event, step } : null;
}

/**
 * Applies moves in two statements (the bills, then the rounds that open). A new stage opens on
 * `openTurn` and its window follows lib/platform/player-window.ts: the real-time floor applies when a
 * player sits in the voting chamber or holds the head's seat. A final stage resolves on `turn`.
 */
export async function applyMoves(
  tx: Db,
  moves: readonly BillMove[],
  at: { turn: number; openTurn: number; now: Date },
): Promise<void> {
  if (moves.length === 0) return;
  const players = await tx.execute<{ chamber_id: string | null; head_country: string | null }>(sql`
    select distinct o.chamber_id, case when o.role = 'head' then o.country_id end as head_country
    from seats s join offices o on o.id = s.office_id and o.role in ('legislator', 'head')
      join characters c on c.id = s.holder_character_id and c.user_id is not null and not c.is_npp`);
  const playerChambers = new Set(players.rows.map((r) => r.chamber_id));
  const playerHeads = new Set(players.rows.map((r) => r.head_country));
  const rows = moves.map(({ bill, event, step, actor, message }) => {
    const addressedToPlayer =
      step.window?.addressee === 'chamber'
        ? playerChambers.has(step.round!.chamberId)
        : step.window?.addressee === 'head' && playerHeads.has(bill.country_id);
    const window = step.window
      ? openChoiceWindow({ turn: at.openTurn, turns: step.window.turns, now: at.now, addressedToPlayer })
      : null;
    return {
      id: bill.id,
      stage: step.stage,
      status: statusOfStage(step.stage),
      round: step.round?.round ?? bill.round,
      ends_turn: window?.closesTurn ?? null,
      closes_at: window?.closesAt.toISOString() ?? null,
      resolved: step.window === null,
      veto_by: event.kind === 'vetoed' ? (actor?.characterId ?? null) : null,
      veto_name: event.kind === 'vetoed' ? (actor?.name ?? null) : null,
      veto_message: event.kind === 'vetoed' ? (message ?? null) : null,
      vetoed: event.kind === 'vetoed',
      veto_overridden: step.vetoOverridden ?? null,
      signed_by: event.kind === 'signed' ? (actor?.name ?? null) : null,
      new_round: step.round ?? null,
    };
  });
  const payload = JSON.stringify(rows);
  await tx.execute(sql`
    update bills b set stage = x.stage, status = x.status, round = x.round,
      stage_ends_turn = coalesce(x.ends_turn, b.stage_ends_turn),
      stage_closes_at = coalesce(x.closes_at, b.stage_closes_at),
      resolved_turn = case when x.resolved then ${at.turn}::int else b.resolved_turn end,
      veto_character_id = case when x.vetoed then x.veto_by else b.veto_character_id end,
      veto_name = case when x.vetoed then x.veto_name else b.veto_name end,
      veto_message = case when x.vetoed then x.veto_message else b.veto_message end,
      veto_turn = case when x.vetoed then ${at.turn}::int else b.veto_turn end,
      veto_overridden = coalesce(x.veto_overridden, b.veto_overridden),
      signed_by_name = coalesce(x.signed_by, b.signed_by_name),
      signed_turn = case when x.signed_by is not null then ${at.turn}::int else b.signed_turn end
    from jsonb_to_recordset(${payload}::jsonb) as x(id text, stage text, status text, round int, ends_turn int,
      closes_at timestamptz, resolved boolean, veto_by text, veto_name text, veto_message text, vetoed boolean,
      veto_overridden boolean, signed_by text)
    where b.id = x.id`);
  await notifyMoves(tx, moves, at);
  const opened = rows.filter((r) => r.new_round !== null);
  if (opened.length > 0) {
    await tx.execute(sql`
      insert into bill_rounds (bill_id, round, chamber_id, kind, opened_turn, ends_turn)
      select x.id, x.round, x.chamber_id, x.kind, ${at.openTurn}, x.ends_turn
      from jsonb_to_recordset(${JSON.stringify(
        opened.map((r) => ({
          id: r.id,
          round: r.new_round!.round,
          chamber_id: r.new_round!.chamberId,
          kind: r.new_round!.kind,
          ends_turn: r.ends_turn,
        })),
      )}::jsonb) as x(id text, round int, chamber_id text, kind text, ends_turn int)
      order by x.id`);
  }
}

/**
 * The turn's moves: rounds whose window closed are decided (passage: yes > no with a quorum of
 * QUORUM_SHARE of the chamber's voting seats, and in the Bundesrat yes > half its votes; override: yes ≥ OVERRIDE_SHARE of the votes, of those
 * present in Japan; objection: yes > half the chamber's seats), desks and delays whose window closed
 * lapse; then non-player heads decide on the bills on their desk. Returns the ids resolved this turn.
 */
export async function advanceBills(
  tx: Db,
  at: { turn: number; now: Date; random: Random },
): Promise<string[]> {
  const chambers = await worldChambers(tx);
  const closed = choiceWindowClosedSql(
    sql`b.stage_ends_turn`,
    sql`coalesce(b.stage_closes_at, '-infinity')`,
    at,
  );
  const decided = await tx.execute<{ bill_id: string; passed: boolean }>(sql`
    with seats_by_chamber as (
      select o.chamber_id, count(*)::int as voting_seats
      from offices o join seats s on s.office_id = o.id and s.is_voting
      where o.role = 'legislator' and o.chamber_id is not null
      group by o.chamber_id
    ),
    due as (
      select r.bill_id, r.round,
        case r.kind
          when 'passage' then r.yes_votes > r.no_votes
            and (r.yes_votes + r.no_votes + r.abstain_votes) >= ceil(${QUORUM_SHARE}::float8 * coalesce(q.voting_seats, 0))
            -- The Bundesrat decides by a majority of all its votes (Art. 52(3)).
            and (r.chamber_id not in (${sql.join(
              BLOCK_VOTE_CHAMBERS.map((c) => sql`${c}`),
              sql`, `,
            )}) or r.yes_votes > coalesce(q.voting_seats, 0) / 2.0)
          when 'override' then r.yes_votes > 0
            and r.yes_votes >= ${OVERRIDE_SHARE}::float8 * (r.yes_votes + r.no_votes
              + case when b.country_id = 'JP' then r.abstain_votes else 0 end)
            and (r.yes_votes + r.no_votes + r.abstain_votes) >= ceil(${QUORUM_SHARE}::float8 * coalesce(q.voting_seats, 0))
          else r.yes_votes > coalesce(q.voting_seats, 0) / 2.0
        end as passed
      from bills b join bill_rounds r on r.bill_id = b.id and r.round = b.round and r.outcome is null
        left join seats_by_chamber q on q.chamber_id = r.chamber_id
      where b.status = 'pending' and b.stage in ('first_chamber', 'second_chamber', 'override', 'objection')
        and ${closed}
    )
    update bill_rounds r set outcome = case when due.passed then 'passed' else 'failed' end
    from due where r.bill_id = due.bill_id and r.round = due.round
    returning r.bill_id, due.passed`);
  const lapsed = await tx.execute<{ id: string; stage: BillStage }>(sql`
    select b.id, b.stage from bills b
    where b.status = 'pending' and b.stage in ('awaiting_signature', 'delayed') and ${closed}`);
  const events = new Map<string, PathEvent>();
  for (const r of decided.rows) events.set(r.bill_id, { kind: 'round_closed', passed: r.passed });
  for (const r of lapsed.rows) {
    events.set(r.id, { kind: r.stage === 'delayed' ? 'delay_over' : 'desk_lapsed' });
  }
  const bills = await pathBills(tx, [...events.keys()]);
  const moves = bills.flatMap((bill) => planMove(bill, events.get(bill.id)!, chambers) ?? []);
  const at2 = { turn: at.turn, openTurn: at.turn + 1, now: at.now };
  await applyMoves(tx, moves, at2);

  // Non-player heads decide within the turn, weighing the bill as a legislator votes (own and party
  // position, plus noise): a bill they oppose is vetoed with chance NPP_VETO_CHANCE, the others signed.
  const desks = await tx.execute<{ id: string; head_id: string; head_name: string; support: number }>(sql`
    select b.id, ch.id as head_id, ch.name as head_name,
      (1 - ${PARTY_LINE_WEIGHT}::float8) * (
        sqrt(power(ch.policy_economic - coalesce(sq.economic, 0), 2) + power(ch.policy_social - coalesce(sq.social, 0), 2))
        - sqrt(power(ch.policy_economic - opt.economic, 2) + power(ch.policy_social - opt.social, 2)))
      + ${PARTY_LINE_WEIGHT}::float8 * coalesce(
        sqrt(power(hp.economic_position - coalesce(sq.economic, 0), 2) + power(hp.social_position - coalesce(sq.social, 0), 2))
        - sqrt(power(hp.economic_position - opt.economic, 2) + power(hp.social_position - opt.social, 2)), 0)
      as support
    from bills b
      join offices o on o.country_id = b.country_id and o.role = 'head'
      join seats s on s.office_id = o.id
      join characters ch on ch.id = s.holder_character_id and (ch.is_npp or ch.user_id is null)
      left join parties hp on hp.id = ch.party_id
      join policy_options opt on opt.legislation_type_id = b.legislation_type_id and opt.option_index = b.option_index
      left join enacted_policies ep on ep.active and ep.country_id = b.country_id and ep.scope = b.scope
        and ep.state_id is not distinct from b.state_id and ep.legislation_type_id = b.legislation_type_id
      left join policy_options sq on sq.legislation_type_id = ep.legislation_type_id and sq.option_index = ep.option_index
    where b.status = 'pending' and b.stage = 'awaiting_signature'
    order by b.id`);
  let decisions: BillMove[] = [];
  if (desks.rows.length > 0) {
    const deskBills = new Map(
      (
        await pathBills(
          tx,
          desks.rows.map((d) => d.id),
        )
      ).map((b) => [b.id, b]),
    );
    decisions = desks.rows.flatMap((d) => {
      const noise = (at.random.float() * 2 - 1) * VOTE_NOISE;
      const veto = d.support / POSITION_SPAN + noise < 0 && at.random.float() < NPP_VETO_CHANCE;
      const move = planMove(deskBills.get(d.id)!, { kind: veto ? 'vetoed' : 'signed' }, chambers);
      return move ? [{ ...move, actor: { characterId: d.head_id, name: d.head_name } }] : [];
    });
    await applyMoves(tx, decisions, at2);
  }
  return resolvedIds([...moves, ...decisions]);
}

/** The bills a list of moves brought to a final stage, in id order. */
export function resolvedIds(moves: readonly BillMove[]): string[] {
  return moves
    .filter((m) => m.step.window === null)
    .map((m) => m.bill.id)
    .sort();
}

/**
 * Tells the players a move touches (skipped for non-players by notifyMany): the sponsor that the bill was
 * signed, vetoed or its veto overridden; the vetoing head that the veto was overridden; a head that a
 * bill waits on their desk.
 */
async function notifyMoves(
  tx: Db,
  moves: readonly BillMove[],
  at: { turn: number; now: Date },
): Promise<void> {
  const told = moves.flatMap(({ bill, event, step }) => {
    if (event.kind === 'signed') return [{ id: bill.id, kind: 'bill_signed', to: 'sponsor' }];
    if (event.kind === 'vetoed') return [{ id: bill.id, kind: 'bill_vetoed', to: 'sponsor' }];
    if (step.vetoOverridden === true) {
      return [
        { id: bill.id, kind: 'veto_overridden', to: 'sponsor' },
        { id: bill.id, kind: 'veto_overridden', to: 'vetoer' },
      ];
    }
    if (step.stage === 'awaiting_signature')
      return [{ id: bill.id, kind: 'bill_awaiting_signature', to: 'head' }];
    return [];
  });
  if (told.length === 0) return;
  await notifyMany(tx, {
    turn: at.turn,
    now: at.now,
    source: sql`
      select r.character_id, x.kind, b.id || ':' || b.round || ':' || x.to as key,
        case x.kind when 'bill_signed' then 'Signed into law: ' when 'bill_vetoed' then 'Vetoed: '
          when 'veto_overridden' then 'Veto overridden: ' else 'On your desk: ' end || b.title as title,
        case x.kind
          when 'bill_signed' then coalesce(b.signed_by_name, 'The head of government') || ' signed the bill you sponsored; it is law.'
          when 'bill_vetoed' then coalesce(b.veto_name, 'The head of government') || ' vetoed the bill you sponsored'
            || coalesce(': "' || b.veto_message || '"', '') || '. Two thirds of each chamber can override the veto.'
          when 'veto_overridden' then 'Both chambers overrode the veto by two thirds; the bill is law.'
          else 'Both chambers passed this bill. Sign it or veto it by turn ' || b.stage_ends_turn
            || '; if you do nothing it becomes law.' end as body,
        '/legislation/' || b.id as link
      from jsonb_to_recordset(${JSON.stringify(told)}::jsonb) as x(id text, kind text, "to" text)
        join bills b on b.id = x.id
        cross join lateral (
          select case x.to when 'sponsor' then b.sponsor_character_id when 'vetoer' then b.veto_character_id
            else (select s.holder_character_id from seats s join offices o on o.id = s.office_id
                  where o.country_id = b.country_id and o.role = 'head' order by s.id limit 1) end as character_id
        ) r
      where r.character_id is not null
      order by b.id, x.kind, x.to`,
  });
}
