import { describe, expect, it } from 'vitest';
import { fileEnv } from '@/lib/testing/file-env';
import { DELETE as revokeKey } from '@/app/api/settings/api-keys/[id]/route';
import { GET as listKeys, POST as createKey } from '@/app/api/settings/api-keys/route';
import { call, clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

// A dedicated limiter test: real quota, not the raised test multiplier.
fileEnv({ RATE_LIMIT_MULTIPLIER: '1' });

// Route handlers read the default database, which this makes the seeded one.
seededSuiteDatabase();

describe('key-management rate limit (real quota)', () => {
  it('shares one 10-per-minute bucket across list, create and revoke', async () => {
    const carol = await loginAs('carol');
    const list = () => call(listKeys, '/api/settings/api-keys', { cookie: carol });
    const create = (name: string) =>
      call(createKey, '/api/settings/api-keys', {
        method: 'POST',
        cookie: carol,
        body: { scope: 'private', name },
      });
    const revoke = async (id: string) =>
      (
        await revokeKey(
          clientRequest(`/api/settings/api-keys/${id}`, { method: 'DELETE', cookie: carol }),
          routeContext({ id }),
        )
      ).status;

    for (let i = 0; i < 5; i += 1) expect((await list()).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await create(`k${i}`)).status).toBe(201);
    expect(await revoke('missing')).toBe(404);
    expect((await list()).status).toBe(200);
    // Ten spent: every kind of call is now refused.
    const limited = await create('over');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(await revoke('missing')).toBe(429);
    expect((await list()).status).toBe(429);
  });
});
