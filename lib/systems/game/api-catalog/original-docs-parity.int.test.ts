import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { awardAchievement } from '@/lib/systems/core/achievements/award-achievement';
import { PARTY_MEMBER_ACHIEVEMENT_ID } from '@/lib/systems/politics/parties/constants';
import { freshApiKey } from '@/lib/testing/api-keys';
import { endTermsAt, runPoliticsTurns } from '@/lib/testing/politics-turns';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';
import type { EndpointId } from '@/lib/systems/game/api-catalog/catalog';

/**
 * Every field, parameter and list member that the original game's public API documentation
 * (Egg3901/ahd-docs api/public-v1.md) lists, per endpoint, checked on a real world: each documented field
 * is present with its type. The facts are data here; docs/compatibility.md explains the choices.
 *
 * A field is written `path: type`. Path segments are object keys; `[]` walks every array element and
 * `[key=value]` only the elements where key equals value. Types: string, number, boolean, object, array,
 * iso (timestamp), date (YYYY-MM-DD). A trailing `?` allows null but requires one non-null value across the
 * entry's requests (real data, not a null standing in); `??` allows null throughout this world.
 */

/** (Optional keys only because TypeScript widens a list of differently-keyed literals.) */
type Request = { query?: Record<string, string | undefined>; params?: Record<string, string> };
interface Documented {
  endpoint: EndpointId;
  /** Each uses only documented parameters; every one must answer 200 with found true. */
  requests: (world: World) => Request[];
  fields: string[];
  /** Documented fields Statecraft has no data for; they must stay absent (see the compatibility page). */
  notSupported?: string[];
}

interface World {
  alice: { seq: number; chatId: string };
  presidentElection: string;
  presidentSeq: number;
  /** A character whose career holds a seat won in an election of the run (an incumbent re-elected keeps the
   * career row of the seeded world, which names no election). */
  electedSeq: number;
  openElection: string;
  corporationWithBonds: { seq: number; name: string };
  commodityKey: string;
  sectorType: string;
}

const CHARACTER = [
  'id: string',
  'name: string',
  'bio: string',
  'countryId: string',
  'party: string?',
  'partyId: string?',
  'partyColor: string?',
  'partyUrl: string?',
  'state: string',
  'stateCode: string',
  'stateUrl: string',
  'countryUrl: string',
  'position: string',
  'officeType: string?',
  'politicalInfluence: number',
  'nationalInfluence: number',
  'favorability: number',
  'infamy: number',
  'campaignFunds: number',
  'cashOnHand: number',
  'netWorth: number',
  'portfolioValue: number',
  'actions: number',
  'donorBaseLevel: number',
  'policies: object',
  'policies.economic: number',
  'policies.social: number',
  'profileUrl: string',
  'createdAt: iso',
  'activeElection: object??',
  'isCeo: boolean',
  'ceoOf: object?',
  'isInvestor: boolean',
  'investorRank: number?',
];
const COMMODITY = [
  'key: string',
  'label: string',
  'unit: string',
  'basePrice: number',
  'globalPrice: number',
  'globalSupply: number',
  'globalDemand: number',
  'turn: number',
];
const CHARACTER_UNSUPPORTED = ['avatarUrl', 'discordAvatarUrl', 'discordUsername'];
const each = (prefix: string, fields: string[]) => fields.map((field) => `${prefix}${field}`);

const characterSearch = (world: World): Request[] => [
  { query: { name: 'Alice Adams' } },
  { query: { name: 'a' } },
  { query: { discordId: world.alice.chatId } },
];

