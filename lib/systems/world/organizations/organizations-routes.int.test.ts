import { describe, expect, it } from 'vitest';
import { GET as getRoute } from '@/app/api/organizations/[id]/route';
import { GET as listRoute } from '@/app/api/organizations/route';
import { clientRequest, routeContext } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

// Route handlers read the default database, which this makes the seeded one.
seededSuiteDatabase();

async function get(path: string, params: Record<string, string> = {}) {
  const handler = Object.keys(params).length ? getRoute : listRoute;
  const response = await handler(clientRequest(path), routeContext(params));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe('client organization reads (cookie-free)', () => {
  it('lists the organizations without a session', async () => {
    const { status, body } = await get('/api/organizations');
    expect(status).toBe(200);
    expect(body.count).toBe(5);
    expect(body.ok).toBeUndefined();
  });

  it('finds one by short name in any case, and a miss is the client 404 envelope', async () => {
    const hit = await get('/api/organizations/Pidb', { id: 'Pidb' });
    expect(hit.status).toBe(200);
    expect(hit.body.organization).toMatchObject({ id: 'pidb', shortName: 'PIDB' });
    const miss = await get('/api/organizations/nope', { id: 'nope' });
    expect(miss.status).toBe(404);
    expect(miss.body).toEqual({ error: "No organization 'nope'.", code: 'NOT_FOUND' });
    const blank = await get('/api/organizations/%20', { id: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.code).toBe('BAD_REQUEST');
  });
});
