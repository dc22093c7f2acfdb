import { sql } from 'drizzle-orm';
import { DECISION_RATES, EVENT_DECISION_MIN_SEVERITY } from '@/lib/systems/core/decisions/constants';
import { dueEffectsSql } from '@/lib/systems/core/decisions/due-effects';
import { decisionDrawSql, openDecisions } from '@/lib/systems/core/decisions/open-decisions';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { worldDecisionTemplates } from '../templates';

const byKey = (key: string) => worldDecisionTemplates.find((t) => t.key === key)!;

/** (template, event kind, addressee) rows: which world events ask which office. */
const EVENT_TEMPLATE_ROWS = JSON.stringify(
  worldDecisionTemplates
    .filter((t) => t.source === 'world_event')
    .flatMap((t) => (t.eventKinds ?? []).map((kind) => ({ key: t.key, kind, addressee: t.addressee }))),
);

/** The holder of a country's head seat, one per country. */
const HEADS = sql`(
  select distinct on (s.country_id) s.country_id, s.holder_character_id as character_id
  from seats s join offices o on o.id = s.office_id
  where o.role = 'head' and s.holder_character_id is not null order by s.country_id, s.id)`;

/**
 * Opens the world's decisions (after events, conflicts and organizations have moved this turn): the governor
 * or head where an event started; heads of countries at war (and, rarely, a foreign head asked for aid);
 * and a player who speaks for a member government on a motion just proposed.
 */
export const openWorldDecisions = definePhase({
  id: 'world-decisions-open',
  system: 'world',
  async run(tx, ctx) {
    await openDecisions(tx, ctx, {
      templates: worldDecisionTemplates,
      candidates: sql`
        with heads as ${HEADS},
        event_templates as (
          select * from jsonb_to_recordset(${EVENT_TEMPLATE_ROWS}::jsonb) as t(key text, kind text, addressee text)),
        started as (
          select e.*, co.name as country_name, st.name as state_name from world_events e
          join countries co on co.id = e.country_id left join states st on st.id = e.state_id
          where e.start_turn = ${ctx.turn} and e.severity >= ${EVENT_DECISION_MIN_SEVERITY}),
        open_conflicts as (
          select c.*, side.label as side, jsonb_array_elements_text(side.countries) as country_id
          from conflicts c cross join lateral (values ('A', c.side_a->'countries'), ('B', c.side_b->'countries'))
            as side(label, countries)
          where c.status in ('active', 'escalating'))
        select * from (
          select et.key as template_key, s.holder_character_id as addressee_character_id, '' as addressee_name,
            e.country_id, e.state_id, jsonb_build_object('worldEventId', e.id) as subject,
            'event-' || e.id as subject_key,
            jsonb_build_object('place', coalesce(e.state_name, e.country_name), 'country', e.country_name,
              'subject', e.title) as vars, e.severity, 1 as src_rank, e.id::text as src_key
          from started e join event_templates et on et.kind = e.kind and et.addressee = 'governor'
          join seats s on s.state_id = e.state_id and s.holder_character_id is not null
          join offices o on o.id = s.office_id and o.role = 'regional_head'
          union all
          select et.key, h.character_id, '', e.country_id, e.state_id, jsonb_build_object('worldEventId', e.id),
            'event-' || e.id,
            jsonb_build_object('place', coalesce(e.state_name, e.country_name), 'country', e.country_name,
              'subject', e.title), e.severity, 1, e.id::text
          from started e join event_templates et on et.kind = e.kind and et.addressee = 'head'
          join heads h on h.country_id = e.country_id
          union all
          select ${byKey('head_at_war').key}, h.character_id, '', oc.country_id, null,
            jsonb_build_object('conflictId', oc.id, 'side', oc.side), 'conflict-' || oc.id || '-turn-' || ${ctx.turn}::int,
            jsonb_build_object('subject', oc.name, 'country', co.name), oc.severity, 2, oc.id || ':' || oc.country_id
          from open_conflicts oc join heads h on h.country_id = oc.country_id join countries co on co.id = oc.country_id
          where ${decisionDrawSql(ctx, sql`'war:' || oc.id || ':' || oc.country_id`)} < ${DECISION_RATES.warPerHead}
          union all
          select ${byKey('foreign_head_aid').key}, h.character_id, '', h.country_id, null,
            jsonb_build_object('conflictId', c.id, 'side', 'A'), 'conflict-' || c.id || '-turn-' || ${ctx.turn}::int,
            jsonb_build_object('subject', c.name, 'country', co.name), c.severity, 3, c.id || ':' || h.country_id
          from conflicts c cross join heads h join countries co on co.id = h.country_id
          where c.status in ('active', 'escalating') and not (h.country_id = any(c.country_ids))
            and ${decisionDrawSql(ctx, sql`'aid:' || c.id || ':' || h.country_id`)} < ${DECISION_RATES.aidPerForeignHead}
          union all
          select ${byKey('organization_ballot').key}, spokesman.character_id, '', m.country_id, null,
            jsonb_build_object('motionId', mo.id), 'motion-' || mo.id,
            jsonb_build_object('subject', mo.title, 'country', co.name), null::int, 4, mo.id || ':' || m.country_id
          from organization_motions mo
          join organization_members m on m.organization_id = mo.organization_id and m.left_turn is null and m.is_voting
          join countries co on co.id = m.country_id
          cross join lateral (
            select s.holder_character_id as character_id from seats s join offices o on o.id = s.office_id
            join characters ch on ch.id = s.holder_character_id and ch.user_id is not null
            where s.country_id = m.country_id and (s.portfolio = 'foreign_affairs' or o.role = 'head')
            order by (s.portfolio = 'foreign_affairs') is true desc, s.id limit 1) spokesman
          where mo.status = 'voting' and mo.proposed_turn = ${ctx.turn} and m.country_id <> mo.proposed_by_country_id
        ) c order by c.src_rank, c.src_key, c.template_key`,
    });
  },
});

