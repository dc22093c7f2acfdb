import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as fundraise } from '@/app/api/actions/fundraise/route';
import { GET as newsFeed, POST as postNews } from '@/app/api/news/route';
import { GET as partyPage } from '@/app/api/parties/[id]/route';
import { POST as donate } from '@/app/api/parties/donate/route';
import { POST as join } from '@/app/api/parties/join/route';
import { POST as leave } from '@/app/api/parties/leave/route';
import { FUNDRAISE_ACTION_COST, FUNDRAISING_SOURCE } from '@/lib/systems/core/characters/constants';
import { PARTY_PAGE_MEMBERS } from '@/lib/systems/politics/parties/constants';
import { projectedIncome } from '@/lib/systems/core/characters/projected-income';
import { freshApiKey } from '@/lib/testing/api-keys';
import { call, loginAs, routeContext, clientRequest } from '@/lib/testing/client-requests';
import { ledgerProblems } from '@/lib/testing/ledger';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { stateChangeMarks } from '@/lib/testing/write-marks';
import { callV1 } from '@/lib/testing/v1-requests';
import { characters, ledgerEntries, parties, users } from '@/models';

const database = seededSuiteDatabase();
let apiKey: string;
const cookies: Record<string, string> = {};

const snapshot = stateChangeMarks(() => database.db, { skipTables: ['rate_limits', 'worker_heartbeats'] });

async function characterOf(username: string) {
  const [row] = await database.db
    .select({ character: characters })
    .from(characters)
    .innerJoin(users, eq(users.id, characters.userId))
    .where(eq(users.username, username));
  return row!.character;
}

async function party(id: string) {
  const [row] = await database.db.select().from(parties).where(eq(parties.id, id));
  return row!;
}

beforeAll(async () => {
  apiKey = await freshApiKey('alice');
  for (const user of ['alice', 'bob', 'carol', 'admin']) cookies[user] = await loginAs(user);
});

