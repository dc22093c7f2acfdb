import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { SYSTEM_NEWS_AUTHOR } from '@/lib/systems/core/news/constants';
import { enactPolicy } from '@/lib/systems/policy/enact-policy';
import { imposeEmbargoes } from '@/lib/systems/economy/trade/impose-embargo';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import type { TurnContext } from '@/lib/systems/core/turn/types';
import {
  ACCESSION_DELAY_TURNS,
  ORGANIZATION_HISTORY_EVENT,
  SANCTIONS_DURATION_TURNS,
  WITHDRAWAL_NOTICE_TURNS,
} from '../constants';
import { insertHistoryEventsSql } from '@/lib/systems/core/history/record-history-events';
import { insertNewsPostsSql } from '@/lib/systems/core/news/publish-system-news';

/**
 * Closes the motions whose voting ended: yes must outnumber no (abstentions do not count) and an
 * accession needs no objection at all. Passed accessions and withdrawals wait for their effective
 * turn, sanctions run until they expire, policy standards and leadership elections complete at once
 * (a rejected nominee leaves the incumbent for another term). Writes a history event per member that
 * voted and per subject country, and a news post per motion.
 */
async function closeDueMotions(tx: Db, ctx: TurnContext): Promise<void> {
  await tx.execute(sql`
    with due as (
      select mo.id, mo.kind,
        count(b.*) filter (where b.position = 'yes') as yes,
        count(b.*) filter (where b.position = 'no') as no,
        count(b.*) filter (where b.position = 'abstain') as abstain
      from organization_motions mo
      left join organization_ballots b on b.motion_id = mo.id
      where mo.status = 'voting' and mo.voting_closes_turn <= ${ctx.turn}
      group by mo.id),
    outcome as (
      select due.*, yes > no and (kind <> 'membership' or no = 0) as passed from due),
    decided as (
      update organization_motions mo set
        status = case when not o.passed then 'rejected'
                      when mo.kind in ('membership', 'withdrawal') then 'approved'
                      when mo.resolution_type = 'sanctions' then 'in_effect'
                      else 'completed' end,
        decided_turn = ${ctx.turn},
        effective_turn = case when not o.passed then null
                              when mo.kind = 'membership' then ${ctx.turn + ACCESSION_DELAY_TURNS}::int
                              when mo.kind = 'withdrawal' then ${ctx.turn + WITHDRAWAL_NOTICE_TURNS}::int
                              else ${ctx.turn}::int end,
        expires_turn = case when o.passed and mo.resolution_type = 'sanctions'
                            then ${ctx.turn + SANCTIONS_DURATION_TURNS}::int end
      from outcome o where o.id = mo.id
      returning mo.*, o.passed, o.yes, o.no, o.abstain),
    leaders as (
      update organizations org set
        leader_character_id = case when d.passed then coalesce(d.nominee_character_id, org.leader_character_id)
                                   else org.leader_character_id end,
        leader_term_start_turn = ${ctx.turn}
      from decided d where d.kind = 'leadership' and d.organization_id = org.id),
    concerned as (
      select d.id, b.country_id from decided d join organization_ballots b on b.motion_id = d.id
      union
      select d.id, d.subject_country_id from decided d where d.subject_country_id is not null),
    events as (
      ${insertHistoryEventsSql(['country_id', 'turn', 'event_type', 'title', 'character_id', 'character_name', 'details'])}
      select c.country_id, ${ctx.turn}::int, ${ORGANIZATION_HISTORY_EVENT}::text,
        case when d.passed then 'Adopted: ' else 'Rejected: ' end || d.title,
        d.nominee_character_id, nominee.name,
        jsonb_build_object('organizationId', d.organization_id, 'motionId', d.id, 'kind', d.kind,
          'resolutionType', d.resolution_type, 'passed', d.passed,
          'yes', d.yes, 'no', d.no, 'abstain', d.abstain, 'position', b.position)
      from concerned c
      join decided d on d.id = c.id
      left join organization_ballots b on b.motion_id = d.id and b.country_id = c.country_id
      left join characters nominee on nominee.id = d.nominee_character_id
      order by d.id, c.country_id)
    ${insertNewsPostsSql(['title', 'content', 'author_character_id', 'author_name', 'is_system', 'category', 'country_id', 'turn'])}
    select case when d.passed then 'Adopted: ' else 'Rejected: ' end || d.title,
      'Yes ' || d.yes || ', no ' || d.no || ', abstaining ' || d.abstain || '.',
      null, ${SYSTEM_NEWS_AUTHOR}::text, true, 'world', d.subject_country_id, ${ctx.turn}::int
    from decided d order by d.id`);
}

