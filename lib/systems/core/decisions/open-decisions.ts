import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { formatMoney } from '@/lib/platform/browser/format';
import { openChoiceWindow } from '@/lib/platform/player-window';
import { insertHistoryEventsSql } from '@/lib/systems/core/history/record-history-events';
import { SYSTEM_NEWS_AUTHOR } from '@/lib/systems/core/news/constants';
import { insertNewsPostsSql } from '@/lib/systems/core/news/publish-system-news';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import type { TurnContext } from '@/lib/systems/core/turn/types';
import { DECISION_DRAW_SALT, DECISION_OPEN_CAP } from './constants';
import type { DecisionTemplate } from './types';

/**
 * A uniform draw in [0, 1) for `key` on this turn, hashed from the world seed: set-based phases draw per
 * row with it, and a replayed turn draws the same. It never consumes ctx.random, so adding decisions
 * leaves every other phase's draws as they were.
 */
export function decisionDrawSql(ctx: Pick<TurnContext, 'state' | 'turn'>, key: SQL): SQL {
  const seed = `${ctx.state.seed}:${ctx.turn}:${DECISION_DRAW_SALT}:`;
  return sql`(('x' || substr(md5(${seed} || ${key}), 1, 8))::bit(32)::bigint::float8 / 4294967296.0)`;
}

/** One of `templates`' keys, drawn per row with `decisionDrawSql` (each row its own seeded pick). */
export function templateKeyDrawSql(
  ctx: Pick<TurnContext, 'state' | 'turn'>,
  templates: readonly Pick<DecisionTemplate, 'key'>[],
  key: SQL,
): SQL {
  const keys = JSON.stringify(templates.map((t) => t.key));
  return sql`(${keys}::jsonb)->>(floor(${decisionDrawSql(ctx, key)} * ${templates.length})::int)`;
}

/** `{money:N}` in a consequence: N whole anchor units, shown in the decision's currency. */
const MONEY_TOKEN = /\{money:(\d+)\}/g;

export function renderMoney(text: string, currency: { code: string; rate: number }): string {
  return text.replace(MONEY_TOKEN, (_, units: string) =>
    formatMoney(Math.round(Number(units) * currency.rate), currency.code),
  );
}

/**
 * The templates as rows for SQL, one per currency so each consequence names its amounts in the money of the
 * decision's country: key, currency, title, body, window, default, options (effects and npc lean kept).
 */
function templateRows(
  templates: readonly DecisionTemplate[],
  currencies: readonly { code: string; rate: number }[],
): string {
  return JSON.stringify(
    currencies.flatMap((currency) =>
      templates.map((t) => ({
        key: t.key,
        currency: currency.code,
        source: t.source,
        title: t.title,
        body: t.body,
        window_turns: t.windowTurns,
        default_option: t.defaultOption,
        options: t.options.map((o) => ({ ...o, consequences: renderMoney(o.consequences, currency) })),
      })),
    ),
  );
}

/** `{place}` etc. filled from the candidate's vars. */
function renderSql(text: SQL, vars: SQL): SQL {
  let out = text;
  for (const name of ['place', 'country', 'subject', 'party', 'amount']) {
    out = sql`replace(${out}, ${`{${name}}`}, coalesce(${vars}->>${name}, ''))`;
  }
  return out;
}

export interface OpenDecisionsInput {
  /**
   * The opener's candidates, one row each: `template_key, addressee_character_id` (null for a
   * non-player person), `addressee_name, country_id, state_id, subject` (jsonb), `subject_key` (text, one
   * decision per template, subject and addressee), `vars` (jsonb for the template's placeholders) and
   * `severity` (int 1..5, null when none). Give it an ORDER BY: ids follow it.
   */
  candidates: SQL;
  templates: readonly DecisionTemplate[];
}

/**
 * Opens decisions for a phase's candidates in a few statements: each within the cap of open decisions per
 * character (DECISION_OPEN_CAP), with its window (a player's at least PLAYER_WINDOW_HOURS long), once per
 * template, subject and addressee. A non-player addressee decides at once by rule (its positions, the
 * situation's severity and a seeded draw); players are told. Returns the opened ids.
 */
