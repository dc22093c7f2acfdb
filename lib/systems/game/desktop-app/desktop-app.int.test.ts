import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GET as characterMe } from '@/app/api/character/me/route';
import { GET as clientStatus } from '@/app/api/client-status/route';
import { GET as countries } from '@/app/api/countries/route';
import { GET as dashboard } from '@/app/api/game/turn/dashboard/route';
import { GET as pipCorp } from '@/app/api/pip/corp/route';
import { GET as pipElections } from '@/app/api/pip/elections/route';
import { GET as pipGlobal } from '@/app/api/pip/global/route';
import { GET as pipStandard } from '@/app/api/pip/standard/route';
import { newObjectId } from '@/lib/platform/ids';
import { notify } from '@/lib/systems/core/notifications/notify';
import { call, loginAs } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

// Contract tests of the desktop clients' reads. The schemas below are the fields and types the clients'
// own parsers read (Egg3901/ahd-client src/dashboard.js, pip.html, site-api.js, corporation-enrich.js,
// countries.js; Egg3901/AHDClient briefing.rs), written out as data: a renamed or retyped field fails here.

const num = z.number().finite();
const iso = z.string().datetime();

/** ahd-client dashboard.js `_map`. */
const dashboardShape = z.object({
  gameState: z.object({ currentYear: num, isActive: z.boolean(), nextScheduledTurn: iso.nullable() }),
  character: z.object({
    actions: num,
    funds: num,
    cashOnHand: num,
    portfolioValue: num,
    nationalInfluence: num,
    hasCorp: z.boolean(),
    politicalInfluence: num,
    favorability: num,
    infamy: num,
  }),
  actionsPerTurn: z.object({ total: num }),
  fundIncome: z.object({ netPerTurn: num, baseGeneration: num, donorBaseBonus: num }),
  actionCosts: z.object({ fundraise: num, campaign: num }),
  nearestElection: z
    .object({
      inPrimary: z.boolean(),
      endTime: iso.nullable(),
      primaryEndTime: iso.nullable(),
      electionType: z.string(),
      state: z.string(),
      isCandidate: z.boolean(),
    })
    .nullable(),
});

const standing = z.object({ current: num, projected: num, isDecaying: z.boolean() });
/** ahd-client pip.html renderStandard. */
const standardShape = z.object({
  decay: z.object({ pi: standing, fav: standing, infamy: standing }),
  income: z.object({ netPerTurn: num }),
  notifications: z.object({
    unreadCount: num,
    unreadMailCount: num,
    recent: z.array(z.object({ message: z.string(), type: z.string() })),
  }),
});

/** ahd-client pip.html renderElections. */
const electionsShape = z.object({
  playerRace: z
    .object({
      electionId: z.string(),
      electionType: z.string(),
      countryId: z.string(),
      state: z.string(),
      phase: z.string(),
      position: num,
      totalCandidates: num,
      endsAt: iso.nullable(),
      primaryEndsAt: iso.nullable(),
    })
    .nullable(),
  activeFeed: z.array(
    z.object({
      id: z.string(),
      electionType: z.string(),
      countryId: z.string(),
      state: z.string(),
      endsAt: iso.nullable(),
    }),
  ),
  legislature: z.object({
    primaryLabel: z.string(),
    primary: z.record(z.string(), num),
    secondaryLabel: z.string().nullable(),
    secondary: z.record(z.string(), num),
  }),
});

/** ahd-client pip.html renderCorp. */
const corpShape = z.object({
  playerCorp: z.object({ id: num, name: z.string(), type: z.string(), revenuePerTurn: num }).nullable(),
  commodities: z.array(z.object({ type: z.string(), price: num, change24h: num.nullable() })),
  topCorps: z.array(
    z.object({ id: num, rank: num, name: z.string(), revenuePerTurn: num, isPlayerCorp: z.boolean() }),
  ),
});

/** ahd-client pip.html renderGlobal. */
const globalShape = z.object({
  countries: z.array(
    z.object({
      id: z.string(),
      dominantParty: z.string().nullable(),
      dominantPartyName: z.string().nullable(),
      dominantPartyColor: z.string().nullable(),
      dominantSeats: num,
      totalSeats: num,
      activeElections: num,
    }),
  ),
  crises: z.array(z.object({ countryId: z.string(), type: z.string(), status: z.string() })),
  turn: z.object({ currentTurn: num, currentYear: num }),
});

