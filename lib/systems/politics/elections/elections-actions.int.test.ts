import { sql } from 'drizzle-orm';
import { currentActionsSql } from '@/lib/systems/core/characters/actions';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postCampaign } from '@/app/api/elections/[id]/campaign/route';
import { POST as postCandidacy } from '@/app/api/elections/[id]/candidacy/route';
import { GET as getElectionPage } from '@/app/api/elections/[id]/route';
import { GET as getClientNav } from '@/app/api/client-nav/route';
import { getCharacter } from '@/lib/systems/game/characters/get-character';
import { listParties } from '@/lib/systems/politics/parties/list-parties';
import { CAMPAIGN_ACTION_COST, FILE_CANDIDACY_ACTION_COST } from '@/lib/systems/politics/elections/constants';
import { clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { ledgerProblems } from '@/lib/testing/ledger';
import { endTermsAt, runPoliticsTurns } from '@/lib/testing/politics-turns';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { stateChangeMarks } from '@/lib/testing/write-marks';

const database = seededSuiteDatabase();
const cookies: Record<string, string> = {};
let senateRace: string;
const PRESIDENT = 'us-president-nat-0-8';

type Handler = (request: Request, context: ReturnType<typeof routeContext>) => Promise<Response>;
async function send(
  handler: Handler,
  id: string,
  options: { cookie?: string; body?: unknown; method?: string } = {},
) {
  const method = options.method ?? 'POST';
  const response = await handler(
    clientRequest(`/api/elections/${id}`, { method, cookie: options.cookie, body: options.body }),
    routeContext({ id }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
const file = (id: string, cookie?: string) => send(postCandidacy, id, { cookie });
const spend = (id: string, body: unknown, cookie?: string) => send(postCampaign, id, { cookie, body });
const page = (id: string, cookie?: string) => send(getElectionPage, id, { cookie, method: 'GET' });

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await database.db.execute(query)).rows[0] as T;
}
const alice = () =>
  one<{ id: string; actions: number; funds: string }>(sql`
    select c.id, ${currentActionsSql('c')} as actions, c.campaign_funds_cents::text as funds from characters c
    join users u on u.id = c.user_id where u.username = 'alice'`);
const snapshot = stateChangeMarks(() => database.db, {
  skipTables: ['rate_limits'],
  skipColumns: ['api_keys.last_used_at'],
});

beforeAll(async () => {
  for (const user of ['alice', 'bob', 'carol']) cookies[user] = await loginAs(user);
  // California's Senate seats and the presidency end their terms at turn 8: filing opens at turn 2.
  await endTermsAt(database.db, { officeIds: ['us-president'], endTurn: 8 });
  await endTermsAt(database.db, { officeIds: ['us-senator'], stateIds: ['CA'], endTurn: 8 });
  await runPoliticsTurns(database.db, 3);
  senateRace = (
    await one<{ id: string }>(
      sql`select id from elections where office_id = 'us-senator' and state_id = 'CA' order by id limit 1`,
    )
  ).id;
});

describe('filing a candidacy', () => {
  it.each([
    ['nobody signed in', () => file(PRESIDENT), 401, 'UNAUTHORIZED'],
    ['an unknown election', () => file('us-president-nat-0-999', cookies.alice), 404, 'NOT_FOUND'],
    ['a malformed id', () => file('no spaces!', cookies.alice), 400, 'BAD_REQUEST'],
    ["another state's race (Bob lives in Texas)", () => file(senateRace, cookies.bob), 409, 'CONFLICT'],
    ["another country's race (Carol is British)", () => file(PRESIDENT, cookies.carol), 409, 'CONFLICT'],
  ])('refuses %s and writes nothing', async (_what, act, status, code) => {
    const before = await snapshot();
    const result = await act();
    expect(result.status).toBe(status);
    expect(result.body).toEqual({ error: expect.any(String), code });
    expect(await snapshot()).toBe(before);
  });

  it('enters the caller, costs actions, gives a live share and the first-candidacy achievement', async () => {
    const before = await alice();
    const result = await file(senateRace, cookies.alice);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      success: true,
      electionId: senateRace,
      actions: before.actions - FILE_CANDIDACY_ACTION_COST,
      actionCost: FILE_CANDIDACY_ACTION_COST,
      achievementAwarded: true,
    });
    expect(result.body.voteShare).toBeGreaterThan(0);
    const row = await one<{ is_npp: boolean; vote_share: number }>(sql`
      select is_npp, vote_share from election_candidates where election_id = ${senateRace} and character_id = ${before.id}`);
    expect(row).toEqual({ is_npp: false, vote_share: result.body.voteShare });
    const shares = await one<{ total: number }>(sql`
      select sum(vote_share) as total from election_candidates where election_id = ${senateRace}`);
    expect(shares.total).toBeCloseTo(1, 9);
  });

  it('refuses a second filing, here or in another race, without charging', async () => {
    const before = await snapshot();
    expect(await file(senateRace, cookies.alice)).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect(await file(PRESIDENT, cookies.alice)).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect(await snapshot()).toBe(before);
  });

  it('refuses when actions run short', async () => {
    await database.db.execute(sql`update characters set actions = ${FILE_CANDIDACY_ACTION_COST - 1}
      where user_id = (select id from users where username = 'bob')`);
    const before = await snapshot();
    const result = await file(PRESIDENT, cookies.bob);
    expect(result).toMatchObject({ status: 409, body: { code: 'INSUFFICIENT_ACTIONS' } });
    expect(await snapshot()).toBe(before);
    await database.db.execute(
      sql`update characters set actions = 100 where user_id = (select id from users where username = 'bob')`,
    );
  });

  it('fills the election placeholders: client-nav, the character view and party seat counts', async () => {
    const response = await getClientNav(
      clientRequest('/api/client-nav', { cookie: cookies.alice }),
      routeContext(),
    );
    const nav = (await response.json()) as Record<string, unknown>;
    const seat = await one<{ seat_id: string | null }>(
      sql`select seat_id from elections where id = ${senateRace}`,
    );
    expect(nav).toMatchObject({
      activeElection: { id: senateRace, seatId: seat.seat_id, label: 'California Senator election' },
      activePresidentElectionId: PRESIDENT,
      activePresidentElectionSeatId: 'us-president-nat-1',
    });
    const { id } = await alice();
    const { character } = await getCharacter(database.db, { id });
    expect(character!.activeElection).toEqual({
      id: senateRace,
      electionType: 'senator',
      status: 'upcoming',
    });
    const { parties } = await listParties(database.db, { country: 'US' });
    const seats = await database.db.execute<{ party_id: string; n: number }>(sql`
      select c.party_id, count(*)::int as n from seats s join offices o on o.id = s.office_id and o.role = 'legislator'
      join characters c on c.id = s.holder_character_id where s.is_voting and s.country_id = 'US' group by c.party_id`);
    const expected = new Map(seats.rows.map((r) => [r.party_id, r.n]));
    for (const party of parties) expect(party.seatCount, party.id).toBe(expected.get(party.id) ?? 0);
    expect(parties.reduce((sum, p) => sum + p.seatCount, 0)).toBe(535);
  });

  it('shows the viewer what they may do on the election page', async () => {
    const mine = await page(senateRace, cookies.alice);
    expect(mine.body.viewer).toMatchObject({
      hasCharacter: true,
      isCandidate: true,
      canCampaign: true,
      fileBlockedReason: 'You are a candidate.',
    });
    const bobs = await page(PRESIDENT, cookies.bob);
    expect(bobs.body.viewer).toMatchObject({
      isCandidate: false,
      fileBlockedReason: null,
      currencyCode: 'USD',
    });
    expect((await page(PRESIDENT)).body.viewer).toBeNull();
  });
});