const DOCUMENTED: Documented[] = [
  {
    endpoint: 'character',
    requests: characterSearch,
    fields: ['ok: boolean', 'found: boolean', 'characters: array', ...each('characters[].', CHARACTER)],
    notSupported: each('characters[].', CHARACTER_UNSUPPORTED),
  },
  {
    endpoint: 'characterSearch',
    requests: characterSearch,
    fields: ['ok: boolean', 'found: boolean', 'characters: array', ...each('characters[].', CHARACTER)],
    notSupported: each('characters[].', CHARACTER_UNSUPPORTED),
  },
  {
    endpoint: 'characterById',
    requests: (world) => [
      { params: { id: String(world.alice.seq) } },
      { params: { id: String(world.presidentSeq) } },
    ],
    fields: ['ok: boolean', 'found: boolean', 'character: object', ...each('character.', CHARACTER)],
    notSupported: each('character.', CHARACTER_UNSUPPORTED),
  },
  {
    endpoint: 'characterCareer',
    requests: (world) => [
      { params: { id: String(world.alice.seq) } },
      { params: { id: String(world.presidentSeq) } },
      { params: { id: String(world.electedSeq) } },
    ],
    fields: [
      'ok: boolean',
      'found: boolean',
      'characterId: string',
      'characterName: string',
      'career: array',
      'career[].type: string',
      'career[].office: string',
      'career[].officeLabel: string',
      'career[].party: string?',
      'career[].electionId: string?',
      'career[].fromState: string??',
      'career[].toState: string??',
    ],
  },
  {
    endpoint: 'characterAchievements',
    requests: (world) => [{ params: { id: String(world.alice.seq) } }],
    fields: [
      'ok: boolean',
      'found: boolean',
      'characterId: string',
      'characterName: string',
      'achievements: array',
      'achievements[].id: string',
      'achievements[].name: string',
      'achievements[].description: string',
      'achievements[].icon: string??',
      'achievements[].category: string',
      'achievements[].isHidden: boolean',
      'achievements[].earnedAt: iso',
    ],
    notSupported: ['achievements[].isHighlighted'],
  },
  {
    endpoint: 'elections',
    requests: () => [{ query: { country: 'US' } }, { query: { country: 'US', state: 'CA' } }],
    fields: [
      'ok: boolean',
      'found: boolean',
      'elections: array',
      'elections[].id: string',
      'elections[].seatId: string?',
      'elections[].electionType: string',
      'elections[].state: string?',
      'elections[].stateName: string?',
      'elections[].status: string',
      'elections[].startTime: iso',
      'elections[].endTime: iso',
      'elections[].candidates: array',
      'elections[status=closed].finalVotes: array',
      'elections[status=closed].finalVotes[].votes: number',
    ],
  },
  {
    endpoint: 'election',
    requests: (world) => [
      { params: { id: world.presidentElection } },
      { params: { id: world.openElection } },
    ],
    fields: [
      'ok: boolean',
      'found: boolean',
      'election: object',
      'phase: object',
      'phase.inPrimary: boolean',
      'phase.inGeneral: boolean',
      'phase.isUpcoming: boolean',
      'phase.isEnded: boolean',
      'incumbent: object?',
      'candidates: array',
      'primarySnapshots: array',
      'primarySnapshots[].turn: number',
      'primarySnapshots[].candidates: array',
      'primarySnapshots[].candidates[].name: string',
      'primarySnapshots[].candidates[].sharePct: number',
      // votes is null until the count (docs/compatibility.md), so the open election's is skipped.
      'votes: object?',
      'votes.totalVotes: number',
      'votes.finalized: boolean',
      'votes.latestSnapshot: object?',
    ],
  },
  {
    endpoint: 'party',
    requests: () => [{ query: { id: 'us-dem', country: 'US' } }],
    fields: [
      'ok: boolean',
      'found: boolean',
      'party: object',
      ...each('party.', [
        'id: string',
        'name: string',
        'abbreviation: string',
        'color: string',
        'economicPosition: number',
        'socialPosition: number',
        'economicLabel: string',
        'socialLabel: string',
        'memberCount: number',
        'seatCount: number',
        'treasury: number',
        'chairName: string?',
        'partyUrl: string',
        'recentElectionResults: array',
        'recentElectionResults[].electionId: string',
        'recentElectionResults[].cycle: number',
        'recentElectionResults[].seatsWon: number',
        'topMembers: array',
      ]),
    ],
  },
  {
    endpoint: 'government',
    requests: () => [{ query: { country: 'UK' } }],
    fields: [
      'ok: boolean',
      'found: boolean',
      'country: string',
      'countryName: string',
      'officials: array',
      'cabinet: array',
      'governmentFormation: object',
      'governmentFormation[type=parliamentary].seatsByParty: array',
      'governmentFormation.seatsByParty[].partyId: string?',
      'governmentFormation.seatsByParty[].partyName: string',
      'governmentFormation.seatsByParty[].partyColor: string?',
      'governmentFormation.seatsByParty[].seats: number',
    ],
  },
  {
    endpoint: 'government',
    requests: () => [{ query: { country: 'US' } }],
    fields: [
      'ok: boolean',
      'found: boolean',
      'country: string',
      'countryName: string',
      'officials: array',
      'cabinet: array',
      'governmentFormation: object',
      'governmentFormation[type=presidential].president: object',
      'governmentFormation.president.name: string',
      'governmentFormation.president.party: string?',
      'governmentFormation.president.profileUrl: string',
    ],
  },
  {
    endpoint: 'country',
    requests: () => [{ params: { code: 'us' } }, { params: { code: 'uk' } }],
    fields: [
      'ok: boolean',
      'found: boolean',
      'countryId: string',
      'name: string',
      'governmentType: string',
      'population: number',
      'currentLeader: object?',
      'legislatureComposition: array',
      'legislatureComposition[].partyId: string?',
      'legislatureComposition[].partyName: string',
      'legislatureComposition[].partyColor: string?',
      'legislatureComposition[].seats: number',
      'legislatureComposition[].seatPct: number',
      'lastElectionCycle: number?',
    ],
  },
  {
    endpoint: 'countryEconomy',
    requests: () => [{ params: { code: 'us' } }],
    fields: [
      'ok: boolean',
      'found: boolean',
      'countryId: string',
      'primeRate: number',
      'inflation: number',
      'gdpGrowth: number',
      'chair: object?',
      'chair.name: string',
      'chair.profileUrl: string',
      'rateHistory: array',
      'inflationHistory: array',
      'gdpGrowthHistory: array',
      'stockMarket: object',
      'stockMarket.totalMarketCap: number',
      'stockMarket.change1h: number?',
      'stockMarket.change24h: number?',
      'stockMarket.exchange: string?',
    ],
  },
  {
    endpoint: 'countryLegislature',
    requests: () => [{ params: { code: 'us' } }],
    fields: [
      'ok: boolean',
      'found: boolean',
      'countryId: string',
      'chamber: string',
      'totalSeats: number',
      'composition: array',
      'pendingBills: array',
      'recentlyPassed: array',
    ],
  },
  {
    endpoint: 'legislation',
    requests: () => [
      // A national bill takes both chambers (and in the US the president's desk); by turn 8 some bill of
      // one chamber (a state's, or a UK money bill, which skips the Lords) has passed somewhere.
      { query: { status: 'passed', limit: '5' } },
      { query: { status: 'pending' } },
    ],
    fields: [
      'ok: boolean',
      'found: boolean',
      'bills: array',
      ...each('bills[].', [
        'id: string',
        'title: string',
        'sponsor: string',
        'sponsorParty: string?',
        'country: string',
        'status: string',
        'introducedAt: iso',
        'votedAt: iso?',
        'vote: object',
        'vote.yes: number',
        'vote.no: number',
        'vote.abstain: number',
        'effects: array',
        'effects[].metric: string',
        'effects[].direction: string',
      ]),
    ],
  },
  {
    endpoint: 'corporation',
    requests: (world) => [
      { query: { id: String(world.corporationWithBonds.seq) } },
      { query: { name: world.corporationWithBonds.name } },
    ],
    fields: [
      'ok: boolean',
      'found: boolean',
      'id: string',
      'name: string',
      'type: string',
      'countryId: string',
      'ceo: object?',
      'financials: object',
      'balanceSheet: object',
      'shareStructure: object',
      'creditRating: object',
      'creditRating.rating: string',
      'creditRating.compositeScore: number',
      'creditRating.components: object',
      'creditRating.effectiveCouponRate: number?',
      'bonds: array',
      'sectors: array',
    ],
    notSupported: ['brandColor'],
  },
  {
    endpoint: 'corporations',
    requests: () => [{}],
    fields: [
      'ok: boolean',
      'corporations: array',
      'corporations[].id: string',
      'corporations[].name: string',
      'corporations[].sequentialId: number',
      'corporations[].type: string',
      'corporations[].countryId: string',
    ],
  },
  {
    // The original documents the parameters only.
    endpoint: 'market',
    requests: (world) => [
      { query: { type: world.sectorType, country: 'US', page: '1', view: 'share' } },
      { query: { type: world.sectorType, view: 'unowned' } },
    ],
    fields: ['ok: boolean'],
  },
  {
    endpoint: 'bonds',
    requests: (world) => [{ query: { page: '1' } }, { query: { corp: world.corporationWithBonds.name } }],
    fields: [
      'ok: boolean',
      'found: boolean',
      'bonds: array',
      ...each('bonds[].', [
        'id: string',
        'couponRate: number',
        'maturityLabel: string',
        'totalIssued: number',
        'marketPrice: number',
        'turnsRemaining: number',
        'yieldToMaturity: number',
        'holders: number',
        'defaulted: boolean',
      ]),
      'pagination: object',
    ],
  },
  {
    endpoint: 'commodities',
    requests: () => [{}],
    fields: ['ok: boolean', 'commodities: array', ...each('commodities[].', COMMODITY)],
  },
  {
    // With country, the documented optional national fields.
    endpoint: 'commodities',
    requests: () => [{ query: { country: 'US' } }],
    fields: [
      'ok: boolean',
      'commodities: array',
      ...each('commodities[].', [
        ...COMMODITY,
        'nationalPrice: number',
        'nationalSupply: number',
        'nationalDemand: number',
      ]),
    ],
  },
  {
    endpoint: 'commodity',
    requests: (world) => [
      { params: { key: world.commodityKey } },
      { params: { key: world.commodityKey }, query: { country: 'US' } },
    ],
    fields: [
      'ok: boolean',
      'found: boolean',
      'commodity: object',
      ...each('commodity.', [
        'key: string',
        'label: string',
        'unit: string',
        'basePrice: number',
        'globalPrice: number',
        'globalSupply: number',
        'globalDemand: number',
        'statePrices: object',
        'stateSupply: object',
        'stateDemand: object',
        'topProducers: array',
        'topConsumers: array',
        'turn: number',
      ]),
    ],
  },
  {
    endpoint: 'leaderboard',
    requests: () => [
      {},
      { query: { country: 'US', metric: 'npi', limit: '50' } },
      { query: { metric: 'pi' } },
      { query: { metric: 'favorability' } },
      { query: { metric: 'funds' } },
      { query: { metric: 'actions' } },
    ],
    fields: [
      'ok: boolean',
      'found: boolean',
      'metric: string',
      'characters: array',
      ...each('characters[].', [
        'rank: number',
        'id: string',
        'name: string',
        'party: string?',
        'partyColor: string?',
        'stateCode: string',
        'position: string',
        'politicalInfluence: number',
        'nationalInfluence: number',
        'favorability: number',
        'actions: number',
        'funds: number',
        'profileUrl: string',
      ]),
    ],
  },
  {
    endpoint: 'news',
    requests: () => [{ query: { limit: '100' } }, { query: { category: 'legislation' } }],
    fields: [
      'ok: boolean',
      'found: boolean',
      'posts: array',
      ...each('posts[].', [
        'id: number',
        'title: string',
        'content: string',
        'authorName: string',
        'isSystem: boolean',
        'category: string',
        'countryId: string?',
        'createdAt: iso',
      ]),
    ],
    notSupported: ['posts[].stateId', 'posts[].reactions'],
  },
  {
    endpoint: 'game',
    requests: () => [{}],
    fields: [
      'ok: boolean',
      'found: boolean',
      'currentTurn: number',
      'gameDate: date',
      'nextTurnAt: iso?',
      'turnDurationMs: number',
    ],
  },
];

