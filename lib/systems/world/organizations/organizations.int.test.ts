import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freshApiKey } from '@/lib/testing/api-keys';
import { deepStrict } from '@/lib/testing/deep-strict';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { runSystemTurns } from '@/lib/testing/system-turns';
import { callV1 } from '@/lib/testing/v1-requests';
import {
  LEADERSHIP_TERM_TURNS,
  MOTION_VOTING_TURNS,
  ORGANIZATION_HISTORY_EVENT,
  SANCTIONS_DURATION_TURNS,
} from './constants';
import { getOrganizationResponse, listOrganizationsResponse } from './schemas';

const database = seededSuiteDatabase();
let apiKey: string;
const db = () => database.db;
const strict = (response: z.ZodObject) => deepStrict(response.extend({ ok: z.literal(true) }));

async function turnNow(): Promise<number> {
  const rows = await db().execute<{ turn: number }>(sql`select current_turn as turn from game_state`);
  return rows.rows[0]!.turn;
}

/** A resolution whose voting closes this turn, with the given ballots already cast. */
async function forceResolution(input: {
  organizationId: string;
  type: 'sanctions' | 'policy_harmonization';
  subject: string | null;
  terms: Record<string, string | number>;
  ballots: Record<string, 'yes' | 'no' | 'abstain'>;
}): Promise<number> {
  const turn = await turnNow();
  const [row] = (
    await db().execute<{ id: number }>(sql`
      insert into organization_motions (organization_id, kind, resolution_type, title, proposed_by_country_id,
        subject_country_id, terms, status, proposed_turn, voting_closes_turn)
      values (${input.organizationId}, 'resolution', ${input.type}, 'Forced resolution', 'US', ${input.subject},
        ${JSON.stringify(input.terms)}::jsonb, 'voting', ${turn - MOTION_VOTING_TURNS}, ${turn})
      returning id`)
  ).rows;
  for (const [country, position] of Object.entries(input.ballots)) {
    await db().execute(sql`
      insert into organization_ballots (motion_id, country_id, position, cast_turn)
      values (${row!.id}, ${country}, ${position}, ${turn - 1})`);
  }
  return row!.id;
}

beforeAll(async () => {
  apiKey = await freshApiKey('alice', 'public', db());
});

