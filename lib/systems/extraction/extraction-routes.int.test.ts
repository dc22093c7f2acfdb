// The extraction endpoints: admin grant and revoke (409 confirmation, force, soft delete), capacity
// admin, public reads checked against their catalog, and player offers with concurrent acceptances.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listCapacityRoute } from '@/app/api/admin/resource-capacity/route';
import { PATCH as setCapacityRoute } from '@/app/api/admin/resource-capacity/[stateId]/route';
import { GET as mapRoute } from '@/app/api/map/resources/route';
import { GET as stateResourcesRoute } from '@/app/api/states/[id]/resources/route';
import { DELETE as revokeRoute } from '@/app/api/contracts/extraction/[id]/route';
import { GET as listOffersRoute, POST as offerRoute } from '@/app/api/contracts/extraction/offers/route';
import { POST as decideRoute } from '@/app/api/contracts/extraction/offers/[id]/route';
import { GET as listRoute, POST as grantRoute } from '@/app/api/contracts/extraction/route';
import { extractionEndpoints } from '@/lib/systems/extraction/catalog';
import { clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { deepStrict } from '@/lib/testing/deep-strict';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

type Handler = (request: Request, context: ReturnType<typeof routeContext>) => Promise<Response>;

const database = seededSuiteDatabase();
const cookies: Record<string, string> = {};
let corporationId: string;
let aliceCorporationId: string;

beforeAll(async () => {
  for (const user of ['alice', 'bob', 'admin']) cookies[user] = await loginAs(user);
  const corps = await database.db.execute<{ id: string; alice: boolean }>(sql`
    select k.id, c.user_id is not null and u.username = 'alice' as alice from corporations k
    left join characters c on c.id = k.ceo_character_id left join users u on u.id = c.user_id
    order by (u.username = 'alice') desc nulls last, k.seq limit 2`);
  aliceCorporationId = corps.rows[0]!.id;
  corporationId = corps.rows[1]!.id;
  expect(corps.rows[0]!.alice).toBe(true);
});

async function call(
  handler: Handler,
  path: string,
  options: { method?: string; body?: unknown; as?: string; params?: Record<string, string> } = {},
) {
  const response = await handler(
    clientRequest(path, {
      method: options.method ?? 'GET',
      body: options.body,
      cookie: options.as && cookies[options.as],
    }),
    routeContext(options.params ?? {}),
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const contractCount = async () =>
  Number(
    (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from extraction_contracts`))
      .rows[0]!.n,
  );

const grant = (share: number, extra: Record<string, unknown> = {}, as = 'admin') =>
  call(grantRoute, '/api/contracts/extraction', {
    method: 'POST',
    as,
    body: {
      stateId: 'WY',
      corporationId,
      resource: 'coal',
      share,
      grantedBy: 'us-governor',
      grantedByLevel: 'state',
      ...extra,
    },
  });

describe('admin grant and revoke', () => {
  it('grants, then answers an over-allocating grant with 409 and no insert, then inserts it with force', async () => {
    const first = await grant(0.6);
    expect(first.status).toBe(200);
    expect(first.body.contract).toMatchObject({
      stateId: 'WY',
      countryId: 'US',
      resource: 'coal',
      share: 0.6,
    });
    expect(first.body.overAllocated).toBe(false);

    const before = await contractCount();
    const over = await grant(0.5);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      code: 'EXTRACTION_OVER_ALLOCATED',
      overAllocated: true,
      needsConfirmation: true,
      totalShare: 1.1,
    });
    expect(await contractCount()).toBe(before);

    const forced = await grant(0.5, { force: true });
    expect(forced.status).toBe(200);
    expect(forced.body).toMatchObject({ overAllocated: true, totalShare: 1.1 });
    expect(await contractCount()).toBe(before + 1);
  });

  it('refuses invalid grants with clear codes and writes nothing', async () => {
    const before = await contractCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ stateId: 'ZZ' }, 'UNKNOWN_STATE'],
      [{ corporationId: 'ffffffffffffffffffffffff' }, 'UNKNOWN_CORPORATION'],
      [{ grantedBy: 'uk-commons' }, 'INVALID_GRANTING_AUTHORITY'],
      [{ grantedBy: 'us-governor', grantedByLevel: 'national' }, 'INVALID_GRANTING_AUTHORITY'],
      [{ resource: 'copper' }, 'BAD_REQUEST'],
      [{ share: 1.5 }, 'BAD_REQUEST'],
      [{ share: 0 }, 'BAD_REQUEST'],
      [{ corporationId: 'abc' }, 'BAD_REQUEST'],
      [{ grantedByLevel: 'city' }, 'BAD_REQUEST'],
      [{ force: 'yes' }, 'BAD_REQUEST'],
    ];
    for (const [extra, code] of cases) {
      const answer = await grant(0.1, extra);
      expect(answer.body.code, JSON.stringify(extra)).toBe(code);
      expect(answer.status).toBe(400);
    }
    expect(await contractCount()).toBe(before);
  });

  it('accepts the state or country code as the legislature, stores it as given, and still refuses another country', async () => {
    // Colorado's coal: no other test here looks at it.
    const colorado = { stateId: 'CO', force: true };
    const byState = await grant(0.05, { ...colorado, grantedBy: 'co', grantedByLevel: 'state' });
    expect(byState.status).toBe(200);
    expect(byState.body.contract).toMatchObject({ grantedBy: 'co', grantedByLevel: 'state' });
    const byCountry = await grant(0.05, { ...colorado, grantedBy: 'US', grantedByLevel: 'national' });
    expect(byCountry.status).toBe(200);
    expect(byCountry.body.contract).toMatchObject({ grantedBy: 'US', grantedByLevel: 'national' });
    const foreign = await grant(0.05, { ...colorado, grantedBy: 'UK', grantedByLevel: 'national' });
    expect(foreign.body.code).toBe('INVALID_GRANTING_AUTHORITY');
    const stateAsNation = await grant(0.05, { ...colorado, grantedBy: 'CO', grantedByLevel: 'national' });
    expect(stateAsNation.body.code).toBe('INVALID_GRANTING_AUTHORITY');
  });

  it('lets only administrators grant, revoke and manage capacity (403 for players)', async () => {
    const before = await contractCount();
    expect((await grant(0.1, {}, 'alice')).status).toBe(403);
    const id = (await database.db.execute<{ id: string }>(sql`select id from extraction_contracts limit 1`))
      .rows[0]!.id;
    const revoke = await call(revokeRoute, `/api/contracts/extraction/${id}`, {
      method: 'DELETE',
      as: 'bob',
      params: { id },
    });
    expect(revoke.status).toBe(403);
    expect((await call(listCapacityRoute, '/api/admin/resource-capacity', { as: 'alice' })).status).toBe(403);
    const patch = await call(setCapacityRoute, '/api/admin/resource-capacity/WY', {
      method: 'PATCH',
      as: 'bob',
      params: { stateId: 'WY' },
      body: { resources: { coal: 1 } },
    });
    expect(patch.status).toBe(403);
    expect(await contractCount()).toBe(before);
    const revoked = await database.db.execute(
      sql`select 1 from extraction_contracts where revoked_turn is not null`,
    );
    expect(revoked.rows).toHaveLength(0);
  });

  it('revokes as a soft delete: the record stays, the list drops it, a second revoke is a 409', async () => {
    const listed = await call(listRoute, '/api/contracts/extraction?stateId=WY&resource=coal');
    expect(listed.body.count).toBe(2);
    // The first grant (0.6); the forced 0.5 stays. Ids of one second sort randomly, so pick by share.
    const id = listed.body.contracts.find((c: { share: number }) => c.share === 0.6).id as string;
    const revoke = await call(revokeRoute, `/api/contracts/extraction/${id}`, {
      method: 'DELETE',
      as: 'admin',
      params: { id },
    });
    expect(revoke.status).toBe(200);
    expect(revoke.body.contract.revokedTurn).toEqual(expect.any(Number));
    const row = await database.db.execute<{ revoked_turn: number }>(
      sql`select revoked_turn from extraction_contracts where id = ${id}`,
    );
    expect(row.rows[0]!.revoked_turn).toBe(revoke.body.contract.revokedTurn);
    expect((await call(listRoute, '/api/contracts/extraction?stateId=WY')).body.count).toBe(1);
    const again = await call(revokeRoute, `/api/contracts/extraction/${id}`, {
      method: 'DELETE',
      as: 'admin',
      params: { id },
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'CONTRACT_ALREADY_REVOKED' } });
    const missing = 'ffffffffffffffffffffffff';
    const notFound = await call(revokeRoute, '/api/contracts/extraction/x', {
      method: 'DELETE',
      as: 'admin',
      params: { id: missing },
    });
    expect(notFound.status).toBe(404);
  });
});

describe('capacity admin', () => {
  it('lists every document and the states without one', async () => {
    const list = await call(listCapacityRoute, '/api/admin/resource-capacity', { as: 'admin' });
    expect(list.status).toBe(200);
    const wy = list.body.documents.find((d: { stateId: string }) => d.stateId === 'WY');
    expect(Object.keys(wy.resources).sort()).toEqual(['coal', 'natural_gas', 'oil', 'rare_earth']);
    expect(list.body.documents.find((d: { stateId: string }) => d.stateId === 'RI').resources).toEqual({});
    expect(list.body.statesWithoutDocument.map((s: { stateId: string }) => s.stateId)).toContain('DC');
  });

  it('sets, merges and removes resources, refusing negative values', async () => {
    const patch = (stateId: string, body: unknown) =>
      call(setCapacityRoute, `/api/admin/resource-capacity/${stateId}`, {
        method: 'PATCH',
        as: 'admin',
        params: { stateId },
        body,
      });
    const negative = await patch('RI', { resources: { oil: -1 } });
    expect(negative).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect((await patch('RI', { resources: { copper: 1 } })).status).toBe(400);
    expect((await patch('ZZ', { resources: { oil: 1 } })).body.code).toBe('UNKNOWN_STATE');
    const set = await patch('RI', { resources: { oil: 120, timber: 40 } });
    expect(set.body.document.resources).toEqual({ oil: 120, timber: 40 });
    const merged = await patch('RI', { resources: { oil: 90, timber: null } });
    expect(merged.body.document.resources).toEqual({ oil: 90 });
    const replaced = await patch('RI', { resources: { coal: 5 }, replace: true });
    expect(replaced.body.document.resources).toEqual({ coal: 5 });
    const created = await patch('DC', { resources: {} });
    expect(created.body.document.resources).toEqual({});
    await database.db.execute(sql`delete from state_resource_capacity where state_id = 'DC'`);
  });
});

describe('public reads match their catalog', () => {
  for (const [id, endpoint] of Object.entries(extractionEndpoints)) {
    if (endpoint.method !== 'GET' || !('example' in endpoint)) continue;
    it(`${id}: ${endpoint.path}`, async () => {
      const handler = {
        listContracts: listRoute,
        stateResources: stateResourcesRoute,
        resourceMap: mapRoute,
        listOffers: listOffersRoute,
      }[id as 'listContracts'] as Handler;
      const example = endpoint.example as { query?: Record<string, string>; params?: Record<string, string> };
      const query = new URLSearchParams(example.query ?? {}).toString();
      const answer = await call(handler, `${endpoint.path}?${query}`, { params: example.params });
      expect(answer.status).toBe(200);
      const parsed = deepStrict(endpoint.response).safeParse(answer.body);
      expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    });
  }

  it('state resources give capacity, contracts, output and multipliers', async () => {
    const tx = await call(stateResourcesRoute, '/api/states/tx/resources', { params: { id: 'tx' } });
    expect(tx.body.found).toBe(true);
    const oil = tx.body.resources.find((r: { resource: string }) => r.resource === 'oil');
    expect(oil.capacity).toBeGreaterThan(0);
    expect(oil.rawOutput).toBeGreaterThan(0);
    expect(oil.multiplier).toBeGreaterThan(0);
    const coal = tx.body.resources.find((r: { resource: string }) => r.resource === 'coal');
    expect(coal).toMatchObject({ capacity: 0, multiplier: 0, effectiveOutput: 0 });
    const dc = await call(stateResourcesRoute, '/api/states/DC/resources', { params: { id: 'DC' } });
    expect(dc.body.hasCapacityDocument).toBe(false);
    expect(
      dc.body.resources.every(
        (r: { capacity: null; multiplier: number }) => r.capacity === null && r.multiplier === 1,
      ),
    ).toBe(true);
    const missing = await call(stateResourcesRoute, '/api/states/ZZ/resources', { params: { id: 'ZZ' } });
    expect(missing.body).toMatchObject({ found: false, state: null });
    const map = await call(mapRoute, '/api/map/resources?country=us&resource=coal');
    const wy = map.body.states.find((s: { stateId: string }) => s.stateId === 'WY');
    expect(wy).toMatchObject({ resource: 'coal', contractedShare: 0.5, activeContracts: 1 });
    expect(map.body.states.every((s: { countryId: string }) => s.countryId === 'US')).toBe(true);
    expect((await call(mapRoute, '/api/map/resources?resource=gold')).status).toBe(400);
  });
});

describe('player offers', () => {
  const offer = (share: number, as = 'alice') =>
    call(offerRoute, '/api/contracts/extraction/offers', {
      method: 'POST',
      as,
      body: { corporationId: aliceCorporationId, stateId: 'TX', resource: 'oil', share },
    });
  const decide = (id: string, decision: string, as = 'bob') =>
    call(decideRoute, `/api/contracts/extraction/offers/${id}`, {
      method: 'POST',
      as,
      params: { id },
      body: { decision },
    });

  it('offers stay within the player range, and only the state authority decides', async () => {
    expect((await offer(0.8)).status).toBe(400);
    expect((await offer(0.2, 'bob')).status).toBe(403);
    const made = await offer(0.2);
    expect(made.status).toBe(200);
    expect(made.body.offer).toMatchObject({ status: 'pending', share: 0.2, stateId: 'TX' });
    // Nobody governs TX as a player yet.
    expect((await decide(made.body.offer.id, 'accept')).body.code).toBe('NOT_STATE_AUTHORITY');
    await database.db.execute(sql`
      update seats st set holder_character_id = (
        select c.id from characters c join users u on u.id = c.user_id where u.username = 'bob')
      from offices o where o.id = st.office_id and o.role = 'regional_head' and st.state_id = 'TX'`);
    const rejected = await decide(made.body.offer.id, 'reject');
    expect(rejected.body.offer.status).toBe('rejected');
    expect(rejected.body.contract).toBeNull();
    expect((await decide(made.body.offer.id, 'accept')).body.code).toBe('OFFER_NOT_PENDING');
    // Alice, who made the offer and runs the corporation, hears the decision once; bob, who decided, does not.
    const told = await database.db.execute<{ username: string; title: string }>(sql`
      select u.username, n.title from notifications n join users u on u.id = n.user_id
      where n.kind = 'extraction_offer_decided'`);
    expect(told.rows).toEqual([
      { username: 'alice', title: expect.stringMatching(/^Texas rejected .+'s oil offer$/) },
    ]);
  });

  it('two acceptances at once that together pass 0.75: exactly one succeeds', async () => {
    const a = (await offer(0.5)).body.offer.id as string;
    const b = (await offer(0.4)).body.offer.id as string;
    const answers = await Promise.all([decide(a, 'accept'), decide(b, 'accept')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.code).toBe('CONTRACTED_SHARE_LIMIT');
    const accepted = answers.find((r) => r.status === 200)!.body;
    expect(accepted.contract).toMatchObject({
      grantedBy: 'us-governor',
      grantedByLevel: 'state',
      resource: 'oil',
    });
    const total = await database.db.execute<{ share: number }>(sql`
      select sum(share)::float8 as share from extraction_contracts
      where state_id = 'TX' and resource = 'oil' and revoked_turn is null`);
    expect(total.rows[0]!.share).toBeLessThanOrEqual(0.75);
    const pending = await call(listOffersRoute, '/api/contracts/extraction/offers?stateId=TX&status=pending');
    expect(pending.body.count).toBe(1);
  });
});
