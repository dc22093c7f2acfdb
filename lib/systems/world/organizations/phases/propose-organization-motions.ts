import { sql } from 'drizzle-orm';
import { queriesInOrder, type Db } from '@/lib/platform/db';
import { SYSTEM_NEWS_AUTHOR } from '@/lib/systems/core/news/constants';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import type { TurnContext } from '@/lib/systems/core/turn/types';
import {
  LEADERSHIP_TERM_TURNS,
  MEMBERSHIP_PROPOSAL_CHANCE,
  MIN_MEMBERS_FOR_WITHDRAWAL,
  MOTION_VOTING_TURNS,
  POLICY_AXIS_MAX,
  RESOLUTION_PROPOSAL_CHANCE,
  SANCTIONS_DURATION_TURNS,
  SANCTIONS_SHARE,
  WITHDRAWAL_PROPOSAL_CHANCE,
  type MotionKind,
  type ResolutionType,
} from '../constants';
import { insertNewsPostsSql } from '@/lib/systems/core/news/publish-system-news';

interface Proposal {
  organizationId: string;
  kind: MotionKind;
  resolutionType: ResolutionType | null;
  /** Null for leadership: the statement names the nominee. */
  title: string | null;
  proposedBy: string;
  subject: string | null;
  terms: Record<string, string | number>;
}

type OrganizationRow = {
  id: string;
  short_name: string;
  leadership_title: string;
  leader_term_start_turn: number;
  members: string[];
  voting: string[];
  leadership_open: boolean;
  resolution_open: boolean;
  busy: string[];
};

interface World {
  organizations: OrganizationRow[];
  countries: Map<string, string>;
  commodities: { key: string; label: string }[];
  /** Policy domains with national laws, and the countries that have one in each. */
  policyDomains: { domain: string; countries: string[] }[];
}

