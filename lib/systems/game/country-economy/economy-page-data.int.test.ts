import { describe, expect, it } from 'vitest';
import { routeContext } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { GET } from '@/app/api/countries/[code]/economy/route';

// Route handlers read the default database, which this makes the seeded one.
seededSuiteDatabase();

async function get(code: string) {
  const response = await GET(
    new Request(`http://localhost:3000/api/countries/${code}/economy`),
    routeContext({ code }),
  );
  return { status: response.status, body: await response.json() };
}

describe('GET /api/countries/[code]/economy', () => {
  it('serves the economy page data without a session', async () => {
    const { status, body } = await get('gb');
    expect(status).toBe(200);
    expect(body.found).toBe(true);
    expect(body.economy).toMatchObject({ found: true, countryId: 'UK', primeRate: 3 });
    expect(body.history.series.inflation).toEqual([{ turn: 0, value: 3.2 }]);
    expect(body.budget).toMatchObject({ found: true, currencyCode: 'GBP' });
    expect(body.sovereign).toMatchObject({ countryId: 'UK', creditRating: 'A', lastAuction: null });
    expect(body.sovereign.sustainability.score).toBeGreaterThan(0);
  });

  it('answers an unknown country with found:false and a malformed code with a client 400', async () => {
    expect((await get('zz')).body.found).toBe(false);
    const bad = await get('u$');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_REQUEST' });
    expect(bad.body.ok).toBeUndefined();
  });
});