const database = seededSuiteDatabase();
let apiKey: string;
let world: World;

beforeAll(async () => {
  apiKey = await freshApiKey('alice');
  const db = database.db;
  const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows[0] as T;
  // The presidency and the Commons vote (primary, general, count) by turn 8; a Senate seat is still open at 9.
  await endTermsAt(db, { officeIds: ['us-president', 'uk-mp'], endTurn: 8 });
  await endTermsAt(db, { officeIds: ['us-senator'], stateIds: ['CA'], endTurn: 14 });
  const alice = await one<{ id: string; seq: number }>(sql`
    select c.id, c.seq from characters c join users u on u.id = c.user_id where u.username = 'alice'`);
  const chatId = `parity-chat-${alice.seq}`;
  await db.execute(sql`update characters set chat_id = ${chatId} where id = ${alice.id}`);
  await awardAchievement(db, { characterId: alice.id, achievementId: PARTY_MEMBER_ACHIEVEMENT_ID });
  await runPoliticsTurns(db, 8);
  const president = await one<{ id: string; seq: number }>(sql`
    select e.id, c.seq from elections e join election_candidates ec on ec.election_id = e.id and ec.is_winner
    join characters c on c.id = ec.character_id where e.office_id = 'us-president' and e.status = 'closed'`);
  const elected = await one<{ seq: number }>(sql`
    select c.seq from careers cr join characters c on c.id = cr.character_id
    join election_candidates ec on ec.character_id = cr.character_id and ec.is_winner
    join elections e on e.id = ec.election_id and e.office_id = cr.office_id and e.end_turn = cr.start_turn
    where cr.type = 'elected' order by c.seq limit 1`);
  const open = await one<{ id: string }>(sql`
    select id from elections where office_id = 'us-senator' and state_id = 'CA' and status <> 'closed'
    order by id limit 1`);
  const corporation = await one<{ seq: number; name: string }>(sql`
    select k.seq, k.name from corporations k where exists (select 1 from corporate_bonds b where b.corporation_id = k.id)
    order by k.seq limit 1`);
  const commodity = await one<{ key: string }>(sql`select key from commodities order by sort_order limit 1`);
  const sector = await one<{ type: string }>(
    sql`select type from corporations where country_id = 'US' order by seq limit 1`,
  );
  world = {
    alice: { seq: alice.seq, chatId },
    presidentElection: president.id,
    presidentSeq: president.seq,
    electedSeq: elected.seq,
    openElection: open.id,
    corporationWithBonds: corporation,
    commodityKey: commodity.key,
    sectorType: sector.type,
  };
}, 120_000);