/** ahd-client corporation-enrich.js mergeCharacterMeIntoManifest. */
const characterMeShape = z.object({
  character: z.object({ id: z.string() }),
  corporation: z
    .object({
      pathId: z.string().regex(/^\d+$/),
      ceoId: z.string().nullable(),
      isCeo: z.boolean(),
      role: z.string(),
    })
    .nullable(),
});

/** ahd-client site-api.js fetchCountries / countries.js. */
const countriesShape = z.object({
  countries: z.array(
    z.object({
      id: z.string(),
      executivePath: z.string().startsWith('/'),
      executiveLabel: z.string().min(1),
      legislaturePath: z.string().startsWith('/'),
      legislatureLabel: z.string().min(1),
      centralBankName: z.string().min(1),
      executiveFormation: z.enum(['direct_election', 'parliamentary']),
      mapPath: z.string().startsWith('/'),
    }),
  ),
});

/** AHDClient briefing.rs parse_status: `name` is required with a character; corpNav is optional. */
const briefingShape = z.object({
  name: z.string(),
  homeCurrency: z.string().nullable(),
  personalHomeLiquid: num.nullable(),
  corpNav: z
    .object({
      sequentialId: z.number().int().nonnegative(),
      name: z.string(),
      sharePrice: num.nullable(),
      liquidCapital: num.nullable(),
      liquidCurrencyCode: z.string().nullable(),
      marketingStrength: num.nullable(),
    })
    .nullable(),
  actions: num.nullable(),
  actionCap: num.nullable(),
  funds: num.nullable(),
  politicalInfluence: num.nullable(),
  favorability: num.nullable(),
});

const database = seededSuiteDatabase();
let alice: { id: string; cookie: string; stateId: string };
let corporationSeq: number;
let electionId: string;

beforeAll(async () => {
  const db = database.db;
  const [row] = (
    await db.execute<{ id: string; state_id: string }>(sql`
      select c.id, c.state_id from characters c join users u on u.id = c.user_id where u.username = 'alice'`)
  ).rows;
  alice = { id: row!.id, stateId: row!.state_id, cookie: await loginAs('alice') };
  // Alice runs a corporation and stands in a race of her country; one notification waits for her.
  const [corp] = (
    await db.execute<{ seq: number }>(sql`
      update corporations set ceo_kind = 'character', ceo_character_id = ${alice.id}, ceo_npp_id = null
      where seq = (select min(seq) from corporations where country_id = 'US') returning seq`)
  ).rows;
  corporationSeq = corp!.seq;
  // A Senate race in her state that resolves at turn 5, with a rival ahead of her.
  electionId = newObjectId();
  await db.execute(sql`
    insert into elections (id, country_id, office_id, election_type, state_id, stagger_class, cycle, election_year,
      total_seats, status, scheduled_turn, general_turn, end_turn)
    values (${electionId}, 'US', 'us-senator', 'senator', ${alice.stateId}, 0, 99, 2025, 1, 'open', 1, 2, 5)`);
  await db.execute(sql`
    insert into election_candidates (election_id, character_id, character_name, is_npp, filed_turn, vote_share)
    select ${electionId}, c.id, c.name, c.user_id is null, 1, case when c.id = ${alice.id} then 0.4 else 0.6 end
    from characters c
    where c.id = ${alice.id}
      or c.id = (select id from characters where user_id is null and country_id = 'US' order by seq limit 1)`);
  // The public poll the desk shows (a running race shows its last poll, not the live shares): she trails.
  await db.execute(sql`
    insert into election_public_polls (election_id, turn, sample_size, margin_of_error, shares)
    select ${electionId}, 1, 1000, 3.1, jsonb_agg(jsonb_build_object('characterId', character_id, 'name', character_name,
             'party', null, 'sharePct', round((vote_share * 100)::numeric, 2)) order by vote_share desc)
    from election_candidates where election_id = ${electionId}`);
  await notify(db, {
    characterId: alice.id,
    kind: 'money_received',
    title: 'Welcome to the desk',
    body: 'Hello.',
  });
});

const asAlice = () => ({ cookie: alice.cookie });

describe('desktop client reads need a session', () => {
  it.each([
    ['/api/game/turn/dashboard', dashboard],
    ['/api/pip/standard', pipStandard],
    ['/api/pip/elections', pipElections],
    ['/api/pip/corp', pipCorp],
    ['/api/character/me', characterMe],
  ] as const)('%s answers 401 in the client envelope without one', async (path, handler) => {
    const { status, body } = await call(handler, path);
    expect(status).toBe(401);
    expect(body).toEqual({ error: expect.any(String), code: 'UNAUTHORIZED' });
  });
});

