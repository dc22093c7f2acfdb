import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { BALLOT_CAST_CHANCE, BALLOT_DISTANCE_NOISE, BALLOT_THRESHOLDS } from '../constants';
import { governmentPositionsSql } from '../government-positions';

const thresholds = sql.join(
  Object.entries(BALLOT_THRESHOLDS).map(
    ([key, t]) => sql`(${key}::text, ${t.rule}::text, ${t.yes}::float8, ${t.no}::float8)`,
  ),
  sql`, `,
);

/**
 * Member governments cast their ballots on open motions: each voting member that has not voted
 * casts with BALLOT_CAST_CHANCE per turn, and every one left casts on the closing turn. The position
 * follows the distance between the government's position and the motion's point plus noise (see
 * BALLOT_THRESHOLDS); the proposing country always votes yes. Draws from ctx.random per (motion,
 * country) in id order; one INSERT … SELECT writes the ballots.
 */
export const castOrganizationBallots = definePhase({
  id: 'cast-organization-ballots',
  system: 'world',
  async run(tx, ctx) {
    const waiting = await tx.execute<{ motion_id: number; country_id: string; closing: boolean }>(sql`
      select mo.id as motion_id, m.country_id, mo.voting_closes_turn <= ${ctx.turn} as closing
      from organization_motions mo
      join organization_members m on m.organization_id = mo.organization_id and m.left_turn is null and m.is_voting
      where mo.status = 'voting' and mo.proposed_turn < ${ctx.turn}
        and not exists (select 1 from organization_ballots b where b.motion_id = mo.id and b.country_id = m.country_id)
        -- A player's decision on the ballot (core/decisions) casts it, until the vote closes.
        and (mo.voting_closes_turn <= ${ctx.turn} or not exists (
          select 1 from decisions d where d.source = 'organization' and d.country_id = m.country_id
            and (d.subject->>'motionId')::int = mo.id and d.effects_applied_turn is null))
      order by mo.id, m.country_id`);
    const casting = waiting.rows.flatMap((row) => {
      const casts = ctx.random.float() < BALLOT_CAST_CHANCE || row.closing;
      const noise = (ctx.random.float() * 2 - 1) * BALLOT_DISTANCE_NOISE;
      return casts ? [sql`(${row.motion_id}::int, ${row.country_id}::text, ${noise}::float8)`] : [];
    });
    if (casting.length === 0) return;
    await tx.execute(sql`
      with draw(motion_id, country_id, noise) as (values ${sql.join(casting, sql`, `)}),
      threshold(key, rule, yes_at, no_at) as (values ${thresholds}),
      gov as (${governmentPositionsSql}),
      point as (
        select mo.id, mo.proposed_by_country_id, coalesce(mo.resolution_type, mo.kind) as key,
          case when mo.kind = 'leadership' then nominee.policy_economic
               when mo.resolution_type = 'policy_harmonization' then (mo.terms->>'economic')::float8
               else coalesce(subject.economic, 0) end::float8 as economic,
          case when mo.kind = 'leadership' then nominee.policy_social
               when mo.resolution_type = 'policy_harmonization' then (mo.terms->>'social')::float8
               else coalesce(subject.social, 0) end::float8 as social
        from organization_motions mo
        left join characters nominee on nominee.id = mo.nominee_character_id
        left join gov subject on subject.country_id = mo.subject_country_id
        where mo.id in (select motion_id from draw)),
      scored as (
        select d.motion_id, d.country_id, p.proposed_by_country_id, t.rule, t.yes_at, t.no_at,
          sqrt(power(coalesce(g.economic, 0) - coalesce(p.economic, 0), 2)
            + power(coalesce(g.social, 0) - coalesce(p.social, 0), 2)) + d.noise as distance
        from draw d
        join point p on p.id = d.motion_id
        join threshold t on t.key = p.key
        left join gov g on g.country_id = d.country_id)
      insert into organization_ballots (motion_id, country_id, position, cast_turn)
      select motion_id, country_id,
        case when country_id = proposed_by_country_id then 'yes'
             when rule = 'near' and distance <= yes_at then 'yes'
             when rule = 'near' and distance > no_at then 'no'
             when rule = 'far' and distance >= yes_at then 'yes'
             when rule = 'far' and distance < no_at then 'no'
             else 'abstain' end,
        ${ctx.turn}::int
      from scored order by motion_id, country_id`);
  },
});