const MISSING = Symbol('missing');

/** Every value at `path` in `body`; MISSING where a key is absent, nothing below a null. */
function valuesAt(body: unknown, path: string): unknown[] {
  let current: unknown[] = [body];
  for (const segment of path.split('.')) {
    const match = /^([^[\]]+)(?:\[(?:([^=\]]+)=([^\]]+))?\])?$/.exec(segment);
    if (!match) throw new Error(`bad path segment ${segment}`);
    const [, key, filterKey, filterValue] = match;
    const walksArray = segment.includes('[');
    const next: unknown[] = [];
    for (const value of current) {
      if (value === MISSING || value === null) continue;
      if (typeof value !== 'object' || !(key! in (value as object))) {
        next.push(MISSING);
        continue;
      }
      const child = (value as Record<string, unknown>)[key!];
      if (!walksArray) {
        next.push(child);
      } else if (filterKey !== undefined && !Array.isArray(child)) {
        // [k=v] on an object keeps it only when it matches.
        if (child && (child as Record<string, unknown>)[filterKey] === filterValue) next.push(child);
      } else if (Array.isArray(child)) {
        next.push(
          ...child.filter(
            (item) => filterKey === undefined || (item as Record<string, unknown>)[filterKey] === filterValue,
          ),
        );
      } else {
        next.push(MISSING);
      }
    }
    current = next;
  }
  return current;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'iso':
      return typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(value);
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value);
    default:
      return typeof value === type;
  }
}

