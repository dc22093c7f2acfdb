import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import {
  LEADERSHIP_ELECTIONS_SHOWN,
  LEADERSHIP_TERM_TURNS,
  type BallotPosition,
  type MotionKind,
  type MotionStatus,
  type OrganizationCategory,
  type ResolutionType,
} from './constants';
import type { Motion, OrganizationSummary } from './schemas';

type OrganizationRow = {
  id: string;
  short_name: string;
  name: string;
  charter: string;
  category: OrganizationCategory;
  founded_year: number;
  dissolved_year: number | null;
  leadership_title: string;
  leader_term_start_turn: number;
  leader_id: string | null;
  leader_name: string | null;
  leader_country_id: string | null;
  members: OrganizationSummary['members'];
  activity: OrganizationSummary['activity'];
};

/** Organizations matching `where` (on alias o), by id, with leader, roster and activity counts. */
export async function selectOrganizations(db: Db, where: SQL): Promise<OrganizationRow[]> {
  const result = await db.execute<OrganizationRow>(sql`
    select o.id, o.short_name, o.name, o.charter, o.category, o.founded_year, o.dissolved_year,
      o.leadership_title, o.leader_term_start_turn,
      c.id as leader_id, c.name as leader_name, c.country_id as leader_country_id,
      coalesce((
        select json_agg(json_build_object('countryId', m.country_id, 'countryName', co.name, 'voting', m.is_voting,
          'founder', m.is_founder, 'joinedTurn', m.joined_turn) order by m.country_id)
        from organization_members m join countries co on co.id = m.country_id
        where m.organization_id = o.id and m.left_turn is null), '[]'::json) as members,
      (select json_build_object(
        'pendingMembershipProposals', count(*) filter (where kind = 'membership' and status in ('voting', 'approved')),
        'pendingWithdrawals', count(*) filter (where kind = 'withdrawal' and status in ('voting', 'approved')),
        'pendingResolutions', count(*) filter (where kind = 'resolution' and status = 'voting'),
        'activeResolutions', count(*) filter (where kind = 'resolution' and status = 'in_effect'),
        'resolutionsDecided', count(*) filter (where kind = 'resolution' and decided_turn is not null),
        'leadershipElectionsHeld', count(*) filter (where kind = 'leadership' and decided_turn is not null))
       from organization_motions mo where mo.organization_id = o.id) as activity
    from organizations o
    left join characters c on c.id = o.leader_character_id
    where ${where}
    order by o.id`);
  return result.rows;
}

export function toOrganizationSummary(row: OrganizationRow): OrganizationSummary {
  const active = row.dissolved_year === null;
  return {
    id: row.id,
    shortName: row.short_name,
    name: row.name,
    category: row.category,
    foundedYear: row.founded_year,
    dissolvedYear: row.dissolved_year,
    leadership: {
      title: row.leadership_title,
      holder:
        row.leader_id && row.leader_name && row.leader_country_id
          ? { characterId: row.leader_id, name: row.leader_name, countryId: row.leader_country_id }
          : null,
      termStartTurn: row.leader_term_start_turn,
      nextElectionTurn: active ? row.leader_term_start_turn + LEADERSHIP_TERM_TURNS : null,
    },
    members: row.members,
    memberCount: row.members.length,
    votingMemberCount: row.members.filter((m) => m.voting).length,
    activity: row.activity,
  };
}

type MotionRow = {
  id: number;
  kind: MotionKind;
  resolution_type: ResolutionType | null;
  title: string;
  status: MotionStatus;
  proposed_by_country_id: string;
  subject_country_id: string | null;
  subject_name: string | null;
  nominee_id: string | null;
  nominee_name: string | null;
  nominee_country_id: string | null;
  terms: Record<string, string | number>;
  proposed_turn: number;
  voting_closes_turn: number;
  decided_turn: number | null;
  effective_turn: number | null;
  expires_turn: number | null;
  ballots: { countryId: string; countryName: string; position: BallotPosition; castTurn: number }[];
  not_yet_cast: number;
};

/**
 * The organization's open business, newest first: accessions and withdrawals until they take effect,
 * resolutions being voted or in force, and the last leadership elections; each with its ballots.
 */
export async function selectOpenMotions(db: Db, organizationId: string): Promise<Motion[]> {
  const result = await db.execute<MotionRow>(sql`
    select mo.id, mo.kind, mo.resolution_type, mo.title, mo.status, mo.proposed_by_country_id,
      mo.subject_country_id, sc.name as subject_name,
      n.id as nominee_id, n.name as nominee_name, n.country_id as nominee_country_id, mo.terms,
      mo.proposed_turn, mo.voting_closes_turn, mo.decided_turn, mo.effective_turn, mo.expires_turn,
      coalesce((
        select json_agg(json_build_object('countryId', b.country_id, 'countryName', bc.name,
          'position', b.position, 'castTurn', b.cast_turn) order by b.country_id)
        from organization_ballots b join countries bc on bc.id = b.country_id
        where b.motion_id = mo.id), '[]'::json) as ballots,
      case when mo.status <> 'voting' then 0 else (
        select count(*) from organization_members m
        where m.organization_id = mo.organization_id and m.left_turn is null and m.is_voting
          and not exists (select 1 from organization_ballots b where b.motion_id = mo.id and b.country_id = m.country_id))
      end::int as not_yet_cast
    from organization_motions mo
    left join countries sc on sc.id = mo.subject_country_id
    left join characters n on n.id = mo.nominee_character_id
    where mo.organization_id = ${organizationId} and (
      (mo.kind in ('membership', 'withdrawal') and mo.status in ('voting', 'approved'))
      or (mo.kind = 'resolution' and mo.status in ('voting', 'in_effect'))
      or mo.id in (select id from organization_motions
        where organization_id = ${organizationId} and kind = 'leadership'
        order by id desc limit ${LEADERSHIP_ELECTIONS_SHOWN}))
    order by mo.id desc`);
  return result.rows.map(toMotion);
}

function toMotion(row: MotionRow): Motion {
  const tally = (position: BallotPosition) => row.ballots.filter((b) => b.position === position).length;
  return {
    id: row.id,
    kind: row.kind,
    resolutionType: row.resolution_type,
    title: row.title,
    status: row.status,
    proposedByCountryId: row.proposed_by_country_id,
    subjectCountry:
      row.subject_country_id && row.subject_name
        ? { countryId: row.subject_country_id, countryName: row.subject_name }
        : null,
    nominee:
      row.nominee_id && row.nominee_name && row.nominee_country_id
        ? { characterId: row.nominee_id, name: row.nominee_name, countryId: row.nominee_country_id }
        : null,
    sanctions:
      row.resolution_type === 'sanctions' && row.subject_country_id
        ? {
            targetCountryId: row.subject_country_id,
            commodity: String(row.terms.commodity),
            durationTurns: Number(row.terms.durationTurns),
          }
        : null,
    policy:
      row.resolution_type === 'policy_harmonization'
        ? {
            policyDomain: String(row.terms.policyDomain),
            economic: Number(row.terms.economic),
            social: Number(row.terms.social),
          }
        : null,
    timing: {
      proposedTurn: row.proposed_turn,
      votingClosesTurn: row.voting_closes_turn,
      decidedTurn: row.decided_turn,
      effectiveTurn: row.effective_turn,
      expiresTurn: row.expires_turn,
    },
    passed: row.decided_turn === null ? null : row.status !== 'rejected',
    vote: {
      yes: tally('yes'),
      no: tally('no'),
      abstain: tally('abstain'),
      notYetCast: row.not_yet_cast,
      ballots: row.ballots,
    },
  };
}