describe('campaigning', () => {
  it.each([
    ['a zero amount', { amount: 0 }, 400, 'BAD_REQUEST'],
    ['a negative amount', { amount: -5 }, 400, 'BAD_REQUEST'],
    ['a fraction', { amount: 1.5 }, 400, 'BAD_REQUEST'],
    ['text', { amount: 'lots' }, 400, 'BAD_REQUEST'],
    ['more than the funds', { amount: 999_999_999 }, 409, 'CONFLICT'],
  ])('refuses %s and writes nothing', async (_what, body, status, code) => {
    const before = await snapshot();
    const result = await spend(senateRace, body, cookies.alice);
    expect(result.status).toBe(status);
    expect(result.body).toEqual({ error: expect.any(String), code });
    expect(await snapshot()).toBe(before);
  });

  it('refuses a race the caller does not stand in (Bob is in none)', async () => {
    const before = await snapshot();
    expect(await spend(PRESIDENT, { amount: 10 }, cookies.bob)).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT' },
    });
    expect(await snapshot()).toBe(before);
  });

  it('moves funds through the ledger into the campaign sink and raises the live share', async () => {
    const before = await alice();
    const shareBefore = await one<{ vote_share: number }>(sql`
      select vote_share from election_candidates where election_id = ${senateRace} and character_id = ${before.id}`);
    const result = await spend(senateRace, { amount: 500_000 }, cookies.alice);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      success: true,
      spent: 500_000,
      totalSpend: 500_000,
      actions: before.actions - CAMPAIGN_ACTION_COST,
      campaignFunds: (Number(before.funds) - 50_000_000) / 100,
    });
    expect(result.body.voteShare).toBeGreaterThan(shareBefore.vote_share);
    const after = await alice();
    expect(BigInt(after.funds)).toBe(BigInt(before.funds) - 50_000_000n);
    const sink = await one<{ total: string }>(sql`
      select sum(amount_cents)::text as total from ledger_entries
      where account_type = 'system' and account_id = 'campaign_spending' and reason = 'campaign_spending'
        and transfer_id like 'campaign-%'`);
    expect(sink.total).toBe('50000000');
    expect(await ledgerProblems(database.db)).toEqual([]);
  });
});

describe('the result', () => {
  it('counts the votes at turn 8 and shows the player the outcome on the election page', async () => {
    await runPoliticsTurns(database.db, 5);
    const result = await page(senateRace, cookies.alice);
    expect(result.body.election.status).toBe('closed');
    expect(result.body.phase.isEnded).toBe(true);
    const me = result.body.candidates.find((c: { characterName: string }) =>
      c.characterName.startsWith('Alice'),
    );
    expect(me.votes).toBeGreaterThan(0);
    expect(result.body.votes.results.map((r: { characterName: string }) => r.characterName)).toContain(
      me.characterName,
    );
    expect(result.body.viewer).toMatchObject({
      isCandidate: true,
      canCampaign: false,
      fileBlockedReason: 'You are a candidate.',
    });
    const { id } = await alice();
    const position = await one<{ position: string; wins: number }>(sql`
      select c.position, (select count(*)::int from character_achievements a where a.character_id = c.id and a.achievement_id = 'first_win') as wins
      from characters c where c.id = ${id}`);
    expect(position).toEqual(
      me.isWinner ? { position: 'Senator', wins: 1 } : { position: 'Citizen', wins: 0 },
    );
    expect(await ledgerProblems(database.db)).toEqual([]);
  });
});
