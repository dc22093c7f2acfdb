import { sql } from 'drizzle-orm';
import { SYSTEM_NEWS_AUTHOR } from '@/lib/systems/core/news/constants';
import { enactPolicy } from '@/lib/systems/policy/enact-policy';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { notifyEarnedAchievements } from '@/lib/systems/core/achievements/notify-earned-achievements';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { percentSql } from '@/lib/systems/core/notifications/sql-text';
import {
  REFERENDUM_RESULT_NOISE,
  REFERENDUM_TURNOUT_MIN,
  REFERENDUM_TURNOUT_SPREAD,
  REFERENDUM_WON_ACHIEVEMENT_ID,
} from '../constants';
import { INSERT_CHARACTER_ACHIEVEMENTS_SQL } from '@/lib/systems/core/achievements/award-achievement';
import { insertHistoryEventsSql } from '@/lib/systems/core/history/record-history-events';
import { insertNewsPostsSql } from '@/lib/systems/core/news/publish-system-news';

type Resolved = {
  id: number;
  country_id: string;
  state_id: string | null;
  legislation_type_id: string;
  option_index: number;
  passed: boolean;
};

/**
 * Resolves the referendums whose vote is due: the Yes share is the last poll plus a polling error and
 * turnout a uniform draw (both from ctx.random in id order); Yes above one half passes. Then, set-based:
 * a `referendum_passed` or `referendum_failed` history event and a system news post each, the passed
 * options enacted through enactPolicy, and `referendum_won` for the chairs of parties that backed the
 * winning side.
 */
export const resolveReferendums = definePhase({
  id: 'resolve-referendums',
  system: 'politics',
  async run(tx, ctx) {
    const due = await tx.execute<{ id: number }>(sql`
      select id from referendums where status = 'active' and resolves_turn <= ${ctx.turn} order by id`);
    if (due.rows.length === 0) return;
    const values = sql.join(
      due.rows.map(
        (row) =>
          sql`(${row.id}::int, ${(ctx.random.float() * 2 - 1) * REFERENDUM_RESULT_NOISE}::float8, ${REFERENDUM_TURNOUT_MIN + ctx.random.float() * REFERENDUM_TURNOUT_SPREAD}::float8)`,
      ),
      sql`, `,
    );
    const resolved = await tx.execute<Resolved>(sql`
      with draw(id, error, turnout) as (values ${values}),
      vote as (
        select r.id, round(greatest(0.01, least(0.99, r.current_yes + draw.error))::numeric, 4)::float8 as yes,
          round(draw.turnout::numeric, 4)::float8 as turnout
        from referendums r join draw on draw.id = r.id),
      updated as (
        update referendums r set status = 'resolved', result_yes = vote.yes, result_no = 1 - vote.yes,
          turnout = vote.turnout, passed = vote.yes > 0.5, resolved_turn = ${ctx.turn}
        from vote where vote.id = r.id
        returning r.*),
      events as (
        ${insertHistoryEventsSql(['country_id', 'turn', 'event_type', 'title', 'bill_scope', 'details'])}
        select u.country_id, ${ctx.turn}::int,
          case when u.passed then 'referendum_passed' else 'referendum_failed' end,
          case when u.passed then 'Referendum passed: ' else 'Referendum failed: ' end || u.title,
          case when u.state_id is null then 'national' else 'state' end,
          jsonb_build_object('referendumId', u.id, 'kind', u.kind, 'stateId', u.state_id,
            'legislationTypeId', u.legislation_type_id, 'optionIndex', u.option_index,
            'yes', u.result_yes, 'no', u.result_no, 'turnout', u.turnout)
        from updated u order by u.id),
      news as (
        ${insertNewsPostsSql(['title', 'content', 'author_character_id', 'author_name', 'is_system', 'category', 'country_id', 'turn'])}
        select case when u.passed then 'Voters approve: ' else 'Voters reject: ' end || u.title,
          'Yes ' || round(u.result_yes::numeric * 100, 1) || '%, No ' || round(u.result_no::numeric * 100, 1)
            || '%, turnout ' || round(u.turnout::numeric * 100, 1) || '%.',
          null, ${SYSTEM_NEWS_AUTHOR}::text, true, 'politics', u.country_id, ${ctx.turn}::int
        from updated u order by u.id),
      awards as (
        ${INSERT_CHARACTER_ACHIEVEMENTS_SQL}
        select distinct pa.chair_character_id, ${REFERENDUM_WON_ACHIEVEMENT_ID}::text, ${ctx.now.toISOString()}::timestamptz
        from updated u
        cross join lateral jsonb_array_elements(u.party_positions) pos
        join parties pa on pa.id = pos->>'partyId'
        where pa.chair_character_id is not null
          and pos->>'position' = case when u.passed then 'yes' else 'no' end
        on conflict do nothing)
      select id, country_id, state_id, legislation_type_id, option_index, passed from updated order by id`);
    // Every player of the country (of the state, for a state referendum) hears the result.
    await notifyMany(tx, {
      turn: ctx.turn,
      now: ctx.now,
      source: sql`
        select c.id as character_id, 'referendum_decided' as kind, r.id::text as key,
               case when r.passed then 'Voters approve: ' else 'Voters reject: ' end || r.title as title,
               'Yes ' || ${percentSql(sql`r.result_yes`)} || ', No ' || ${percentSql(sql`r.result_no`)}
                 || ', turnout ' || ${percentSql(sql`r.turnout`)} || '.' as body,
               '/referendums' as link
        from referendums r
        join characters c on c.country_id = r.country_id and c.user_id is not null
          and (r.state_id is null or c.state_id = r.state_id)
        where r.status = 'resolved' and r.resolved_turn = ${ctx.turn}`,
    });
    await notifyEarnedAchievements(tx, { turn: ctx.turn, now: ctx.now });
    const enactments = resolved.rows
      .filter((row) => row.passed)
      .map((row) => ({
        scope: row.state_id ? ('state' as const) : ('national' as const),
        countryId: row.country_id,
        ...(row.state_id ? { stateId: row.state_id } : {}),
        legislationTypeId: row.legislation_type_id,
        optionIndex: row.option_index,
      }));
    if (enactments.length > 0) await enactPolicy(tx, { enactments, turn: ctx.turn, now: ctx.now });
  },
});
