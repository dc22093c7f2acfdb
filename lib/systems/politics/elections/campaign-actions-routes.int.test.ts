// POST /api/elections/[id]/actions: canvass, rally, advertise and poll, their regional reach, diminishing
// returns and decay; the calibration rule (a fresh candidate cannot lead an incumbent at filing); refusals.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postAction } from '@/app/api/elections/[id]/actions/route';
import { POST as postCandidacy } from '@/app/api/elections/[id]/candidacy/route';
import {
  CANVASS_EFFECT,
  POLL_MONEY_COST,
  RALLY_EFFECT,
  RALLY_MONEY_COST,
} from '@/lib/systems/politics/elections/constants';
import { updateVoteShares } from '@/lib/systems/politics/elections/phases/update-vote-shares';
import { regionalSupport } from '@/lib/systems/politics/elections/regional-support';
import { clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { ledgerProblems } from '@/lib/testing/ledger';
import { endTermsAt, runPoliticsTurns } from '@/lib/testing/politics-turns';
import { sessionCookieFor } from '@/lib/testing/session-cookie';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { stateChangeMarks } from '@/lib/testing/write-marks';

const database = seededSuiteDatabase();
const cookies: Record<string, string> = {};
const PRESIDENT = 'us-president-nat-0-8';

type Handler = (request: Request, context: ReturnType<typeof routeContext>) => Promise<Response>;
async function send(handler: Handler, id: string, path: string, cookie: string, body?: unknown) {
  const response = await handler(
    clientRequest(`/api/elections/${id}/${path}`, { method: 'POST', cookie, body }),
    routeContext({ id }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
const act = (body: unknown, user = 'alice', id = PRESIDENT) =>
  send(postAction, id, 'actions', cookies[user]!, body);

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await database.db.execute(query)).rows[0] as T;
}
const aliceId = async () =>
  (
    await one<{ id: string }>(
      sql`select c.id from characters c join users u on u.id = c.user_id where u.username = 'alice'`,
    )
  ).id;
const regionShare = async (characterId: string, regionId: string) =>
  (await regionalSupport(database.db, PRESIDENT))
    .find((r) => r.regionId === regionId)!
    .shares.find((s) => s.characterId === characterId)!.share;
const snapshot = stateChangeMarks(() => database.db, {
  skipTables: ['rate_limits'],
  skipColumns: ['api_keys.last_used_at'],
});

beforeAll(async () => {
  for (const user of ['alice', 'bob']) cookies[user] = await loginAs(user);
  await database.db.execute(sql`
    insert into users (id, email, username, display_name, password_hash)
    values ('campaign-nochar', 'campaign-nochar@example.com', 'campaignnochar', 'No Character', 'x')`);
  cookies.nochar = await sessionCookieFor(database.db, 'campaignnochar');
  await endTermsAt(database.db, { officeIds: ['us-president'], endTurn: 8 });
  await runPoliticsTurns(database.db, 3);
  // Alice is a fresh candidate: no influence, no spend; plenty of actions and funds for the test.
  await database.db.execute(sql`
    update characters set political_influence = 0, actions = 200
    where id = (select c.id from characters c join users u on u.id = c.user_id where u.username = 'alice')`);
  expect((await send(postCandidacy, PRESIDENT, 'candidacy', cookies.alice!)).status).toBe(200);
});

const presidentShares = async () =>
  (
    await database.db.execute<{ character_id: string; vote_share: number; incumbent: boolean }>(sql`
      select ec.character_id, ec.vote_share,
             exists (select 1 from seats s where s.office_id = 'us-president'
                     and s.holder_character_id = ec.character_id) as incumbent
      from election_candidates ec where ec.election_id = ${PRESIDENT}`)
  ).rows;

describe('the calibration rule', () => {
  it('a fresh candidate with no spend and no influence does not lead the incumbent at filing', async () => {
    const me = await aliceId();
    const shares = await presidentShares();
    const incumbent = shares.find((s) => s.incumbent)!;
    const alice = shares.find((s) => s.character_id === me)!;
    expect(alice.vote_share).toBeGreaterThan(0);
    expect(alice.vote_share).toBeLessThan(incumbent.vote_share);
    // Even with positions at the country's leans (the best appeal there is, as near as positions go).
    await database.db.execute(sql`
      update characters c set policy_economic = l.economic / 20.0, policy_social = l.social / 20.0
      from (select sum(sd.economic_lean * st.population) / sum(st.population) as economic,
                   sum(sd.social_lean * st.population) / sum(st.population) as social
            from states st join state_demographics sd on sd.state_id = st.id where st.country_id = 'US') l
      where c.id = ${me}`);
    await updateVoteShares(database.db, PRESIDENT);
    const best = await presidentShares();
    const bestAlice = best.find((s) => s.character_id === me)!.vote_share;
    const bestIncumbent = best.find((s) => s.incumbent)!.vote_share;
    expect(bestAlice).toBeLessThan(bestIncumbent);
    process.stdout.write(
      `calibration: fresh ${alice.vote_share} vs incumbent ${incumbent.vote_share}; at the best positions ${bestAlice} vs ${bestIncumbent}\n`,
    );
  });
});

describe('campaign actions', () => {
  it('canvassing acts in its region only, with diminishing returns within the turn', async () => {
    const me = await aliceId();
    const [ohio, california] = [await regionShare(me, 'OH'), await regionShare(me, 'CA')];
    const effects: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { status, body } = await act({ kind: 'canvass', regionId: 'oh' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ kind: 'canvass', regionId: 'OH', actionCost: 3, moneySpent: 0 });
      effects.push(body.effect);
    }
    expect(effects).toEqual([CANVASS_EFFECT, CANVASS_EFFECT / 2, CANVASS_EFFECT / 3]);
    process.stdout.write(`canvass x3 in Ohio: Ohio share ${ohio} -> ${await regionShare(me, 'OH')}\n`);
    expect(await regionShare(me, 'OH')).toBeGreaterThan(ohio);
    expect(await regionShare(me, 'CA')).toBeCloseTo(california, 12);
  });

  it('a rally costs money and acts more; advertising is broad; both go through the ledger', async () => {
    const me = await aliceId();
    const funds = async () =>
      Number(
        (
          await one<{ f: string }>(
            sql`select campaign_funds_cents::text as f from characters where id = ${me}`,
          )
        ).f,
      );
    const before = await funds();
    const texas = await regionShare(me, 'TX');
    const rally = await act({ kind: 'rally', regionId: 'TX' });
    expect(rally.status).toBe(200);
    expect(rally.body.effect).toBe(RALLY_EFFECT);
    expect(before - (await funds())).toBe(RALLY_MONEY_COST * 100);
    expect(await regionShare(me, 'TX')).toBeGreaterThan(texas);
    const california = await regionShare(me, 'CA');
    const small = await act({ kind: 'advertise', amount: 10_000 });
    const big = await act({ kind: 'advertise', amount: 90_000 });
    expect(small.status).toBe(200);
    // Nine times the money, in the same turn: far less than nine times the effect.
    expect(big.body.effect / small.body.effect).toBeLessThan(2);
    expect(await regionShare(me, 'CA')).toBeGreaterThan(california);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('a poll answers shares by region with sampling noise, for its price', async () => {
    const { status, body } = await act({ kind: 'poll' });
    expect(status).toBe(200);
    expect(body.moneySpent).toBe(POLL_MONEY_COST);
    expect(body.poll.length).toBeGreaterThan(40);
    const ohio = body.poll.find((r: { regionId: string }) => r.regionId === 'OH');
    expect(ohio.regionName).toBe('Ohio');
    const total = ohio.shares.reduce((sum: number, s: { share: number }) => sum + s.share, 0);
    expect(total).toBeCloseTo(1, 9);
    const live = await regionalSupport(database.db, PRESIDENT);
    const exact = live.find((r) => r.regionId === 'OH')!.shares;
    const differs = ohio.shares.some(
      (s: { characterId: string; share: number }) =>
        Math.abs(s.share - exact.find((e) => e.characterId === s.characterId)!.share) > 1e-9,
    );
    expect(differs).toBe(true);
  });

  it('awareness decays over turns', async () => {
    const me = await aliceId();
    const level = async () =>
      Number(
        (
          await one<{ level: number }>(sql`
            select sum(effect * power(0.8, (select current_turn from game_state) - turn)) as level
            from campaign_actions where character_id = ${me} and state_id = 'OH'`)
        ).level,
      );
    const now = await level();
    await runPoliticsTurns(database.db, 1);
    expect(await level()).toBeCloseTo(now * 0.8, 9);
  });

  it.each([
    ['a national race without a region', { kind: 'canvass' }, 'alice', 422, 'INELIGIBLE_TARGET'],
    ["another country's region", { kind: 'canvass', regionId: 'UKI' }, 'alice', 422, 'INELIGIBLE_TARGET'],
    ['advertising without an amount', { kind: 'advertise' }, 'alice', 400, 'BAD_REQUEST'],
    ['an unknown kind', { kind: 'bribe' }, 'alice', 400, 'BAD_REQUEST'],
    ['a character not in the race', { kind: 'canvass', regionId: 'OH' }, 'bob', 403, 'FORBIDDEN'],
    ['an account without a character', { kind: 'canvass', regionId: 'OH' }, 'nochar', 403, 'FORBIDDEN'],
  ])('refuses %s and writes nothing', async (_what, body, user, status, code) => {
    const before = await snapshot();
    const result = await act(body, user);
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ error: expect.any(String), code });
    expect(await snapshot()).toBe(before);
  });

  it('refuses a decided race with 409, and too few actions before anything else, writing nothing', async () => {
    await database.db.execute(sql`update characters set actions = 1 where id = ${await aliceId()}`);
    let before = await snapshot();
    const short = await act({ kind: 'rally', regionId: 'OH' });
    expect(short.status).toBe(409);
    expect(short.body.code).toBe('INSUFFICIENT_ACTIONS');
    expect(await snapshot()).toBe(before);
    await database.db.execute(sql`update characters set actions = 200 where id = ${await aliceId()}`);
    await runPoliticsTurns(database.db, 8);
    before = await snapshot();
    const late = await act({ kind: 'canvass', regionId: 'OH' });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('CONFLICT');
    // Out of the window is 409 for a candidate; someone who never ran is still refused as not a candidate.
    expect((await act({ kind: 'canvass', regionId: 'OH' }, 'bob')).status).toBe(403);
    expect(await snapshot()).toBe(before);
    // The presidency went by the states' electoral votes: all 538 given, the winner holds the most.
    const electors = (
      await database.db.execute<{ character_id: string; electoral_votes: number; is_winner: boolean }>(sql`
        select character_id, electoral_votes, is_winner from election_candidates
        where election_id = ${PRESIDENT} and not eliminated_in_primary order by electoral_votes desc`)
    ).rows;
    expect(electors.reduce((sum, c) => sum + c.electoral_votes, 0)).toBe(538);
    expect(electors[0]!.is_winner).toBe(true);
    expect(electors.filter((c) => c.is_winner)).toHaveLength(1);
    // Alice was told of her primary (share and place) and of the general.
    const told = (
      await database.db.execute<{ kind: string; body: string }>(sql`
        select kind, body from notifications where character_id = ${await aliceId()} and link = ${'/elections/' + PRESIDENT}
        order by turn, kind`)
    ).rows;
    expect(told.map((n) => n.kind)).toContain('election_filing_open');
    const results = told.filter((n) => /primary|won|lost/.test(n.kind));
    expect(results.map((n) => n.kind)).toEqual([
      expect.stringMatching(/^election_primary_(won|lost)$/),
      expect.stringMatching(/^election_(won|lost)$/),
    ]);
    expect(results[0]!.body).toMatch(/You took [\d.]+% and placed \d+\w\w of \d+/);
  });
});