/** The world's effects of decisions: a conflict's course, and a country's ballot on a motion. */
export const applyWorldDecisionEffects = definePhase({
  id: 'world-decisions-effects',
  system: 'world',
  async run(tx, ctx) {
    await tx.execute(sql`
      with due as (${dueEffectsSql(ctx.turn, 'conflict')}),
      shift as (
        select (x.subject->>'conflictId')::int as conflict_id,
          sum((x.effect->>'intensity')::float8) as intensity,
          sum(case when x.subject->>'side' = 'A' then (x.effect->>'supply')::float8 else 0 end) as supply_a,
          sum(case when x.subject->>'side' = 'B' then (x.effect->>'supply')::float8 else 0 end) as supply_b,
          bool_or((x.effect->>'ceasefire')::boolean) as ceasefire
        from due x group by 1)
      update conflicts c set
        intensity = least(100, greatest(0, c.intensity + s.intensity)),
        supply_a = least(100, greatest(0, c.supply_a + s.supply_a)),
        supply_b = least(100, greatest(0, c.supply_b + s.supply_b)),
        status = case when s.ceasefire and c.status in ('active', 'escalating') then 'winding_down' else c.status end,
        status_since_turn = case when s.ceasefire and c.status in ('active', 'escalating') then ${ctx.turn}::int
          else c.status_since_turn end
      from shift s where s.conflict_id = c.id and c.status <> 'resolved'`);
    // A ballot counts while the motion is still voting and the country has not voted yet.
    await tx.execute(sql`
      insert into organization_ballots (motion_id, country_id, position, cast_turn)
      select distinct on (mo.id, x.country_id) mo.id, x.country_id, x.effect->>'position', ${ctx.turn}::int
      from (${dueEffectsSql(ctx.turn, 'ballot')}) x
      join organization_motions mo on mo.id = (x.subject->>'motionId')::int and mo.status = 'voting'
      order by mo.id, x.country_id, x.decision_id
      on conflict (motion_id, country_id) do nothing`);
  },
});

export const worldDecisionPhases = [openWorldDecisions, applyWorldDecisionEffects] as const;