describe.each(DOCUMENTED.map((entry) => [entry.endpoint, entry] as const))(
  'the original documentation of %s',
  (_endpoint, entry) => {
    const answers = async () => {
      const bodies: unknown[] = [];
      for (const request of entry.requests(world)) {
        const query = Object.fromEntries(
          Object.entries(request.query ?? {}).flatMap(([key, value]) =>
            value === undefined ? [] : [[key, value]],
          ),
        );
        const { status, body } = await callV1(entry.endpoint, { apiKey, params: request.params, query });
        expect(status, `${JSON.stringify(request)}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
        if ('found' in body) expect(body.found, JSON.stringify(request)).toBe(true);
        bodies.push(body);
      }
      return bodies;
    };

    it('is answered for its documented parameters, with every documented field of the documented type', async () => {
      const bodies = await answers();
      const problems: string[] = [];
      for (const field of entry.fields) {
        const [path, rawType] = field.split(': ') as [string, string];
        const nullable = rawType.endsWith('?');
        const alwaysMayBeNull = rawType.endsWith('??');
        const type = rawType.replace(/\?+$/, '');
        const values = bodies.flatMap((body) => valuesAt(body, path));
        if (values.length === 0) problems.push(`${path}: no value in this world`);
        if (values.includes(MISSING)) problems.push(`${path}: missing`);
        for (const value of values) {
          if (value === MISSING || (value === null && nullable)) continue;
          if (!hasType(value, type)) problems.push(`${path}: ${JSON.stringify(value)} is not ${type}`);
        }
        if (nullable && !alwaysMayBeNull && values.every((value) => value === null || value === MISSING))
          problems.push(`${path}: null in every answer`);
      }
      expect([...new Set(problems)]).toEqual([]);
    });

    if (entry.notSupported)
      it('leaves out only the fields the compatibility page lists as not supported', async () => {
        const bodies = await answers();
        for (const path of entry.notSupported ?? []) {
          const values = bodies.flatMap((body) => valuesAt(body, path));
          expect(values.length, path).toBeGreaterThan(0);
          expect(
            values.every((value) => value === MISSING),
            `${path} is now served: move it to fields`,
          ).toBe(true);
        }
      });
  },
);

describe('the added fields carry the world’s data', () => {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as T[];

  it('links, office, CEO seat and investor standing of a character', async () => {
    const { body } = await callV1('characterById', { apiKey, params: { id: String(world.alice.seq) } });
    const alice = body.character;
    const [corporation] = await rows<{ id: string; seq: number; name: string }>(sql`
      select k.id, k.seq, k.name from corporations k join characters c on c.id = k.ceo_character_id
      where c.seq = ${world.alice.seq} and k.ceo_kind = 'character' order by k.seq limit 1`);
    expect(alice.ceoOf).toEqual({
      id: corporation!.id,
      sequentialId: corporation!.seq,
      name: corporation!.name,
      url: `/corporations/${corporation!.seq}`,
    });
    expect(alice).toMatchObject({
      partyUrl: `/countries/${alice.countryId}/parties/${alice.partyId}`,
      stateUrl: `/states/${alice.stateCode}`,
      countryUrl: `/countries/${alice.countryId}`,
      officeType: null,
      isInvestor: true,
    });
    expect(alice.portfolioValue).toBeGreaterThan(0);
    expect(alice.investorRank).toBeGreaterThanOrEqual(1);

    const president = (await callV1('characterById', { apiKey, params: { id: String(world.presidentSeq) } }))
      .body.character;
    expect(president.officeType).toBe('president');
    const [idle] = await rows<{ seq: number }>(sql`
      select c.seq from characters c where not exists (select 1 from corporation_shareholders h
        where h.holder_kind = 'character' and h.holder_id = c.id)
      and not exists (select 1 from fund_unit_holdings u where u.character_id = c.id)
      and not exists (select 1 from bond_holdings b where b.character_id = c.id) order by c.seq limit 1`);
    const { character } = (await callV1('characterById', { apiKey, params: { id: String(idle!.seq) } })).body;
    expect(character).toMatchObject({ isInvestor: false, investorRank: null, portfolioValue: 0 });
  });

  it('a bill’s sponsor name and party, and the time of the turn that resolved it', async () => {
    const { body } = await callV1('legislation', { apiKey, query: { status: 'passed', limit: '3' } });
    for (const bill of body.bills) {
      const [stored] = await rows<{
        sponsor_name: string;
        sponsor_party_name: string | null;
        voted: string;
      }>(sql`
        select b.sponsor_name, b.sponsor_party_name, t.started_at::text as voted
        from bills b join turns t on t.turn = b.resolved_turn where b.id = ${bill.id}`);
      expect(bill.sponsor).toBe(stored!.sponsor_name);
      expect(bill.sponsorParty).toBe(stored!.sponsor_party_name);
      expect(Date.parse(bill.votedAt)).toBe(Date.parse(stored!.voted));
    }
  });

  it('an election’s share snapshots: one per primary turn, and the last before the count', async () => {
    const { body } = await callV1('election', { apiKey, params: { id: world.presidentElection } });
    const { primaryTurn, generalTurn, endTurn } = body.election;
    expect(body.primarySnapshots.map((s: { turn: number }) => s.turn)).toEqual(
      Array.from({ length: generalTurn - primaryTurn }, (_, i) => primaryTurn + i),
    );
    for (const snapshot of body.primarySnapshots) {
      const total = snapshot.candidates.reduce((sum: number, c: { sharePct: number }) => sum + c.sharePct, 0);
      expect(total).toBeCloseTo(100, 0);
    }
    expect(body.votes).toMatchObject({
      finalized: true,
      latestSnapshot: { turn: endTurn, phase: 'general' },
    });
  });

  it('a party’s recent results count the seats its candidates won', async () => {
    const [winner] = await rows<{ party_id: string }>(sql`
      select party_id from election_candidates where election_id = ${world.presidentElection} and is_winner`);
    const { body } = await callV1('party', { apiKey, query: { id: winner!.party_id, country: 'US' } });
    expect(body.party.recentElectionResults).toContainEqual(
      expect.objectContaining({ electionId: world.presidentElection, seatsWon: 1, totalSeats: 1 }),
    );
    expect(body.party).toMatchObject({ partyUrl: `/countries/US/parties/${winner!.party_id}` });
  });
});