export async function openDecisions(tx: Db, ctx: TurnContext, input: OpenDecisionsInput): Promise<number[]> {
  if (input.templates.length === 0) return [];
  const forPlayer = openChoiceWindow({ turn: ctx.turn, turns: 0, now: ctx.now, addressedToPlayer: true });
  const forNpc = openChoiceWindow({ turn: ctx.turn, turns: 0, now: ctx.now, addressedToPlayer: false });
  const currencies = await tx.execute<{ code: string; rate: number }>(sql`
    select distinct cur.code, cur.rate::float8 as rate from countries co join currencies cur on cur.code = co.currency_code
    order by cur.code`);
  const opened = await tx.execute<{ id: number }>(sql`
    with tpl as (
      select * from jsonb_to_recordset(${templateRows(input.templates, currencies.rows)}::jsonb)
        as t(key text, currency text, source text, title text, body text, window_turns int, default_option text,
          options jsonb)),
    cand as (
      select row_number() over () as ord, c.* from (${input.candidates}) c),
    addressed as (
      select cand.*, tpl.source, tpl.title, tpl.body, tpl.window_turns, tpl.default_option, tpl.options,
        ch.user_id is not null as for_player,
        coalesce(ch.name, cand.addressee_name) as name,
        cand.template_key || ':' || cand.subject_key || ':' || coalesce(cand.addressee_character_id, cand.addressee_name)
          as dedupe_key,
        row_number() over (partition by coalesce(cand.addressee_character_id, cand.addressee_name) order by cand.ord)
          as nth,
        (select count(*) from decisions d where d.status = 'open'
           and d.addressee_character_id = cand.addressee_character_id) as already_open
      from cand join countries co on co.id = cand.country_id
      join tpl on tpl.key = cand.template_key and tpl.currency = co.currency_code
      left join characters ch on ch.id = cand.addressee_character_id)
    insert into decisions (addressee_character_id, addressee_name, for_player, source, template_key, dedupe_key,
      title, body, country_id, state_id, subject, options, default_option, opened_turn, closes_turn, closes_at, status)
    select a.addressee_character_id, a.name, a.for_player, a.source, a.template_key, a.dedupe_key,
      ${renderSql(sql`a.title`, sql`a.vars`)}, ${renderSql(sql`a.body`, sql`a.vars`)},
      a.country_id, a.state_id, a.subject || jsonb_build_object('severity', a.severity), a.options,
      a.default_option, ${ctx.turn}::int, ${ctx.turn}::int + a.window_turns,
      case when a.for_player then ${forPlayer.closesAt.toISOString()}::timestamptz
           else ${forNpc.closesAt.toISOString()}::timestamptz end,
      'open'
    from addressed a
    where a.already_open + a.nth <= ${DECISION_OPEN_CAP}
      and not exists (select 1 from decisions d where d.dedupe_key = a.dedupe_key)
    order by a.ord
    on conflict (dedupe_key) do nothing
    returning id`);
  const ids = opened.rows.map((r) => r.id).sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const idList = sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`;
  // Non-players choose the option they lean to most: base weight, positions, severity, and a seeded draw.
  const npc = await tx.execute<{ id: number }>(sql`
    with scored as (
      select distinct on (d.id) d.id, o->>'key' as option_key
      from decisions d
      left join characters ch on ch.id = d.addressee_character_id
      cross join lateral jsonb_array_elements(d.options) with ordinality as opt(o, n)
      where d.id in ${idList} and not d.for_player
      order by d.id,
        coalesce((o->'npc'->>'weight')::float8, 1)
        + coalesce((o->'npc'->>'economic')::float8, 0) * coalesce(ch.policy_economic, 0) / 5.0
        + coalesce((o->'npc'->>'social')::float8, 0) * coalesce(ch.policy_social, 0) / 5.0
        + coalesce((o->'npc'->>'severity')::float8, 0) * (coalesce((d.subject->>'severity')::float8, 3) - 3)
        + 0.6 * ${decisionDrawSql(ctx, sql`d.dedupe_key || ':' || opt.n`)} desc,
        opt.n)
    ${decideSql(sql`scored`, sql`'npc'`, ctx.turn, ctx.turn + 1, ctx.now)}
    returning d.id`);
  await notifyMany(tx, {
    turn: ctx.turn,
    now: ctx.now,
    source: sql`
      select d.addressee_character_id as character_id, 'decision_opened' as kind, d.id::text as key,
        d.title, 'Decide by turn ' || d.closes_turn || '. ' || d.body as body, '/decisions' as link
      from decisions d where d.id in ${idList} and d.for_player and d.addressee_character_id is not null`,
  });
  await recordDecided(tx, {
    ids: npc.rows.map((r) => r.id),
    turn: ctx.turn,
    now: ctx.now,
  });
  return ids;
}

/**
 * `update decisions … from chosen` for the rows of `chosen` (id, option_key) still open: the option, who
 * decided, and the turns its effects apply (from effectsFrom to the longest effect's last tick).
 */
export function decideSql(chosen: SQL, decidedBy: SQL, turn: number, effectsFrom: number, now: Date): SQL {
  return sql`
    update decisions d set status = 'decided', chosen_option = c.option_key, decided_by = ${decidedBy},
      decided_turn = ${turn}::int, decided_at = ${now.toISOString()}::timestamptz,
      effects_from_turn = ${effectsFrom}::int,
      effects_until_turn = ${effectsFrom}::int - 1 + coalesce((
        select max((e->>'ticks')::int) from jsonb_array_elements(d.options) o
        cross join lateral jsonb_array_elements(o->'effects') e where o->>'key' = c.option_key), 0)
    from ${chosen} c where c.id = d.id and d.status = 'open'`;
}

/**
 * What follows a decision: the history entry (and news for a head's or governor's), and the addressee's
 * notification when a player's window closed on the default or the player chose.
 */
export async function recordDecided(
  tx: Db,
  input: { ids: readonly number[]; turn: number; now: Date },
): Promise<void> {
  if (input.ids.length === 0) return;
  const idList = sql`(select jsonb_array_elements_text(${JSON.stringify([...input.ids].sort((a, b) => a - b))}::jsonb)::int)`;
  const chosenLabel = sql`(select o->>'label' from jsonb_array_elements(d.options) o where o->>'key' = d.chosen_option)`;
  const chosenConsequences = sql`(select o->>'consequences' from jsonb_array_elements(d.options) o where o->>'key' = d.chosen_option)`;
  await tx.execute(sql`
    ${insertHistoryEventsSql(['country_id', 'turn', 'event_type', 'title', 'character_id', 'character_name', 'details'])}
    select d.country_id, ${input.turn}::int, 'decision_made', d.title || ': ' || ${chosenLabel},
      d.addressee_character_id, d.addressee_name,
      jsonb_build_object('decisionId', d.id, 'source', d.source, 'option', d.chosen_option,
        'decidedBy', d.decided_by, 'stateId', d.state_id)
    from decisions d where d.id in ${idList} and d.status = 'decided' and d.source <> 'career'
    order by d.id`);
  // A government's answer to an event, a war or a debt crisis is news.
  await tx.execute(sql`
    ${insertNewsPostsSql(['title', 'content', 'author_character_id', 'author_name', 'is_system', 'category', 'country_id', 'turn'])}
    select d.addressee_name || ': ' || ${chosenLabel}, d.title || ' ' || ${chosenConsequences}, null,
      ${SYSTEM_NEWS_AUTHOR}::text, true,
      case d.source when 'conflict' then 'conflict' when 'sovereign' then 'economy' else 'world' end,
      d.country_id, ${input.turn}::int
    from decisions d where d.id in ${idList} and d.status = 'decided'
      and d.source in ('world_event', 'conflict', 'sovereign')
    order by d.id`);
  await notifyMany(tx, {
    turn: input.turn,
    now: input.now,
    source: sql`
      select d.addressee_character_id as character_id, 'decision_decided' as kind, d.id::text as key,
        case d.decided_by when 'default' then 'Decided by default: ' else 'Decided: ' end || d.title as title,
        ${chosenLabel} || '. ' || ${chosenConsequences} as body, '/decisions' as link
      from decisions d where d.id in ${idList} and d.for_player and d.addressee_character_id is not null
        and d.status = 'decided'`,
  });
}