/**
 * Carries out the resolutions passed this turn through their owning verbs: sanctions become an
 * embargo from each voting member on the target (lib/systems/economy/trade, origin organization, one statement); a policy standard
 * enacts, in every voting member, the national option nearest to it, in one enactPolicy call.
 */
async function carryOutResolutions(tx: Db, ctx: TurnContext): Promise<void> {
  const sanctions = await tx.execute<{
    id: number;
    organization_id: string;
    subject_country_id: string | null;
    terms: Record<string, string | number>;
    member_id: string;
  }>(sql`
    select mo.id, mo.organization_id, mo.subject_country_id, mo.terms, m.country_id as member_id
    from organization_motions mo
    join organization_members m on m.organization_id = mo.organization_id and m.left_turn is null and m.is_voting
    where mo.resolution_type = 'sanctions' and mo.decided_turn = ${ctx.turn} and mo.status = 'in_effect'
      and m.country_id is distinct from mo.subject_country_id
    order by mo.id, m.country_id`);
  // Every member's embargo on the target, in one statement.
  await imposeEmbargoes(
    tx,
    sanctions.rows.map((row) => ({
      sourceCountry: row.member_id,
      targetCountry: row.subject_country_id!,
      commodity: String(row.terms.commodity),
      direction: 'export' as const,
      mode: 'block' as const,
      origin: 'organization' as const,
      organizationId: row.organization_id,
      durationTurns: Number(row.terms.durationTurns),
    })),
  );
  // Each member's first national law of the standard's domain, at the option nearest the standard.
  const nearest = await tx.execute<{
    country_id: string;
    legislation_type_id: string;
    option_index: number;
  }>(sql`
    select distinct on (mo.id, m.country_id) m.country_id, t.id as legislation_type_id, o.option_index
    from organization_motions mo
    join organization_members m on m.organization_id = mo.organization_id and m.left_turn is null and m.is_voting
    join legislation_types t on t.national_only and t.policy_domain = mo.terms->>'policyDomain'
      and m.country_id = any(t.countries)
    join policy_options o on o.legislation_type_id = t.id
    where mo.resolution_type = 'policy_harmonization' and mo.decided_turn = ${ctx.turn} and mo.status = 'completed'
    order by mo.id, m.country_id, t.id,
      power(o.economic - (mo.terms->>'economic')::float8, 2) + power(o.social - (mo.terms->>'social')::float8, 2),
      o.option_index`);
  // Two standards on one law in the same turn: the later motion's wins.
  const byLaw = new Map(nearest.rows.map((r) => [`${r.country_id}:${r.legislation_type_id}`, r]));
  const enactments = [...byLaw.values()].map((r) => ({
    scope: 'national' as const,
    countryId: r.country_id,
    legislationTypeId: r.legislation_type_id,
    optionIndex: r.option_index,
  }));
  if (enactments.length > 0) await enactPolicy(tx, { enactments, turn: ctx.turn, now: ctx.now });
}

/** Accessions and withdrawals whose turn has come change the roster; sanctions past their term complete. */
async function applyDueChanges(tx: Db, ctx: TurnContext): Promise<void> {
  await tx.execute(sql`
    with due as (
      update organization_motions set status = 'completed'
      where status = 'approved' and effective_turn <= ${ctx.turn}
      returning id, organization_id, kind, subject_country_id, title),
    joined as (
      insert into organization_members (organization_id, country_id, is_voting, is_founder, joined_turn)
      select organization_id, subject_country_id, true, false, ${ctx.turn}::int
      from due where kind = 'membership' order by id
      on conflict (organization_id, country_id) where left_turn is null do nothing),
    departed as (
      update organization_members m set left_turn = ${ctx.turn}
      from due where due.kind = 'withdrawal' and m.organization_id = due.organization_id
        and m.country_id = due.subject_country_id and m.left_turn is null),
    expired as (
      update organization_motions set status = 'completed'
      where status = 'in_effect' and expires_turn <= ${ctx.turn})
    ${insertNewsPostsSql(['title', 'content', 'author_character_id', 'author_name', 'is_system', 'category', 'country_id', 'turn'])}
    select 'In effect: ' || due.title,
      case when due.kind = 'membership' then 'The new member takes its seat.' else 'The member has left.' end,
      null, ${SYSTEM_NEWS_AUTHOR}::text, true, 'world', due.subject_country_id, ${ctx.turn}::int
    from due order by due.id`);
}

export const decideOrganizationMotions = definePhase({
  id: 'decide-organization-motions',
  system: 'world',
  async run(tx, ctx) {
    await closeDueMotions(tx, ctx);
    await carryOutResolutions(tx, ctx);
    await applyDueChanges(tx, ctx);
  },
});
