// Debates, endorsements, the public poll and rallies' influence: the routes, the non-player phases, the
// notifications and desk steps, and refusals that write nothing.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postAction } from '@/app/api/elections/[id]/actions/route';
import { POST as postCandidacy } from '@/app/api/elections/[id]/candidacy/route';
import { POST as postDebate } from '@/app/api/elections/[id]/debates/route';
import { POST as postEndorsement } from '@/app/api/elections/[id]/endorsements/route';
import {
  DEBATE_ACCEPT_ACTION_COST,
  DEBATE_DECLINE_FAVORABILITY,
  DEBATE_EMPTY_CHAIR_EFFECT,
  ENDORSE_INFLUENCE_COST,
  RALLY_INFLUENCE_GAIN,
} from '@/lib/systems/politics/elections/constants';
import { campaignNextSteps } from '@/lib/systems/politics/elections/campaign-next-steps';
import { getElectionPage } from '@/lib/systems/politics/elections/get-election-page';
import { marginOfError } from '@/lib/systems/politics/elections/phases/campaign-moves';
import { clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { freshApiKey } from '@/lib/testing/api-keys';
import { endTermsAt, runPoliticsTurns } from '@/lib/testing/politics-turns';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';
import { stateChangeMarks } from '@/lib/testing/write-marks';

const database = seededSuiteDatabase();
let apiKey: string;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const PRESIDENT = 'us-president-nat-0-8';

type Handler = (request: Request, context: ReturnType<typeof routeContext>) => Promise<Response>;
async function send(handler: Handler, id: string, path: string, user: string, body?: unknown) {
  const response = await handler(
    clientRequest(`/api/elections/${id}/${path}`, { method: 'POST', cookie: cookies[user]!, body }),
    routeContext({ id }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as T[];
const character = async (id: string) =>
  (
    await rows<{ favorability: number; influence: number; actions: number }>(sql`
      select favorability, political_influence as influence, actions from characters where id = ${id}`)
  )[0]!;
const snapshot = stateChangeMarks(() => database.db, {
  skipTables: ['rate_limits'],
  skipColumns: ['api_keys.last_used_at'],
});

beforeAll(async () => {
  apiKey = await freshApiKey('alice');
  for (const user of ['alice', 'bob', 'carol']) {
    cookies[user] = await loginAs(user);
    ids[user] = (
      await rows<{ id: string }>(
        sql`select c.id from characters c join users u on u.id = c.user_id where u.username = ${user}`,
      )
    )[0]!.id;
  }
  await endTermsAt(database.db, { officeIds: ['us-president'], endTurn: 8 });
  await endTermsAt(database.db, { officeIds: ['us-senator'], stateIds: ['TX'], endTurn: 8 });
  await runPoliticsTurns(database.db, 3);
  await database.db.execute(sql`
    update characters set actions = 200, political_influence = 0, campaign_funds_cents = 10000000
    where user_id is not null`);
  expect((await send(postCandidacy, PRESIDENT, 'candidacy', 'alice')).status).toBe(200);
  expect((await send(postCandidacy, PRESIDENT, 'candidacy', 'bob')).status).toBe(200);
});

describe('rallies', () => {
  it('raise the candidate’s political influence, less for each rally of the same turn', async () => {
    const first = await send(postAction, PRESIDENT, 'actions', 'alice', { kind: 'rally', regionId: 'OH' });
    const second = await send(postAction, PRESIDENT, 'actions', 'alice', { kind: 'rally', regionId: 'TX' });
    expect(first.body.influenceGained).toBe(RALLY_INFLUENCE_GAIN);
    expect(second.body.influenceGained).toBe(RALLY_INFLUENCE_GAIN / 2);
    expect((await character(ids.alice!)).influence).toBeCloseTo(RALLY_INFLUENCE_GAIN * 1.5, 6);
  });
});

describe('debates', () => {
  it('refuses a challenge to oneself, to a non-candidate, or without a rival, writing nothing', async () => {
    for (const [target, status, code] of [
      [ids.alice, 422, 'INELIGIBLE_TARGET'],
      [ids.carol, 422, 'INELIGIBLE_TARGET'],
      [undefined, 400, 'BAD_REQUEST'],
    ] as const) {
      const before = await snapshot();
      const result = await send(postAction, PRESIDENT, 'actions', 'alice', {
        kind: 'debate',
        ...(target ? { targetCharacterId: target } : {}),
      });
      expect(result.status).toBe(status);
      expect(result.body.code).toBe(code);
      expect(await snapshot()).toBe(before);
    }
  });

  it('a played rival is told and may decline: it costs them favorability and hands the challenger the empty chair', async () => {
    const challenge = await send(postAction, PRESIDENT, 'actions', 'alice', {
      kind: 'debate',
      targetCharacterId: ids.bob,
    });
    expect(challenge.status).toBe(200);
    const debateId = challenge.body.debate.id as string;
    const again = await send(postAction, PRESIDENT, 'actions', 'alice', {
      kind: 'debate',
      targetCharacterId: ids.bob,
    });
    expect(again.status).toBe(409);
    const told = await rows<{ kind: string }>(
      sql`select kind from notifications where character_id = ${ids.bob} and kind = 'election_debate'`,
    );
    expect(told).toHaveLength(1);
    const steps = await campaignNextSteps(database.db, {
      id: ids.bob!,
      userId: '',
      countryId: 'US',
      stateId: 'TX',
      partyId: null,
      lastTurn: 3,
    });
    expect(steps.find((s) => s.kind === 'debate-answer')).toMatchObject({ deadlineTurn: expect.any(Number) });
    // Only the rival answers.
    const before = await snapshot();
    const wrong = await send(postDebate, PRESIDENT, 'debates', 'alice', { debateId, answer: 'accept' });
    expect(wrong.status).toBe(404);
    expect(await snapshot()).toBe(before);
    const favorability = (await character(ids.bob!)).favorability;
    const declined = await send(postDebate, PRESIDENT, 'debates', 'bob', { debateId, answer: 'decline' });
    expect(declined.status).toBe(200);
    expect((await character(ids.bob!)).favorability).toBeCloseTo(
      favorability - DEBATE_DECLINE_FAVORABILITY,
      6,
    );
    const chair = await rows<{ effect: number }>(sql`
      select effect from campaign_actions where character_id = ${ids.alice} and kind = 'empty_chair'`);
    expect(chair).toEqual([{ effect: DEBATE_EMPTY_CHAIR_EFFECT }]);
    const twice = await send(postDebate, PRESIDENT, 'debates', 'bob', { debateId, answer: 'accept' });
    expect(twice.status).toBe(409);
  });

  it('an accepted debate costs the rival actions and is held at the turn’s end, moving favorability', async () => {
    const challenge = await send(postAction, PRESIDENT, 'actions', 'bob', {
      kind: 'debate',
      targetCharacterId: ids.alice,
    });
    expect(challenge.status).toBe(200);
    const actions = (await character(ids.alice!)).actions;
    const accepted = await send(postDebate, PRESIDENT, 'debates', 'alice', {
      debateId: challenge.body.debate.id,
      answer: 'accept',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.actionCost).toBe(DEBATE_ACCEPT_ACTION_COST);
    expect((await character(ids.alice!)).actions).toBe(actions - DEBATE_ACCEPT_ACTION_COST);
    const favorability = [
      (await character(ids.alice!)).favorability,
      (await character(ids.bob!)).favorability,
    ];
    await runPoliticsTurns(database.db, 1);
    const [debate] = await rows<{ status: string; winner_id: string; margin: number }>(sql`
      select status, winner_id, margin from campaign_debates where id = ${challenge.body.debate.id}`);
    expect(debate).toMatchObject({ status: 'held' });
    const winnerIsAlice = debate!.winner_id === ids.alice;
    const after = [(await character(ids.alice!)).favorability, (await character(ids.bob!)).favorability];
    expect(after[0]! > favorability[0]!).toBe(winnerIsAlice);
    expect(after[1]! > favorability[1]!).toBe(!winnerIsAlice);
    const line = await rows<{ character_id: string }>(sql`
      select character_id from campaign_actions where id = ${'debate-' + challenge.body.debate.id}`);
    expect(line).toEqual([{ character_id: debate!.winner_id }]);
    const held = await rows<{ title: string }>(sql`
      select title from notifications where kind = 'election_debate' and character_id = ${ids.alice}
        and title like 'You %'`);
    expect(held).toHaveLength(1);
  });
});

describe('endorsements', () => {
  it('refuses a character without office or party leadership (403), writing nothing', async () => {
    const before = await snapshot();
    const result = await send(postEndorsement, PRESIDENT, 'endorsements', 'alice', { candidateId: ids.bob });
    expect(result.status).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('a party leader endorses once per race, for actions and influence; the candidate gains recognition', async () => {
    await database.db.execute(sql`
      update parties set chair_character_id = ${ids.alice}
      where id = (select party_id from characters where id = ${ids.alice})`);
    await database.db.execute(sql`update characters set political_influence = 40 where id = ${ids.alice}`);
    const race = (
      await rows<{ id: string }>(
        sql`select id from elections where office_id = 'us-senator' and state_id = 'TX'`,
      )
    )[0]!.id;
    const candidate = (
      await rows<{ character_id: string }>(sql`
        select character_id from election_candidates where election_id = ${race} and not eliminated_in_primary
        order by vote_share limit 1`)
    )[0]!.character_id;
    // Standing in the presidency, she cannot endorse there; nor a candidate not in the race.
    for (const [id, body, code] of [
      [PRESIDENT, { candidateId: ids.bob }, 'INELIGIBLE_CHARACTER'],
      [race, { candidateId: ids.bob }, 'INELIGIBLE_TARGET'],
    ] as const) {
      const before = await snapshot();
      const refused = await send(postEndorsement, id, 'endorsements', 'alice', body);
      expect(refused.body.code).toBe(code);
      expect(await snapshot()).toBe(before);
    }
    const share = async () =>
      (
        await rows<{ vote_share: number }>(sql`
          select vote_share from election_candidates where election_id = ${race} and character_id = ${candidate}`)
      )[0]!.vote_share;
    const before = await share();
    const endorsed = await send(postEndorsement, race, 'endorsements', 'alice', { candidateId: candidate });
    expect(endorsed.status).toBe(200);
    expect(endorsed.body.politicalInfluence).toBeCloseTo(40 - ENDORSE_INFLUENCE_COST, 6);
    expect(endorsed.body.standing).toMatch(/^Leader, /);
    expect(await share()).toBeGreaterThan(before);
    const again = await send(postEndorsement, race, 'endorsements', 'alice', { candidateId: candidate });
    expect(again.status).toBe(409);
    const { body } = await callV1('election', { apiKey, params: { id: race } });
    expect(body.endorsements).toEqual([
      expect.objectContaining({ endorserName: 'Alice Adams', candidateId: candidate }),
    ]);
  });
});

describe('asking for endorsements', () => {
  it('a non-player answers by alignment, a player is told; refusals write nothing', async () => {
    const holder = async (sameParty: boolean) =>
      (
        await rows<{ id: string }>(sql`
          select c.id from characters c join seats s on s.holder_character_id = c.id
          where c.country_id = 'US' and c.user_id is null and c.political_influence >= ${ENDORSE_INFLUENCE_COST}
            and (c.party_id = (select party_id from characters where id = ${ids.bob})) = ${sameParty}
            and exists (select 1 from parties p where p.id = c.party_id and not p.is_default)
            and not exists (select 1 from election_candidates ec where ec.election_id = ${PRESIDENT} and ec.character_id = c.id)
          order by c.id limit 1`)
      )[0]!.id;
    const ally = await holder(true);
    const rival = await holder(false);
    // Carol moves to the United States and leads a party there: a played endorser.
    await database.db.execute(sql`
      update characters set country_id = 'US', state_id = 'TX',
        party_id = (select id from parties where country_id = 'US' and not is_default
                    and chair_character_id is distinct from ${ids.alice} order by id limit 1)
      where id = ${ids.carol}`);
    await database.db.execute(sql`
      update parties set chair_character_id = ${ids.carol} where id = (select party_id from characters where id = ${ids.carol})`);
    const ask = (target: string) =>
      send(postAction, PRESIDENT, 'actions', 'bob', { kind: 'endorse', targetCharacterId: target });

    for (const [target, status] of [
      [ids.bob!, 422], // oneself
      [ids.alice!, 422], // stands in the race
      [
        (
          await rows<{ id: string }>(sql`select id from characters where country_id = 'US' and user_id is null
        and not exists (select 1 from seats s where s.holder_character_id = characters.id)
        and not exists (select 1 from parties p where p.chair_character_id = characters.id) limit 1`)
        )[0]!.id,
        422,
      ],
    ] as const) {
      const before = await snapshot();
      const refused = await ask(target);
      expect(refused.status).toBe(status);
      expect(refused.body.code).toBe('INELIGIBLE_TARGET');
      expect(await snapshot()).toBe(before);
    }

    const endorsed = await ask(ally);
    expect(endorsed.body.endorsement).toMatchObject({ answer: 'endorsed' });
    const declined = await ask(rival);
    expect(declined.body.endorsement).toMatchObject({ answer: 'declined' });
    const asked = await ask(ids.carol!);
    expect(asked.body.endorsement).toEqual({ endorserName: expect.any(String), answer: 'asked' });
    expect(
      await rows(sql`select title, link from notifications
        where character_id = ${ids.carol} and kind = 'election_endorsement_asked'`),
    ).toEqual([
      { title: expect.stringMatching(/asks for your endorsement$/), link: `/elections/${PRESIDENT}` },
    ]);
    // Carol's race page names who asked (never an id in the words), with the answer control beside it.
    const carolPage = await getElectionPage(database.db, {
      id: PRESIDENT,
      userId: (
        await rows<{ user_id: string }>(sql`select user_id from characters where id = ${ids.carol}`)
      )[0]!.user_id,
    });
    const bobName = (await rows<{ name: string }>(sql`select name from characters where id = ${ids.bob}`))[0]!
      .name;
    expect(carolPage.viewer!.askedBy).toEqual([
      { candidateId: ids.bob, name: bobName, turn: expect.any(Number) },
    ]);
    expect(carolPage.viewer!.endorserStanding).not.toBeNull();
    // The ally endorsed on record; asking anyone twice is a conflict.
    expect(
      await rows(
        sql`select 1 from campaign_endorsements where election_id = ${PRESIDENT} and endorser_id = ${ally}`,
      ),
    ).toHaveLength(1);
    for (const target of [ally, rival, ids.carol!]) {
      const before = await snapshot();
      expect((await ask(target)).status).toBe(409);
      expect(await snapshot()).toBe(before);
    }
  });
});

describe('the public poll and the non-players', () => {
  it('polls every undecided race every other turn, with noise within the margin of error', async () => {
    await runPoliticsTurns(database.db, 2);
    const { body } = await callV1('election', { apiKey, params: { id: PRESIDENT } });
    expect(body.latestPoll).not.toBeNull();
    expect(body.latestPoll.marginOfError).toBeCloseTo(marginOfError(1000), 6);
    const total = body.latestPoll.candidates.reduce(
      (s: number, c: { sharePct: number }) => s + c.sharePct,
      0,
    );
    expect(total).toBeGreaterThan(99.9);
    expect(total).toBeLessThan(100.1);
    const live = new Map(
      (
        await rows<{ character_id: string; vote_share: number }>(sql`
          select character_id, vote_share from election_candidates where election_id = ${PRESIDENT}`)
      ).map((r) => [r.character_id, r.vote_share]),
    );
    const polled = body.latestPoll.candidates as { characterId: string; sharePct: number }[];
    // The poll was taken on the last even turn; it differs from the live shares, but not by much.
    expect(polled.some((c) => Math.abs(c.sharePct / 100 - (live.get(c.characterId) as number)) > 1e-6)).toBe(
      true,
    );
    // The desk of a candidate still in the race (Alice and Bob may have lost their primaries) names it.
    const steps = await campaignNextSteps(database.db, {
      id: polled[0]!.characterId,
      userId: '',
      countryId: 'US',
      stateId: 'CA',
      partyId: null,
      lastTurn: 6,
    });
    expect(steps.find((s) => s.kind === 'race-poll')?.label).toMatch(/^Latest poll: [\d.]+%, \d+ of \d+$/);
  });

  it('non-player leaders endorse and non-player candidates debate in the general', async () => {
    await runPoliticsTurns(database.db, 1);
    const [counts] = await rows<{
      endorsements: number;
      debates: number;
      npp_rivals: number;
      settled: number;
    }>(sql`
      select (select count(*)::int from campaign_endorsements where is_npp) as endorsements,
             (select count(*)::int from campaign_debates where id like 'npp-%') as debates,
             (select count(*)::int from campaign_debates d join characters r on r.id = d.rival_id
               where d.id like 'npp-%' and r.is_npp) as npp_rivals,
             (select count(*)::int from campaign_debates d join characters r on r.id = d.rival_id
               where d.id like 'npp-%' and r.is_npp and d.status in ('held', 'declined')) as settled`);
    expect(counts!.endorsements).toBeGreaterThan(0);
    expect(counts!.debates).toBeGreaterThan(0);
    // Non-player rivals answer within the turn: no challenge of theirs waits (a player rival has a window).
    expect(counts!.npp_rivals).toBeGreaterThan(0);
    expect(counts!.settled).toBe(counts!.npp_rivals);
    // What the new phases cost, per turn of this run (the default world, politics only).
    const timings = await rows<{ phase: string; turns: number; median: number; max: number }>(sql`
      select t->>'phase' as phase, count(*)::int as turns,
             percentile_cont(0.5) within group (order by (t->>'ms')::float8) as median, max((t->>'ms')::float8) as max
      from turns, jsonb_array_elements(phase_timings) t
      where t->>'phase' in ('campaign-debates', 'npp-endorsements', 'public-polls', 'update-vote-shares')
      group by 1 order by 1`);
    expect(timings).toHaveLength(4);
    process.stdout.write(`campaign phases (ms per turn): ${JSON.stringify(timings)}\n`);
  });
});