describe('GET /api/game/turn/dashboard', () => {
  it("answers alice's clock, actions, money, income and her own race", async () => {
    const { status, body } = await call(dashboard, '/api/game/turn/dashboard', asAlice());
    expect(status).toBe(200);
    const parsed = dashboardShape.parse(body);
    const [me] = (
      await database.db.execute<{ actions: number; funds: number; pi: number; donor: number }>(sql`
        select actions, campaign_funds_cents / 100.0 as funds, political_influence as pi, donor_base_level as donor
        from characters where id = ${alice.id}`)
    ).rows;
    expect(parsed.character.funds).toBe(Number(me!.funds));
    expect(parsed.character.hasCorp).toBe(true);
    expect(parsed.gameState).toMatchObject({ currentYear: 2025, isActive: true });
    // The projected income (docs/characters.md), split into its base and donor terms.
    const expected = (50000 + me!.donor * 2000) * (1 + me!.pi / 100);
    expect(parsed.fundIncome.netPerTurn).toBeCloseTo(expected, 2);
    expect(parsed.fundIncome.baseGeneration + parsed.fundIncome.donorBaseBonus).toBeCloseTo(expected, 2);
    expect(parsed.nearestElection).toMatchObject({ isCandidate: true });
    expect((body as { nearestElection: { id: string } }).nearestElection.id).toBe(electionId);
    expect(Date.parse(parsed.nearestElection!.endTime!)).toBeGreaterThan(
      Date.parse(parsed.gameState.nextScheduledTurn!) - 1,
    );
    // The home state carries its country, so a client need not guess it from the id.
    expect(body).toMatchObject({ character: { homeState: { id: alice.stateId, countryId: 'US' } } });
  });

  it("tells a UK player's home state from a US one", async () => {
    const { body } = await call(dashboard, '/api/game/turn/dashboard', { cookie: await loginAs('carol') });
    expect(body).toMatchObject({
      character: { countryId: 'UK', homeState: { id: 'UKI', countryId: 'UK' }, homeCurrency: 'GBP' },
    });
  });

  it('answers the clock alone for a user without a character', async () => {
    const { status, body } = await call(dashboard, '/api/game/turn/dashboard', {
      cookie: await loginAs('admin'),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ character: null, gameState: { currentYear: 2025 } });
  });
});

describe('GET /api/pip/*', () => {
  it('standard: standings, income and the notification alice just got', async () => {
    const { status, body } = await call(pipStandard, '/api/pip/standard', asAlice());
    expect(status).toBe(200);
    const parsed = standardShape.parse(body);
    expect(parsed.notifications.recent[0]).toMatchObject({
      message: 'Welcome to the desk',
      type: 'money_received',
    });
    expect(parsed.notifications.unreadCount).toBeGreaterThanOrEqual(1);
    expect(parsed.income.netPerTurn).toBeGreaterThan(0);
  });

  it('elections: her race with her place, the races ahead and the chambers by party', async () => {
    const { status, body } = await call(pipElections, '/api/pip/elections', asAlice());
    expect(status).toBe(200);
    const parsed = electionsShape.parse(body);
    expect(parsed.playerRace).toMatchObject({ electionId, countryId: 'US', position: 2, totalCandidates: 2 });
    expect(parsed.activeFeed.length).toBeGreaterThan(0);
    expect(parsed.activeFeed.every((e) => e.countryId === 'US')).toBe(true);
    const [seats] = (
      await database.db.execute<{ held: number }>(sql`
        select count(*)::int as held from seats s join offices o on o.id = s.office_id
        join chambers ch on ch.id = o.chamber_id
        where ch.country_id = 'US' and ch.name = 'House of Representatives' and s.holder_character_id is not null`)
    ).rows;
    expect(parsed.legislature.primaryLabel).toBe('House of Representatives');
    expect(Object.values(parsed.legislature.primary).reduce((a, b) => a + b, 0)).toBe(seats!.held);
  });

  it('corp: the corporation she runs, commodity prices and the top earners', async () => {
    const { status, body } = await call(pipCorp, '/api/pip/corp', asAlice());
    expect(status).toBe(200);
    const parsed = corpShape.parse(body);
    expect(parsed.playerCorp!.id).toBe(corporationSeq);
    // Steel's opening price, moved to two days ago at half today's price: it has doubled in a day.
    await database.db.execute(sql`
      update commodity_price_history h set recorded_at = now() - interval '2 days', price = g.price / 2
      from commodity_markets g
      where h.commodity_key = 'steel' and h.turn = 0
        and g.scope = 'global' and g.area_id = '' and g.commodity_key = 'steel'`);
    const again = corpShape.parse((await call(pipCorp, '/api/pip/corp', asAlice())).body);
    expect(again.commodities.find((c) => c.type === 'steel')!.change24h).toBeCloseTo(100, 1);
    expect(parsed.commodities.length).toBeGreaterThan(0);
    expect(parsed.topCorps.map((t) => t.rank)).toEqual(parsed.topCorps.map((_, i) => i + 1));
    expect(parsed.topCorps.length).toBeGreaterThan(0);
  });

  it('corp: no corporation for a player who runs none', async () => {
    const { body } = await call(pipCorp, '/api/pip/corp', { cookie: await loginAs('bob') });
    expect(corpShape.parse(body).playerCorp).toBeNull();
  });

  it('global: every country, including Japan, with its largest party and the clock, without a session', async () => {
    const { status, body } = await call(pipGlobal, '/api/pip/global');
    expect(status).toBe(200);
    const parsed = globalShape.parse(body);
    expect(parsed.countries.map((c) => c.id)).toEqual(expect.arrayContaining(['US', 'UK', 'JP']));
    const us = parsed.countries.find((c) => c.id === 'US')!;
    expect(us.dominantPartyName).not.toBeNull();
    expect(us.dominantSeats).toBeGreaterThan(0);
    expect(us.dominantSeats).toBeLessThanOrEqual(us.totalSeats);
    expect((body as { turn: unknown }).turn).toEqual({
      currentTurn: 1,
      currentYear: 2025,
      gameDateLabel: expect.any(String),
      nextTurnAt: expect.any(String),
    });
  });
});