describe('seeded organizations', () => {
  it('seeds the reference organizations with non-player leaders who hold no seat', async () => {
    const rows = await db().execute<{
      id: string;
      dissolved_year: number | null;
      leader: string | null;
      npp: boolean;
      seated: boolean;
      members: number;
    }>(sql`
      select o.id, o.dissolved_year, o.leader_character_id as leader, coalesce(c.is_npp, false) as npp,
        exists (select 1 from seats s where s.holder_character_id = c.id) as seated,
        (select count(*)::int from organization_members m where m.organization_id = o.id and m.left_turn is null) as members
      from organizations o left join characters c on c.id = o.leader_character_id order by o.id`);
    expect(rows.rows.map((r) => r.id)).toEqual(['g4', 'nasc', 'oect', 'pidb', 'weu']);
    for (const row of rows.rows) {
      expect(row.members).toBeGreaterThanOrEqual(2);
      if (row.dissolved_year === null) expect(row).toMatchObject({ npp: true, seated: false });
      else expect(row.leader).toBeNull();
    }
    expect(new Set(rows.rows.filter((r) => r.leader).map((r) => r.leader)).size).toBe(4);
  });

  it('lists them on v1 with rosters, voting-member counts and leaders', async () => {
    const list = await callV1('organizations', { apiKey });
    expect(list.status).toBe(200);
    expect(strict(listOrganizationsResponse).safeParse(list.body).error).toBeUndefined();
    expect(list.body.count).toBe(5);
    const pidb = list.body.organizations.find((o: { id: string }) => o.id === 'pidb');
    expect(pidb).toMatchObject({ memberCount: 3, votingMemberCount: 2, category: 'development_bank' });
    expect(pidb.leadership.holder.countryId).toBe('JP');
    expect(pidb.leadership.nextElectionTurn).toBe(1 + LEADERSHIP_TERM_TURNS);
    const weu = list.body.organizations.find((o: { id: string }) => o.id === 'weu');
    expect(weu).toMatchObject({ dissolvedYear: 2011, leadership: { holder: null, nextElectionTurn: null } });
  });

  it('finds one by id or short name in any case, and answers a miss with the v1 404', async () => {
    for (const id of ['g4', 'G4', 'oect', 'OeCt', 'WESU', 'weu']) {
      const one = await callV1('organization', { apiKey, params: { id } });
      expect(one.status, id).toBe(200);
      expect(strict(getOrganizationResponse).safeParse(one.body).error).toBeUndefined();
      expect(one.body.organization.charter.length).toBeGreaterThan(50);
    }
    const miss = await callV1('organization', { apiKey, params: { id: 'no-such-org' } });
    expect(miss.status).toBe(404);
    expect(miss.body).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    const tooLong = await callV1('organization', { apiKey, params: { id: 'x'.repeat(65) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
  });
});

describe('resolutions carried out through the owning verbs', () => {
  it('passed sanctions become organization embargoes from every voting member; a rejected one does nothing', async () => {
    const passed = await forceResolution({
      organizationId: 'nasc',
      type: 'sanctions',
      subject: 'JP',
      terms: { commodity: 'steel', durationTurns: SANCTIONS_DURATION_TURNS },
      ballots: { US: 'yes', UK: 'yes', DE: 'abstain' },
    });
    const rejected = await forceResolution({
      organizationId: 'pidb',
      type: 'sanctions',
      subject: 'DE',
      terms: { commodity: 'oil', durationTurns: SANCTIONS_DURATION_TURNS },
      ballots: { US: 'yes', JP: 'no' },
    });
    const turn = await turnNow();
    await runSystemTurns(db(), ['world'], 1);
    const embargoes = await db().execute<{ source_country_id: string; status: string; end_turn: number }>(sql`
      select source_country_id, status, end_turn from trade_embargoes
      where origin = 'organization' and organization_id = 'nasc' and target_country_id = 'JP' and commodity = 'steel'
      order by source_country_id`);
    expect(embargoes.rows.map((e) => e.source_country_id)).toEqual(['DE', 'UK', 'US']);
    expect(embargoes.rows.every((e) => e.status === 'active')).toBe(true);
    expect(
      (await db().execute(sql`select 1 from trade_embargoes where organization_id = 'pidb'`)).rows,
    ).toHaveLength(0);

    const one = await callV1('organization', { apiKey, params: { id: 'NASC' } });
    const active = one.body.organization.activeResolutions.find((m: { id: number }) => m.id === passed);
    expect(active).toMatchObject({
      status: 'in_effect',
      passed: true,
      sanctions: { targetCountryId: 'JP', commodity: 'steel' },
      timing: { decidedTurn: turn, expiresTurn: turn + SANCTIONS_DURATION_TURNS },
      vote: { yes: 2, no: 0, abstain: 1, notYetCast: 0 },
    });
    expect(active.vote.ballots).toEqual([
      { countryId: 'DE', countryName: 'Germany', position: 'abstain', castTurn: turn - 1 },
      { countryId: 'UK', countryName: 'United Kingdom', position: 'yes', castTurn: turn - 1 },
      { countryId: 'US', countryName: 'United States', position: 'yes', castTurn: turn - 1 },
    ]);
    const status = await db().execute<{ status: string }>(sql`
      select status from organization_motions where id = ${rejected}`);
    expect(status.rows[0]!.status).toBe('rejected');
    const events = await db().execute<{ n: number }>(sql`
      select count(*)::int as n from history_events
      where event_type = ${ORGANIZATION_HISTORY_EVENT} and (details->>'motionId')::int = ${passed}`);
    // One per ballot country plus the target.
    expect(events.rows[0]!.n).toBe(4);
  });

  it('a passed policy standard enacts each voting member’s nearest national option in its domain', async () => {
    await forceResolution({
      organizationId: 'g4',
      type: 'policy_harmonization',
      subject: null,
      terms: { policyDomain: 'environment', economic: -3, social: 3 },
      ballots: { US: 'yes', UK: 'yes', DE: 'no', JP: 'yes' },
    });
    const turn = await turnNow();
    await runSystemTurns(db(), ['world'], 1);
    const enacted = await db().execute<{ country_id: string; domain: string; nearest: boolean }>(sql`
      select e.country_id, t.policy_domain as domain,
        power(o.economic + 3, 2) + power(o.social - 3, 2) = (
          select min(power(x.economic + 3, 2) + power(x.social - 3, 2)) from policy_options x
          where x.legislation_type_id = t.id) as nearest
      from enacted_policies e
      join legislation_types t on t.id = e.legislation_type_id
      join policy_options o on o.legislation_type_id = e.legislation_type_id and o.option_index = e.option_index
      where e.enacted_at_turn = ${turn} and t.national_only
      order by e.country_id`);
    expect(enacted.rows.map((r) => r.country_id)).toEqual(['DE', 'JP', 'UK', 'US']);
    expect(enacted.rows.every((r) => r.domain === 'environment' && r.nearest)).toBe(true);
  });
});

describe('the organization phases over a year of turns', () => {
  it('proposes, casts ballots over several turns and decides, with leadership elections when terms end', async () => {
    const start = await turnNow();
    await runSystemTurns(db(), ['world'], LEADERSHIP_TERM_TURNS + MOTION_VOTING_TURNS + 2 - start);
    const motions = await db().execute<{ kind: string; status: string; n: number }>(sql`
      select kind, status, count(*)::int as n from organization_motions group by kind, status order by kind, status`);
    const count = (kind: string, status?: string) =>
      motions.rows
        .filter((r) => r.kind === kind && (!status || r.status === status))
        .reduce((s, r) => s + r.n, 0);
    // Every active organization elected (or re-elected) its leader once.
    expect(count('leadership') - count('leadership', 'voting')).toBe(4);
    expect(count('resolution')).toBeGreaterThanOrEqual(4);

    const bad = await db().execute<{ bad: number }>(sql`
      select count(*)::int as bad from organization_motions mo
      where mo.decided_turn is not null and (
        mo.decided_turn <> mo.voting_closes_turn
        or exists (select 1 from organization_ballots b where b.motion_id = mo.id
          and (b.cast_turn <= mo.proposed_turn or b.cast_turn > mo.voting_closes_turn))
        or exists (select 1 from organization_members m
          where m.organization_id = mo.organization_id and m.is_voting and m.joined_turn < mo.decided_turn
            and (m.left_turn is null or m.left_turn >= mo.decided_turn)
            and not exists (select 1 from organization_ballots b where b.motion_id = mo.id and b.country_id = m.country_id))
        or ((mo.status <> 'rejected') <> (
          (select count(*) filter (where position = 'yes') > count(*) filter (where position = 'no')
             and (mo.kind <> 'membership' or count(*) filter (where position = 'no') = 0)
           from organization_ballots b where b.motion_id = mo.id))))`);
    expect(bad.rows[0]!.bad).toBe(0);
    const spread = await db().execute<{ turns: number }>(sql`
      select count(distinct cast_turn)::int as turns from organization_ballots`);
    expect(spread.rows[0]!.turns).toBeGreaterThan(10);

    const g4 = await callV1('organization', { apiKey, params: { id: 'g4' } });
    expect(strict(getOrganizationResponse).safeParse(g4.body).error).toBeUndefined();
    const [election] = g4.body.organization.leadershipElections;
    expect(election.nominee).not.toBeNull();
    expect(election.vote.ballots.length + election.vote.notYetCast).toBeGreaterThanOrEqual(2);
  });
});
