import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as revokeKey } from '@/app/api/settings/api-keys/[id]/route';
import { GET as listKeys, POST as createKey } from '@/app/api/settings/api-keys/route';
import { call, clientRequest, loginAs, routeContext } from '@/lib/testing/client-requests';
import { authenticateApiKey, hashApiToken } from '@/lib/platform/auth/api-keys';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { apiKeys } from '@/models';

const database = seededSuiteDatabase();
let alice: string;
let bob: string;
let carol: string;

beforeAll(async () => {
  [alice, bob, carol] = await Promise.all([loginAs('alice'), loginAs('bob'), loginAs('carol')]);
});

const create = (cookie: string, body: unknown) =>
  call(createKey, '/api/settings/api-keys', { method: 'POST', cookie, body });
const list = (cookie: string) => call(listKeys, '/api/settings/api-keys', { cookie });
async function revoke(cookie: string, id: string) {
  const response = await revokeKey(
    clientRequest(`/api/settings/api-keys/${id}`, { method: 'DELETE', cookie }),
    routeContext({ id }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('API key settings', () => {
  it('needs a session', async () => {
    const { status, body } = await list('');
    expect(status).toBe(401);
    expect(body).toEqual({ error: expect.any(String), code: 'UNAUTHORIZED' });
  });

  it('creates, lists without tokens, caps at 3 active per scope, and revokes', async () => {
    // alice: 9 requests in all, inside the 10-per-minute bucket.
    const created = await create(alice, { scope: 'public', name: 'laptop' });
    expect(created.status).toBe(201);
    const key = created.body.key as Record<string, string>;
    expect(Object.keys(key).sort()).toEqual(['createdAt', 'id', 'name', 'prefix', 'scope', 'token']);
    expect(key).toMatchObject({ scope: 'public', name: 'laptop' });
    expect(key.token).toMatch(/^svc_pub_[A-Za-z0-9_-]{32,}$/);
    expect(Buffer.from(key.token!.slice('svc_pub_'.length), 'base64url').length).toBeGreaterThanOrEqual(24);
    expect(key.token!.startsWith(key.prefix!)).toBe(true);
    expect(key.prefix!.length).toBeLessThan(key.token!.length);
    expect(new Date(key.createdAt!).toISOString()).toBe(key.createdAt);

    // Only the hash is stored.
    const stored = await database.db.select().from(apiKeys);
    expect(stored.map((row) => row.tokenHash)).toEqual([hashApiToken(key.token!)]);

    for (const name of ['two', 'three']) {
      expect((await create(alice, { scope: 'public', name })).status).toBe(201);
    }
    const fourth = await create(alice, { scope: 'public', name: 'four' });
    expect(fourth.status).toBe(409);
    expect(fourth.body.code).toBe('API_KEY_LIMIT');
    expect(fourth.body.error).toMatch(/3 active public keys.*revoke/i);

    // The cap is per scope.
    const privateKey = await create(alice, { scope: 'private', name: 'bot' });
    expect(privateKey.status).toBe(201);
    expect((privateKey.body.key as Record<string, string>).token).toMatch(/^svc_priv_/);

    const listed = await list(alice);
    expect(listed.status).toBe(200);
    const keys = listed.body.keys as Record<string, unknown>[];
    expect(keys).toHaveLength(4);
    for (const row of keys) {
      expect(Object.keys(row).sort()).toEqual([
        'createdAt',
        'id',
        'lastUsedAt',
        'name',
        'prefix',
        'revokedAt',
        'scope',
      ]);
    }
    expect(JSON.stringify(listed.body)).not.toContain(key.token);
    expect(keys.find((row) => row.id === key.id)).toMatchObject({
      lastUsedAt: null,
      revokedAt: null,
      prefix: key.prefix,
    });

    expect(await revoke(alice, key.id!)).toEqual({ status: 200, body: { success: true } });
    await expect(authenticateApiKey(database.db, key.token!)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const afterRevoke = (await list(alice)).body.keys as Record<string, unknown>[];
    expect(afterRevoke.find((row) => row.id === key.id)?.revokedAt).toEqual(expect.any(String));

    // A revoked key frees its slot.
    expect((await create(alice, { scope: 'public', name: 'replacement' })).status).toBe(201);
  });

  it("gives 404 for another user's key and leaves it active", async () => {
    const bobs = await create(bob, { scope: 'public', name: 'mine' });
    const key = bobs.body.key as Record<string, string>;
    const attempt = await revoke(carol, key.id!);
    expect(attempt).toEqual({ status: 404, body: { error: expect.any(String), code: 'NOT_FOUND' } });
    expect((await authenticateApiKey(database.db, key.token!)).keyId).toBe(key.id);
    expect((await revoke(bob, 'not-a-key-id')).status).toBe(404);
  });

  it('validates the body', async () => {
    const badScope = await create(bob, { scope: 'admin', name: 'x' });
    expect(badScope.status).toBe(400);
    expect(badScope.body).toEqual({ error: expect.stringMatching(/scope/), code: 'BAD_REQUEST' });
    const noName = await create(bob, { scope: 'public', name: '   ' });
    expect(noName.status).toBe(400);
    expect(noName.body.error).toMatch(/name/);
    const malformed = await create(bob, '{oops');
    expect(malformed.body.code).toBe('BAD_REQUEST');
  });

  it('refuses a cross-site create', async () => {
    const { status, body } = await call(createKey, '/api/settings/api-keys', {
      method: 'POST',
      cookie: bob,
      body: { scope: 'public', name: 'csrf' },
      origin: 'https://evil.example',
    });
    expect(status).toBe(403);
    expect(body.code).toBe('ORIGIN_MISMATCH');
  });
});