describe('GET /api/character/me', () => {
  it('names the corporation a CEO runs, so the client links to it instead of offering to found one', async () => {
    const { status, body } = await call(characterMe, '/api/character/me', asAlice());
    expect(status).toBe(200);
    const parsed = characterMeShape.parse(body);
    expect(parsed.corporation).toMatchObject({
      pathId: String(corporationSeq),
      ceoId: alice.id,
      isCeo: true,
      role: 'CEO',
    });
    expect(parsed.character.id).toBe(alice.id);
  });

  it('answers a null corporation for a player who runs none, and a null character without one', async () => {
    const bob = await call(characterMe, '/api/character/me', { cookie: await loginAs('bob') });
    expect(characterMeShape.parse(bob.body).corporation).toBeNull();
    const admin = await call(characterMe, '/api/character/me', { cookie: await loginAs('admin') });
    expect(admin.body).toEqual({ character: null, corporation: null, corporations: [] });
  });
});

describe('GET /api/countries', () => {
  it('lists every seeded country, Japan and the UK included, with labels and paths of our pages', async () => {
    const { status, body } = await call(countries, '/api/countries');
    expect(status).toBe(200);
    const parsed = countriesShape.parse(body);
    const seeded = (
      await database.db.execute<{ id: string }>(sql`select id from countries order by sort_order, id`)
    ).rows;
    expect(parsed.countries.map((c) => c.id)).toEqual(seeded.map((c) => c.id));
    expect(parsed.countries.find((c) => c.id === 'UK')).toMatchObject({
      executiveLabel: 'Prime Minister',
      executiveFormation: 'parliamentary',
      centralBankName: 'Bank of England',
      executivePath: '/countries/UK',
    });
    expect(parsed.countries.find((c) => c.id === 'US')).toMatchObject({
      executiveFormation: 'direct_election',
    });
    expect(parsed.countries.map((c) => c.id)).toContain('JP');
  });
});

describe('GET /api/client-status for the Tauri client', () => {
  it('carries name beside characterName', async () => {
    const { body } = await call(clientStatus, '/api/client-status?layout=full', asAlice());
    const briefing = briefingShape.parse(body);
    expect(briefing.name).toBe('Alice Adams');
    expect(briefing.corpNav!.sequentialId).toBe(corporationSeq);
    // Never an election card: the client refuses every election id that is not 24 hex digits.
    expect(body).not.toHaveProperty('electionStats');
    expect(body).toMatchObject({ status: 'ready', characterName: 'Alice Adams' });
  });

  it('says no-character for a signed-in user without one', async () => {
    const { status, body } = await call(clientStatus, '/api/client-status?layout=full', {
      cookie: await loginAs('admin'),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'no-character', hasCharacter: false, name: null });
  });
});