describe('POST /api/actions/fundraise', () => {
  it('spends actions and pays exactly projectedIncome, ledgered from the fundraising source', async () => {
    const before = await characterOf('alice');
    const { status, body } = await call(fundraise, '/api/actions/fundraise', {
      method: 'POST',
      cookie: cookies.alice,
    });
    expect(status).toBe(200);
    const income = projectedIncome(before.donorBaseLevel, before.politicalInfluence);
    expect(body).toEqual({
      success: true,
      raised: income,
      actionCost: FUNDRAISE_ACTION_COST,
      actions: before.actions - FUNDRAISE_ACTION_COST,
      campaignFunds: (before.campaignFundsCents + income * 100) / 100,
      achievementAwarded: true,
    });
    const after = await characterOf('alice');
    expect(after.campaignFundsCents).toBe(before.campaignFundsCents + Math.round(income * 100));
    const rows = await database.db
      .select({ type: ledgerEntries.accountType, cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reason, FUNDRAISING_SOURCE));
    expect(rows).toEqual(
      expect.arrayContaining([
        { type: 'character_funds', cents: Math.round(income * 100) },
        { type: 'system', cents: -Math.round(income * 100) },
      ]),
    );
    expect(await ledgerProblems(database.db)).toEqual([]);
    const again = await call(fundraise, '/api/actions/fundraise', { method: 'POST', cookie: cookies.alice });
    expect(again.body.achievementAwarded).toBe(false);
  });

  it('with too few actions is INSUFFICIENT_ACTIONS and changes nothing', async () => {
    const bob = await characterOf('bob');
    await database.db
      .update(characters)
      .set({ actions: FUNDRAISE_ACTION_COST - 1 })
      .where(eq(characters.id, bob.id));
    const before = await snapshot();
    const { status, body } = await call(fundraise, '/api/actions/fundraise', {
      method: 'POST',
      cookie: cookies.bob,
    });
    expect(status).toBe(409);
    expect(body.code).toBe('INSUFFICIENT_ACTIONS');
    expect(await snapshot()).toBe(before);
    await database.db.update(characters).set({ actions: bob.actions }).where(eq(characters.id, bob.id));
  });

  it('parallel calls never overspend actions', async () => {
    const carol = await characterOf('carol');
    await database.db
      .update(characters)
      .set({ actions: FUNDRAISE_ACTION_COST * 2 })
      .where(eq(characters.id, carol.id));
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(fundraise, '/api/actions/fundraise', { method: 'POST', cookie: cookies.carol }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409]);
    expect((await characterOf('carol')).actions).toBe(0);
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('needs a session and a character', async () => {
    expect((await call(fundraise, '/api/actions/fundraise', { method: 'POST' })).status).toBe(401);
    expect(
      (await call(fundraise, '/api/actions/fundraise', { method: 'POST', cookie: cookies.admin })).status,
    ).toBe(404);
  });
});

describe('party membership', () => {
  it('leaving as chair re-picks the chair; joining an empty party makes the joiner chair', async () => {
    const carol = await characterOf('carol');
    // Make carol the chair of her party.
    await database.db
      .update(parties)
      .set({ chairCharacterId: carol.id })
      .where(eq(parties.id, carol.partyId!));
    const left = await call(leave, '/api/parties/leave', { method: 'POST', cookie: cookies.carol });
    expect(left.status).toBe(200);
    const expected = await database.db.execute<{ id: string }>(sql`
      select id from characters where party_id = ${carol.partyId} order by political_influence desc, seq limit 1`);
    expect((await party(carol.partyId!)).chairCharacterId).toBe(expected.rows[0]!.id);
    expect(left.body.chairCharacterId).toBe(expected.rows[0]!.id);
    expect((await characterOf('carol')).partyId).toBeNull();

    const again = await call(leave, '/api/parties/leave', { method: 'POST', cookie: cookies.carol });
    expect(again.status).toBe(409);

    // An empty UK party: carol joins it and chairs it.
    await database.db.execute(sql`update characters set party_id = null where party_id = 'uk-grn'`);
    await database.db.update(parties).set({ chairCharacterId: null }).where(eq(parties.id, 'uk-grn'));
    const joined = await call(join, '/api/parties/join', {
      method: 'POST',
      body: { partyId: 'UK-GRN' },
      cookie: cookies.carol,
    });
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({
      success: true,
      partyId: 'uk-grn',
      chairCharacterId: carol.id,
      achievementAwarded: true,
    });
  });

  it.each([
    ['a party of another country', { partyId: 'us-dem' }, 404],
    ['an unknown party', { partyId: 'uk-none' }, 404],
    ['a second party while a member', { partyId: 'uk-lab' }, 409],
    ['no party id', {}, 400],
  ])('refuses %s and writes nothing', async (_case, body, status) => {
    const before = await snapshot();
    const answer = await call(join, '/api/parties/join', { method: 'POST', body, cookie: cookies.carol });
    expect(answer.status).toBe(status);
    expect(await snapshot()).toBe(before);
  });

  it('donations move funds to the treasury through the ledger; overspending is refused', async () => {
    const bob = await characterOf('bob');
    const treasuryBefore = (await party(bob.partyId!)).treasuryCents;
    const { status, body } = await call(donate, '/api/parties/donate', {
      method: 'POST',
      body: { amount: 1234 },
      cookie: cookies.bob,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      partyId: bob.partyId,
      amount: 1234,
      treasury: treasuryBefore / 100 + 1234,
    });
    expect((await characterOf('bob')).campaignFundsCents).toBe(bob.campaignFundsCents - 123_400);
    expect(await ledgerProblems(database.db)).toEqual([]);

    const before = await snapshot();
    const tooMuch = await call(donate, '/api/parties/donate', {
      method: 'POST',
      body: { amount: bob.campaignFundsCents },
      cookie: cookies.bob,
    });
    expect(tooMuch.status).toBe(409);
    for (const amount of [0, -5, 1.5, '100']) {
      const bad = await call(donate, '/api/parties/donate', {
        method: 'POST',
        body: { amount },
        cookie: cookies.bob,
      });
      expect(bad.status).toBe(400);
    }
    expect(await snapshot()).toBe(before);
  });

  it('serves the party page with members, chair and treasury', async () => {
    const bob = await characterOf('bob');
    const response = await partyPage(
      clientRequest(`/api/parties/${bob.partyId}`),
      routeContext({ id: bob.partyId! }),
    );
    const body = await response.json();
    expect(response.status).toBe(200);
    const stored = await party(bob.partyId!);
    expect(body.party.treasury).toBe(stored.treasuryCents / 100);
    expect(body.party.chairCharacterId).toBe(stored.chairCharacterId);
    // The most influential members, in order (non-player politicians fill most parties).
    const top = await database.db.execute<{ id: string }>(sql`
      select id from characters where party_id = ${bob.partyId!}
      order by political_influence desc, seq limit ${PARTY_PAGE_MEMBERS}`);
    expect(body.members.map((m: { id: string }) => m.id)).toEqual(top.rows.map((row) => row.id));
    expect(body.members).toHaveLength(Math.min(body.party.memberCount, PARTY_PAGE_MEMBERS));
    expect(body.membersPage).toEqual({
      page: 1,
      pageCount: Math.max(1, Math.ceil(body.party.memberCount / PARTY_PAGE_MEMBERS)),
      pageSize: PARTY_PAGE_MEMBERS,
      total: body.party.memberCount,
    });
    const missing = await partyPage(clientRequest('/api/parties/zz-none'), routeContext({ id: 'zz-none' }));
    expect(missing.status).toBe(404);
  });

  it('pages the roster a hundred at a time, and tells a member far down it their own standing', async () => {
    // The largest party of the world has more than one page of members.
    const [largest] = (
      await database.db.execute<{ party_id: string; members: number }>(sql`
        select party_id, count(*)::int as members from characters where party_id is not null
        group by party_id order by count(*) desc limit 1`)
    ).rows;
    expect(largest!.members).toBeGreaterThan(PARTY_PAGE_MEMBERS);
    const ordered = await database.db.execute<{ id: string }>(sql`
      select id from characters where party_id = ${largest!.party_id}
      order by political_influence desc, seq`);
    const read = async (query: string) => {
      const response = await partyPage(
        clientRequest(`/api/parties/${largest!.party_id}${query}`),
        routeContext({ id: largest!.party_id }),
      );
      return { status: response.status, body: await response.json() };
    };
    const second = await read('?membersPage=2');
    expect(second.status).toBe(200);
    expect(second.body.membersPage.page).toBe(2);
    expect(second.body.members.map((m: { id: string }) => m.id)).toEqual(
      ordered.rows.slice(PARTY_PAGE_MEMBERS, 2 * PARTY_PAGE_MEMBERS).map((row) => row.id),
    );
    // Past the last page: the last page.
    const last = await read('?membersPage=999999');
    const pageCount = Math.ceil(largest!.members / PARTY_PAGE_MEMBERS);
    expect(last.body.membersPage.page).toBe(pageCount);
    expect(last.body.members.map((m: { id: string }) => m.id)).toEqual(
      ordered.rows.slice((pageCount - 1) * PARTY_PAGE_MEMBERS).map((row) => row.id),
    );
    for (const bad of ['?membersPage=0', '?membersPage=two', '?membersPage=1.5']) {
      const refused = await read(bad);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.code, bad).toBe('BAD_REQUEST');
    }

    // A viewer whose standing is not the starting one, far down the roster: their own standing, not a default.
    const viewer = await characterOf('carol');
    const former = { partyId: viewer.partyId, influence: viewer.politicalInfluence };
    await database.db.execute(sql`update characters set party_id = ${largest!.party_id},
      political_influence = -1000 where id = ${viewer.id}`);
    await database.db.execute(sql`insert into party_standings (party_id, character_id, standing, updated_turn)
      values (${largest!.party_id}, ${viewer.id}, 17, 0)
      on conflict (party_id, character_id) do update set standing = 17`);
    try {
      const mine = await partyPage(
        clientRequest(`/api/parties/${largest!.party_id}`, { cookie: await loginAs('carol') }),
        routeContext({ id: largest!.party_id }),
      );
      const body = await mine.json();
      expect(body.members.some((m: { id: string }) => m.id === viewer.id)).toBe(false);
      expect(body.viewer.standing).toBe(17);
    } finally {
      await database.db.execute(sql`delete from party_standings
        where party_id = ${largest!.party_id} and character_id = ${viewer.id}`);
      await database.db.execute(sql`update characters set party_id = ${former.partyId},
        political_influence = ${former.influence} where id = ${viewer.id}`);
    }
  });
});