async function loadWorld(tx: Db): Promise<World> {
  const [organizations, countries, commodities, policyDomains] = await queriesInOrder([
    tx.execute<OrganizationRow>(sql`
      select o.id, o.short_name, o.leadership_title, o.leader_term_start_turn,
        array(select m.country_id from organization_members m
          where m.organization_id = o.id and m.left_turn is null order by m.country_id) as members,
        array(select m.country_id from organization_members m
          where m.organization_id = o.id and m.left_turn is null and m.is_voting order by m.country_id) as voting,
        exists (select 1 from organization_motions mo where mo.organization_id = o.id
          and mo.kind = 'leadership' and mo.status = 'voting') as leadership_open,
        exists (select 1 from organization_motions mo where mo.organization_id = o.id
          and mo.kind = 'resolution' and mo.status = 'voting') as resolution_open,
        array(select mo.subject_country_id from organization_motions mo where mo.organization_id = o.id
          and mo.kind in ('membership', 'withdrawal') and mo.status in ('voting', 'approved')) as busy
      from organizations o where o.dissolved_year is null order by o.id`),
    tx.execute<{ id: string; name: string }>(sql`select id, name from countries order by id`),
    tx.execute<{ key: string; label: string }>(sql`select key, label from commodities order by key`),
    tx.execute<{ domain: string; countries: string[] }>(sql`
      select t.policy_domain as domain, array_agg(distinct c order by c) as countries
      from legislation_types t cross join unnest(t.countries) c
      where t.national_only group by t.policy_domain order by t.policy_domain`),
  ]);
  return {
    organizations: organizations.rows,
    countries: new Map(countries.rows.map((c) => [c.id, c.name])),
    commodities: commodities.rows,
    policyDomains: policyDomains.rows,
  };
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
/** 'foreign_policy' → 'foreign policy', 'mediaInformation' → 'media information'. */
const domainLabel = (domain: string) =>
  domain
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

function proposeResolution(ctx: TurnContext, world: World, org: OrganizationRow): Proposal | null {
  const proposedBy = ctx.random.pick(org.voting);
  const outsiders = [...world.countries.keys()].filter((id) => !org.members.includes(id));
  const base = { organizationId: org.id, kind: 'resolution' as const, proposedBy };
  if (outsiders.length > 0 && world.commodities.length > 0 && ctx.random.float() < SANCTIONS_SHARE) {
    const target = ctx.random.pick(outsiders);
    const commodity = ctx.random.pick(world.commodities);
    return {
      ...base,
      resolutionType: 'sanctions',
      title: `${org.short_name} sanctions on ${world.countries.get(target)}: ${commodity.label} exports`,
      subject: target,
      terms: { commodity: commodity.key, durationTurns: SANCTIONS_DURATION_TURNS },
    };
  }
  const domains = world.policyDomains.filter((d) => org.voting.every((c) => d.countries.includes(c)));
  if (domains.length === 0) return null;
  const { domain } = ctx.random.pick(domains);
  const economic = ctx.random.int(-POLICY_AXIS_MAX, POLICY_AXIS_MAX);
  const social = ctx.random.int(-POLICY_AXIS_MAX, POLICY_AXIS_MAX);
  return {
    ...base,
    resolutionType: 'policy_harmonization',
    title: `${org.short_name} common ${domainLabel(domain)} standard (economic ${signed(economic)}, social ${signed(social)})`,
    subject: null,
    terms: { policyDomain: domain, economic, social },
  };
}

/** Draws this turn's proposals in organization order, then in country order; all draws from ctx.random. */
function draftProposals(ctx: TurnContext, world: World): Proposal[] {
  const proposals: Proposal[] = [];
  for (const org of world.organizations) {
    if (org.voting.length === 0) continue;
    if (!org.leadership_open && ctx.turn >= org.leader_term_start_turn + LEADERSHIP_TERM_TURNS) {
      const country = ctx.random.pick(org.voting);
      proposals.push({
        organizationId: org.id,
        kind: 'leadership',
        resolutionType: null,
        title: null,
        proposedBy: country,
        subject: country,
        terms: {},
      });
    }
    if (!org.resolution_open && ctx.random.float() < RESOLUTION_PROPOSAL_CHANCE) {
      const resolution = proposeResolution(ctx, world, org);
      if (resolution) proposals.push(resolution);
    }
    for (const country of world.countries.keys()) {
      if (org.members.includes(country) || org.busy.includes(country)) continue;
      if (ctx.random.float() >= MEMBERSHIP_PROPOSAL_CHANCE) continue;
      proposals.push({
        organizationId: org.id,
        kind: 'membership',
        resolutionType: null,
        title: `${world.countries.get(country)} applies to join the ${org.short_name}`,
        proposedBy: country,
        subject: country,
        terms: {},
      });
    }
    if (org.members.length <= MIN_MEMBERS_FOR_WITHDRAWAL) continue;
    const leaving = org.voting.find(
      (country) => !org.busy.includes(country) && ctx.random.float() < WITHDRAWAL_PROPOSAL_CHANCE,
    );
    if (leaving) {
      proposals.push({
        organizationId: org.id,
        kind: 'withdrawal',
        resolutionType: null,
        title: `${world.countries.get(leaving)} gives notice to leave the ${org.short_name}`,
        proposedBy: leaving,
        subject: leaving,
        terms: {},
      });
    }
  }
  return proposals;
}

/**
 * Proposes motions to the organizations: a leadership election when the leader's term is up (the
 * nominee is the nominating country's most influential non-player politician free of a seat, the
 * incumbent first for their own country), resolutions, accessions and withdrawals by chance.
 * One INSERT … SELECT writes them all and posts a news item each.
 */
export const proposeOrganizationMotions = definePhase({
  id: 'propose-organization-motions',
  system: 'world',
  async run(tx, ctx) {
    const proposals = draftProposals(ctx, await loadWorld(tx));
    if (proposals.length === 0) return;
    const values = sql.join(
      proposals.map(
        (p, ord) =>
          sql`(${ord}::int, ${p.organizationId}::text, ${p.kind}::text, ${p.resolutionType}::text, ${p.title}::text,
            ${p.proposedBy}::text, ${p.subject}::text, ${JSON.stringify(p.terms)}::jsonb)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      with proposal(ord, organization_id, kind, resolution_type, title, proposed_by, subject, terms) as (
        values ${values}),
      nominated as (
        select p.*, o.short_name, o.leadership_title, n.id as nominee_id, n.name as nominee_name
        from proposal p
        join organizations o on o.id = p.organization_id
        left join lateral (
          select c.id, c.name from characters c
          where p.kind = 'leadership' and c.country_id = p.subject and c.is_npp
            and not exists (select 1 from seats s where s.holder_character_id = c.id)
            and not exists (select 1 from organizations other
              where other.id <> o.id and other.leader_character_id = c.id)
          order by (c.id = o.leader_character_id) desc, c.political_influence desc, c.seq
          limit 1) n on true),
      inserted as (
        insert into organization_motions (organization_id, kind, resolution_type, title, proposed_by_country_id,
          subject_country_id, nominee_character_id, terms, status, proposed_turn, voting_closes_turn)
        select organization_id, kind, resolution_type,
          coalesce(title, short_name || ' ' || leadership_title || ' election: ' || nominee_name),
          proposed_by, subject, nominee_id, terms, 'voting', ${ctx.turn}::int, ${ctx.turn + MOTION_VOTING_TURNS}::int
        from nominated where kind <> 'leadership' or nominee_id is not null
        order by ord
        returning id, title, subject_country_id)
      ${insertNewsPostsSql(['title', 'content', 'author_character_id', 'author_name', 'is_system', 'category', 'country_id', 'turn'])}
      select 'Put to the vote: ' || i.title,
        'Member governments cast their ballots over the next ' || ${MOTION_VOTING_TURNS}::int || ' weeks.',
        null, ${SYSTEM_NEWS_AUTHOR}::text, true, 'world', i.subject_country_id, ${ctx.turn}::int
      from inserted i order by i.id`);
  },
});
