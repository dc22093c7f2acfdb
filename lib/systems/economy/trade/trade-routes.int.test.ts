// The trade endpoints: v1 tariffs, embargoes and flows, and the admin routes that set tariffs and embargoes.
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as liftEmbargoRoute } from '@/app/api/admin/trade/embargoes/[id]/route';
import { POST as imposeEmbargoRoute } from '@/app/api/admin/trade/embargoes/route';
import { DELETE as removeTariffRoute } from '@/app/api/admin/trade/tariffs/[id]/route';
import { POST as setTariffRoute } from '@/app/api/admin/trade/tariffs/route';
import { freshApiKey } from '@/lib/testing/api-keys';
import { clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';
import { turnPhases } from '@/lib/systems/game/turn/registry';
import { runTurn } from '@/lib/systems/game/turn/run-turn';

const database = seededSuiteDatabase();
let apiKey: string;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  apiKey = await freshApiKey('alice');
  for (const user of ['alice', 'admin']) cookies[user] = await loginAs(user);
});

type Handler = typeof setTariffRoute;
async function admin(handler: Handler, path: string, method: string, body?: unknown, as = 'admin') {
  const id = path.split('/').at(-1)!;
  const response = await handler(
    clientRequest(path, { method, body, cookie: as ? cookies[as] : undefined }),
    routeContext(/^\d+$/.test(id) ? { id } : {}),
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const runTurns = async (count: number) => {
  for (let i = 0; i < count; i += 1)
    await runTurn(database.db, { trigger: 'cli', when: 'now', phases: turnPhases });
};

describe('trade/tariffs', () => {
  it('lists the opening tariffs with every field, filtered by country, scope and target', async () => {
    const all = await callV1('tradeTariffs', { apiKey });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(7);
    const jp = await callV1('tradeTariffs', { apiKey, query: { country: 'jp' } });
    expect(jp.body.tariffs.map((t: { scopeType: string }) => t.scopeType)).toEqual([
      'sector',
      'origin_country',
    ]);
    expect(jp.body.tariffs[0]).toMatchObject({
      countryId: 'JP',
      scopeType: 'sector',
      targetSectorType: 'agriculture',
      targetOriginCountryId: null,
      targetCorporation: null,
      rate: 15,
      source: 'government',
      sourceBillId: null,
    });
    const aimedAtDe = await callV1('tradeTariffs', { apiKey, query: { targetCountry: 'de' } });
    expect(aimedAtDe.body.tariffs).toEqual([
      expect.objectContaining({ countryId: 'JP', targetOriginCountryId: 'DE' }),
    ]);
    const wide = await callV1('tradeTariffs', { apiKey, query: { scope: 'economy_wide' } });
    expect(wide.body.tariffs.map((t: { countryId: string }) => t.countryId)).toEqual(['DE', 'UK', 'US']);
    const one = await callV1('tradeTariffs', { apiKey, query: { limit: '1' } });
    expect(one.body.tariffs).toHaveLength(1);
    const none = await callV1('tradeTariffs', { apiKey, query: { country: 'zz' } });
    expect(none.body).toEqual({ ok: true, found: false, count: 0, tariffs: [] });
  });

  it.each([['0'], ['201'], ['abc'], ['2.5']])('refuses limit=%s with a v1 400', async (limit) => {
    const { status, body } = await callV1('tradeTariffs', { apiKey, query: { limit } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(body.error).toContain('limit');
  });

  it('refuses an unknown scope', async () => {
    const { status } = await callV1('tradeTariffs', { apiKey, query: { scope: 'galactic' } });
    expect(status).toBe(400);
  });
});

describe('admin tariffs', () => {
  const path = '/api/admin/trade/tariffs';

  it('are for administrators only: 403 for a player, 401 without a session, and nothing written', async () => {
    const body = { country: 'US', scope: 'economy_wide', rate: 9 };
    expect((await admin(setTariffRoute, path, 'POST', body, 'alice')).status).toBe(403);
    expect((await admin(setTariffRoute, path, 'POST', body, '')).status).toBe(401);
    const us = await callV1('tradeTariffs', { apiKey, query: { country: 'us', scope: 'economy_wide' } });
    expect(us.body.tariffs[0].rate).toBe(2.5);
  });

  it('set, replace and remove a tariff in each scope', async () => {
    const sector = await admin(setTariffRoute, path, 'POST', {
      country: 'us',
      scope: 'sector',
      targetSectorType: 'energy',
      rate: 7,
    });
    expect(sector.status).toBe(200);
    expect(sector.body.tariff).toMatchObject({
      countryId: 'US',
      targetSectorType: 'energy',
      rate: 7,
      source: 'admin',
    });
    const replaced = await admin(setTariffRoute, path, 'POST', {
      country: 'US',
      scope: 'sector',
      targetSectorType: 'energy',
      rate: 12.5,
      sourceBillId: 'bill-42',
    });
    expect(replaced.body.tariff).toMatchObject({
      id: sector.body.tariff.id,
      rate: 12.5,
      source: 'legislation',
      sourceBillId: 'bill-42',
    });
    const corp = await admin(setTariffRoute, path, 'POST', {
      country: 'UK',
      scope: 'corporation',
      targetCorporationId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      rate: 20,
    });
    expect(corp.body.tariff.targetCorporation).toEqual({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: null });
    const listed = await callV1('tradeTariffs', { apiKey, query: { scope: 'corporation' } });
    expect(listed.body.tariffs.map((t: { id: number }) => t.id)).toEqual([corp.body.tariff.id]);

    const removed = await admin(removeTariffRoute, `${path}/${corp.body.tariff.id}`, 'DELETE');
    expect(removed.body).toEqual({ removed: true, id: corp.body.tariff.id });
    expect((await admin(removeTariffRoute, `${path}/${corp.body.tariff.id}`, 'DELETE')).status).toBe(404);
  });

  it.each([
    ['a sector scope without a sector', { country: 'US', scope: 'sector', rate: 5 }],
    ['an unknown sector type', { country: 'US', scope: 'sector', targetSectorType: 'alchemy', rate: 5 }],
    ['an unknown country', { country: 'ZZ', scope: 'economy_wide', rate: 5 }],
    ['a tariff on itself', { country: 'US', scope: 'origin_country', targetOriginCountry: 'US', rate: 5 }],
    ['a rate above 100', { country: 'US', scope: 'economy_wide', rate: 101 }],
    ['a negative rate', { country: 'US', scope: 'economy_wide', rate: -1 }],
  ])('refuses %s with a 400', async (_name, body) => {
    const { status, body: answer } = await admin(setTariffRoute, path, 'POST', body);
    expect(status).toBe(400);
    expect(answer.code).toBe('BAD_REQUEST');
  });
});

describe('embargoes and flows over turns', () => {
  const path = '/api/admin/trade/embargoes';
  let activeId = 0;
  let pendingId = 0;

  it('has no trade before the first turn', async () => {
    const { body } = await callV1('tradeFlows', { apiKey });
    expect(body).toMatchObject({ found: false, monetaryUnit: 'anchor', points: [] });
  });

  it('imposes an embargo now and one to come; players are refused', async () => {
    const block = { sourceCountry: 'US', targetCountry: 'JP', direction: 'both' };
    expect((await admin(imposeEmbargoRoute, path, 'POST', block, 'alice')).status).toBe(403);
    const active = await admin(imposeEmbargoRoute, path, 'POST', block);
    expect(active.status).toBe(200);
    expect(active.body.embargo).toMatchObject({
      sourceCountryId: 'US',
      targetCountryId: 'JP',
      commodity: 'all',
      mode: 'block',
      cap: null,
      origin: 'minister',
      status: 'active',
      startTurn: 1,
      endTurn: null,
      sourceBillId: null,
      organizationId: null,
    });
    activeId = active.body.embargo.id;
    const pending = await admin(imposeEmbargoRoute, path, 'POST', {
      sourceCountry: 'DE',
      targetCountry: 'UK',
      commodity: 'steel',
      mode: 'cap',
      cap: 100,
      origin: 'organization',
      organizationId: 'org-1',
      startTurn: 3,
      durationTurns: 2,
    });
    expect(pending.body.embargo).toMatchObject({ status: 'pending', startTurn: 3, endTurn: 4, cap: 100 });
    pendingId = pending.body.embargo.id;
    for (const bad of [
      { sourceCountry: 'US', targetCountry: 'US' },
      { sourceCountry: 'US', targetCountry: 'JP', mode: 'cap' },
      { sourceCountry: 'US', targetCountry: 'JP', commodity: 'unobtainium' },
      { sourceCountry: 'US', targetCountry: 'JP', direction: 'sideways' },
    ]) {
      expect((await admin(imposeEmbargoRoute, path, 'POST', bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('lists embargoes in force, and pending ones only when asked', async () => {
    const { body } = await callV1('tradeEmbargoes', { apiKey, query: { country: 'jp' } });
    expect(body).toMatchObject({ found: true, currentTurn: 1 });
    expect(body.embargoes.map((e: { id: number }) => e.id)).toEqual([activeId]);
    expect(body).not.toHaveProperty('pending');
    const withPending = await callV1('tradeEmbargoes', { apiKey, query: { includePending: 'true' } });
    expect(withPending.body.pending.map((e: { id: number }) => e.id)).toEqual([pendingId]);
    const bad = await callV1('tradeEmbargoes', { apiKey, query: { includePending: 'maybe' } });
    expect(bad.status).toBe(400);
  });

  it('activates and expires embargoes on their turns, and blocks trade between the embargoed pair', async () => {
    await runTurns(2); // turns 1 and 2
    let state = await callV1('tradeEmbargoes', { apiKey, query: { country: 'uk', includePending: 'true' } });
    expect(state.body.pending.map((e: { id: number }) => e.id)).toEqual([pendingId]);
    await runTurns(1); // turn 3: the capped embargo starts
    state = await callV1('tradeEmbargoes', { apiKey, query: { country: 'uk', includePending: 'true' } });
    expect(state.body.embargoes.map((e: { id: number; status: string }) => [e.id, e.status])).toEqual([
      [pendingId, 'active'],
    ]);
    await runTurns(2); // turns 4 and 5: it ends after turn 4
    state = await callV1('tradeEmbargoes', { apiKey, query: { country: 'uk', includePending: 'true' } });
    expect(state.body).toMatchObject({ currentTurn: 6, embargoes: [], pending: [] });

    for (const country of ['us', 'jp']) {
      const flows = await callV1('tradeFlows', { apiKey, query: { country } });
      for (const point of flows.body.points) {
        expect([
          point.largestSurplusPartner?.countryId,
          point.largestDeficitPartner?.countryId,
        ]).not.toContain(country === 'us' ? 'JP' : 'US');
      }
    }
    const lifted = await admin(liftEmbargoRoute, `${path}/${activeId}`, 'DELETE');
    expect(lifted.body.embargo).toMatchObject({ status: 'lifted', liftedTurn: 6 });
    expect((await admin(liftEmbargoRoute, `${path}/${activeId}`, 'DELETE')).status).toBe(409);
    expect((await admin(liftEmbargoRoute, `${path}/99999`, 'DELETE')).status).toBe(404);
    await runTurns(1); // turn 6 trades again between US and JP
    const jp = await callV1('tradeFlows', { apiKey, query: { country: 'jp', fromTurn: '6' } });
    expect(jp.body.points[0].largestDeficitPartner.countryId).toBe('US');
  }, 120_000);

  it('serves world, country, commodity and country-and-commodity flows oldest first, within the range', async () => {
    const world = await callV1('tradeFlows', { apiKey });
    expect(world.body.found).toBe(true);
    expect(world.body.points.map((p: { turn: number }) => p.turn)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const p of world.body.points) {
      expect(p.grossVolume).toBeGreaterThan(0);
      expect(p.clearedVolume).toBeGreaterThan(0);
      expect(p.clearedVolume).toBeLessThanOrEqual(p.grossVolume);
      expect(p.unclearedSurplus).toBeCloseTo(p.grossVolume - p.clearedVolume, -1);
      expect(p).not.toHaveProperty('exports');
    }
    const ranged = await callV1('tradeFlows', { apiKey, query: { fromTurn: '2', toTurn: '5', limit: '2' } });
    expect(ranged.body.points.map((p: { turn: number }) => p.turn)).toEqual([4, 5]);
    expect(ranged.body.range).toEqual({ country: null, commodity: null, fromTurn: 2, toTurn: 5, limit: 2 });

    const us = await callV1('tradeFlows', { apiKey, query: { country: 'us' } });
    const point = us.body.points.at(-1);
    expect(point.netBalance).toBeCloseTo(point.exports - point.imports, 1);
    expect(point).toHaveProperty('largestSurplusPartner');
    expect(point).not.toHaveProperty('commodityFlow');

    const steel = await callV1('tradeFlows', { apiKey, query: { commodity: 'steel' } });
    expect(steel.body.commodity).toEqual({ key: 'steel', label: 'Steel & Metals', unit: 'tons' });
    expect(steel.body.points.at(-1).worldVolume).toBeGreaterThanOrEqual(0);
    expect(steel.body.points.at(-1).grossVolume).toBeLessThan(world.body.points.at(-1).grossVolume);

    const both = await callV1('tradeFlows', { apiKey, query: { country: 'de', commodity: 'steel' } });
    const flow = both.body.points.at(-1).commodityFlow;
    expect(flow.net).toBeCloseTo(flow.exports - flow.imports, 1);
    expect(both.body.monetaryUnit).toBe('anchor');

    for (const query of [{ country: 'zz' }, { commodity: 'unobtainium' }] as Record<string, string>[]) {
      expect((await callV1('tradeFlows', { apiKey, query })).body).toMatchObject({
        found: false,
        points: [],
      });
    }
  });

  it.each([
    [{ limit: '0' }],
    [{ limit: '241' }],
    [{ limit: 'x' }],
    [{ fromTurn: '5', toTurn: '2' }],
    [{ fromTurn: '-1' }],
  ])('refuses %j with a v1 400', async (query) => {
    const { status, body } = await callV1('tradeFlows', { apiKey, query });
    expect(status).toBe(400);
    expect(body.code).toBe('BAD_REQUEST');
  });
});
