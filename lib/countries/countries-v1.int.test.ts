import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshApiKey } from '../testing/api-keys';
import { createSeededTestDatabase } from '../testing/seeded-database';
import type { TestDatabase } from '../testing/test-database';
import { callV1 } from '../testing/v1-requests';

let database: TestDatabase;
let apiKey: string;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  apiKey = await freshApiKey('alice');
});
afterAll(() => database?.close());

describe('GET /api/public/v1/country and /country/[code]', () => {
  it('matches country codes case-insensitively', async () => {
    const { body } = await callV1('country', { apiKey, params: { code: 'uK' } });
    expect(body).toMatchObject({
      found: true,
      countryId: 'UK',
      currentLeader: null,
      legislatureComposition: [],
    });
  });

  it.each(['GB', 'gb', 'Gb'])('answers %s as an alias of UK', async (code) => {
    const { status, body } = await callV1('country', { apiKey, params: { code } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ found: true, countryId: 'UK' });
  });

  it('answers an unknown country with found:false', async () => {
    const { status, body } = await callV1('country', { apiKey, params: { code: 'zz' } });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, found: false });
  });

  it('lists countries with their region counts', async () => {
    const { body } = await callV1('countries', { apiKey });
    expect(body.found).toBe(true);
    const us = body.countries.find((c: { id: string }) => c.id === 'US');
    expect(us).toMatchObject({ regionCount: 51, currencyCode: 'USD', economyPreview: { forexRate: 1 } });
  });
});
