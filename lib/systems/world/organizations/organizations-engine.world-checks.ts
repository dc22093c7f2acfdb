import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { freshApiKey } from '@/lib/testing/api-keys';
import { deepStrict } from '@/lib/testing/deep-strict';
import { callV1 } from '@/lib/testing/v1-requests';
import type { WorldRun } from '@/lib/testing/world-run';
import { ORGANIZATION_HISTORY_EVENT } from './constants';
import { getOrganizationResponse, listOrganizationsResponse } from './schemas';

const strict = (response: z.ZodObject) => deepStrict(response.extend({ ok: z.literal(true) }));

type Counts = {
  motions: number;
  resolutions_decided: number;
  resolutions_passed: number;
  sanctions_passed: number;
  standards_passed: number;
  elections_decided: number;
  ballots: number;
  organization_embargoes: number;
  decision_events: number;
  decision_news: number;
};

async function counts(db: Db): Promise<Counts> {
  const result = await db.execute<Counts>(sql`
    select
      (select count(*)::int from organization_motions) as motions,
      (select count(*)::int from organization_motions where kind = 'resolution' and decided_turn is not null)
        as resolutions_decided,
      (select count(*)::int from organization_motions where kind = 'resolution' and status in ('in_effect', 'completed'))
        as resolutions_passed,
      (select count(*)::int from organization_motions where resolution_type = 'sanctions'
        and status in ('in_effect', 'completed')) as sanctions_passed,
      (select count(*)::int from organization_motions where resolution_type = 'policy_harmonization'
        and status = 'completed') as standards_passed,
      (select count(*)::int from organization_motions where kind = 'leadership' and decided_turn is not null)
        as elections_decided,
      (select count(*)::int from organization_ballots) as ballots,
      (select count(*)::int from trade_embargoes where origin = 'organization') as organization_embargoes,
      (select count(distinct (details->>'motionId'))::int from history_events
        where event_type = ${ORGANIZATION_HISTORY_EVENT}) as decision_events,
      (select count(*)::int from news_posts where is_system and (title like 'Adopted: %' or title like 'Rejected: %'))
        as decision_news`);
  return result.rows[0]!;
}

/** International organizations' checks on the shared world run (lib/systems/game/turn/world-engine.int.test.ts). */
export function describeOrganizationsOverTheRun(world: WorldRun) {
  const db = () => world.db();
  let before: Counts | undefined;
  world.beforeRun(async (db) => {
    before = await counts(db);
  });

  describe(`international organizations over ${world.turns} turns on the default world`, () => {
    let final: Counts;

    it('decides resolutions and leadership elections, carrying out what passed', async () => {
      expect(before).toMatchObject({ motions: 0, ballots: 0, organization_embargoes: 0 });
      final = await counts(db());
      process.stdout.write(`organizations ${world.turns}-turn counts: ${JSON.stringify(final)}\n`);
      expect(final.resolutions_decided).toBeGreaterThanOrEqual(3);
      // Four active organizations, a leader's term is a year: at least two elections each.
      expect(final.elections_decided).toBeGreaterThanOrEqual(8);
      // Every decided motion left a history trail and a news post.
      const decided = await db().execute<{ n: number }>(sql`
        select count(*)::int as n from organization_motions where decided_turn is not null`);
      expect(final.decision_events).toBe(decided.rows[0]!.n);
      expect(final.decision_news).toBe(decided.rows[0]!.n);
      // Each passed sanctions resolution embargoed its target from at least one member.
      expect(final.organization_embargoes).toBeGreaterThanOrEqual(final.sanctions_passed);
      const unenforced = await db().execute<{ n: number }>(sql`
        select count(*)::int as n from organization_motions mo
        where mo.resolution_type = 'sanctions' and mo.status in ('in_effect', 'completed')
          and not exists (select 1 from trade_embargoes e where e.origin = 'organization'
            and e.organization_id = mo.organization_id and e.target_country_id = mo.subject_country_id
            and e.commodity = mo.terms->>'commodity' and e.proposed_turn = mo.decided_turn)`);
      expect(unenforced.rows[0]!.n).toBe(0);
    });

    it('records a ballot from every voting member on every decided motion, cast while voting was open', async () => {
      const bad = await db().execute<{ missing: number; misplaced: number; miscounted: number }>(sql`
        select
          (select count(*)::int from organization_motions mo join organization_members m
             on m.organization_id = mo.organization_id and m.is_voting and m.joined_turn < mo.decided_turn
               and (m.left_turn is null or m.left_turn >= mo.decided_turn)
           where mo.decided_turn is not null and not exists (select 1 from organization_ballots b
             where b.motion_id = mo.id and b.country_id = m.country_id)) as missing,
          (select count(*)::int from organization_ballots b join organization_motions mo on mo.id = b.motion_id
           where b.cast_turn <= mo.proposed_turn or b.cast_turn > mo.voting_closes_turn) as misplaced,
          (select count(*)::int from organization_motions mo
           cross join lateral (select count(*) filter (where position = 'yes') as yes,
             count(*) filter (where position = 'no') as no from organization_ballots b where b.motion_id = mo.id) t
           where mo.decided_turn is not null
             and (mo.status <> 'rejected') <> (t.yes > t.no and (mo.kind <> 'membership' or t.no = 0))) as miscounted`);
      expect(bad.rows[0]).toEqual({ missing: 0, misplaced: 0, miscounted: 0 });
      const positions = await db().execute<{ position: string }>(sql`
        select distinct position from organization_ballots order by position`);
      // Governments disagree: more than one position is taken over the run.
      expect(positions.rows.length).toBeGreaterThanOrEqual(2);
    });

    it('serves them on v1: the list and every organization by short name', async () => {
      const apiKey = await freshApiKey('alice', 'public', db());
      const list = await callV1('organizations', { apiKey });
      expect(strict(listOrganizationsResponse).safeParse(list.body).error).toBeUndefined();
      const decided = list.body.organizations.reduce(
        (sum: number, o: { activity: { resolutionsDecided: number } }) => sum + o.activity.resolutionsDecided,
        0,
      );
      expect(decided).toBe(final.resolutions_decided);
      for (const organization of list.body.organizations) {
        const one = await callV1('organization', {
          apiKey,
          params: { id: organization.shortName.toLowerCase() },
        });
        expect(one.status).toBe(200);
        expect(strict(getOrganizationResponse).safeParse(one.body).error).toBeUndefined();
        expect(one.body.organization.id).toBe(organization.id);
      }
    });
  });
}