describe('news', () => {
  it('a player posts; the feed and v1 news serve it with filters; the first post earns first_post', async () => {
    const post = await call(postNews, '/api/news', {
      method: 'POST',
      body: { title: 'Roads first', content: 'We fix the roads.\nThen the schools.', category: 'opinion' },
      cookie: cookies.alice,
    });
    expect(post.status).toBe(201);
    expect(post.body).toMatchObject({
      success: true,
      post: { category: 'opinion', countryId: 'US' },
      achievementAwarded: true,
    });
    const v1 = await callV1('news', { apiKey, query: { category: 'opinion' } });
    expect(v1.body.posts).toHaveLength(1);
    expect(v1.body.posts[0]).toMatchObject({
      title: 'Roads first',
      authorName: 'Alice Adams',
      isSystem: false,
      countryId: 'US',
    });
    const other = await callV1('news', { apiKey, query: { category: 'economy' } });
    expect(other.body).toEqual({ ok: true, found: false, posts: [] });
    const feed = await call(newsFeed, '/api/news?limit=1');
    expect(feed.body.posts).toHaveLength(1);
  });

  it.each([
    ['an unknown category', { title: 'Title', content: 'c', category: 'gossip' }],
    ['a short title', { title: 'Hi', content: 'c', category: 'opinion' }],
    ['empty content', { title: 'Title', content: '   ', category: 'opinion' }],
  ])('refuses %s and writes nothing', async (_case, body) => {
    const before = await snapshot();
    const answer = await call(postNews, '/api/news', { method: 'POST', body, cookie: cookies.bob });
    expect(answer.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('v1 news refuses a limit beyond 100 and defaults to 20', async () => {
    expect((await callV1('news', { apiKey, query: { limit: '101' } })).status).toBe(400);
    expect((await callV1('news', { apiKey, query: { limit: '0' } })).status).toBe(400);
    for (let i = 0; i < 22; i += 1) {
      await database.db
        .execute(sql`insert into news_posts (title, content, author_name, is_system, category, turn)
        values (${`t${i}`}, 'c', 'Statecraft Wire', true, 'world', 1)`);
    }
    expect((await callV1('news', { apiKey })).body.posts).toHaveLength(20);
  });
});

describe('achievements and the leaderboard on v1', () => {
  it('lists what a character earned', async () => {
    const alice = await characterOf('alice');
    const { body } = await callV1('characterAchievements', { apiKey, params: { id: String(alice.seq) } });
    expect(body.found).toBe(true);
    expect(body.achievements.map((a: { id: string }) => a.id).sort()).toEqual([
      'first_fundraise',
      'first_post',
    ]);
    expect(body.achievements[0]).toMatchObject({
      name: expect.any(String),
      category: 'campaign',
      isHidden: false,
    });
    const missing = await callV1('characterAchievements', { apiKey, params: { id: '999999' } });
    expect(missing.body).toEqual({
      ok: true,
      found: false,
      characterId: null,
      characterName: null,
      achievements: [],
    });
  });

  it('ranks by each metric, filtered by country, with limits 1..50', async () => {
    const funds = await callV1('leaderboard', {
      apiKey,
      query: { metric: 'funds', country: 'US', limit: '50' },
    });
    expect(funds.body.metric).toBe('funds');
    expect(funds.body.characters).toHaveLength(50);
    const values = funds.body.characters.map((c: { funds: number }) => c.funds);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(funds.body.characters.every((c: { countryId: string }) => c.countryId === 'US')).toBe(true);
    expect(funds.body.characters.map((c: { rank: number }) => c.rank)).toEqual(
      values.map((_: number, i: number) => i + 1),
    );
    const top = await database.db.execute<{ name: string }>(sql`
      select name from characters where country_id = 'US' order by campaign_funds_cents desc, seq limit 1`);
    expect(funds.body.characters[0].name).toBe(top.rows[0]!.name);

    const byDefault = await callV1('leaderboard', { apiKey });
    expect(byDefault.body.metric).toBe('pi');
    expect(byDefault.body.characters).toHaveLength(10);
    for (const metric of ['npi', 'favorability', 'actions']) {
      const { body } = await callV1('leaderboard', { apiKey, query: { metric, limit: '5' } });
      const ranked = body.characters.map((c: { value: number }) => c.value);
      expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
    }
    expect((await callV1('leaderboard', { apiKey, query: { limit: '51' } })).status).toBe(400);
    expect((await callV1('leaderboard', { apiKey, query: { metric: 'wealth' } })).status).toBe(400);
  });
});

describe('referendum reads before any referendum', () => {
  it('are found:false, and refuse a bad limit or status', async () => {
    expect((await callV1('referendums', { apiKey })).body).toEqual({
      ok: true,
      found: false,
      referendums: [],
    });
    expect((await callV1('referendum', { apiKey, params: { id: '1' } })).body).toEqual({
      ok: true,
      found: false,
      referendum: null,
    });
    expect((await callV1('referendum', { apiKey, params: { id: 'x1' } })).body.found).toBe(false);
    const refused: Record<string, string>[] = [
      { limit: '0' },
      { limit: '201' },
      { status: 'pending' },
      { country: '12' },
    ];
    for (const query of refused) {
      expect((await callV1('referendums', { apiKey, query })).status, JSON.stringify(query)).toBe(400);
    }
    expect((await callV1('referendums', { apiKey, query: { limit: '200' } })).status).toBe(200);
  });
});
