import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { bucketLimit } from '@/lib/platform/rate-limit';
import { apiKeys, rateLimits, users } from '@/models';
import { admitApiRequest } from './admit-api-request';
import { createApiKey } from './api-keys';

const database = seededSuiteDatabase();
let bobId: string;

beforeAll(async () => {
  const [bob] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'bob'));
  bobId = bob!.id;
});

const spentPoints = async (bucket: string) => {
  const [row] = await database.db
    .select({ points: rateLimits.points })
    .from(rateLimits)
    .where(eq(rateLimits.key, `${bucket}:user:${bobId}`));
  return row?.points ?? 0;
};

describe('admitApiRequest', () => {
  it('refuses a public key on a private endpoint with 403 and spends nothing', async () => {
    const { token } = await createApiKey(database.db, bobId, { scope: 'public', name: 'reader' });
    await expect(
      admitApiRequest(database.db, { token, bucket: 'transfer', scope: 'private' }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
    expect(await spentPoints('transfer')).toBe(0);
  });

  it('admits a private key on both scopes, spending from the bucket it names', async () => {
    const { token, id } = await createApiKey(database.db, bobId, { scope: 'private', name: 'bot' });
    const admitted = await admitApiRequest(database.db, { token, bucket: 'transfer', scope: 'private' });
    expect(admitted.principal).toEqual({ keyId: id, userId: bobId, scope: 'private' });
    expect(admitted.rateLimit).toMatchObject({
      limit: bucketLimit('transfer'),
      remaining: bucketLimit('transfer') - 1,
    });
    expect(admitted.worldVersion).toMatch(/^\(current,/);
    await admitApiRequest(database.db, { token, bucket: 'public-read', scope: 'public' });
    expect(await spentPoints('transfer')).toBe(1);
    expect(await spentPoints('public-read')).toBe(1);
    const [stamped] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(stamped!.lastUsedAt).toBeInstanceOf(Date);
  });

  it('settles each request of a shared statement on its own, in arrival order', async () => {
    const reader = await createApiKey(database.db, bobId, { scope: 'public', name: 'mixed-reader' });
    const writer = await createApiKey(database.db, bobId, { scope: 'private', name: 'mixed-writer' });
    const before = await spentPoints('forex');
    const admit = (token: string) =>
      admitApiRequest(database.db, { token, bucket: 'forex', scope: 'private' });
    // Started in the same event-loop turn, these four share one statement.
    const results = await Promise.allSettled([
      admit(writer.token),
      admit(reader.token),
      admit('svc_priv_unknown'),
      admit(writer.token),
    ]);
    const limit = bucketLimit('forex');
    expect(
      results.map((r) => (r.status === 'fulfilled' ? r.value.rateLimit.remaining : r.reason.code)),
    ).toEqual([limit - before - 1, 'INSUFFICIENT_SCOPE', 'UNAUTHORIZED', limit - before - 2]);
    expect(await spentPoints('forex')).toBe(before + 2);
  });

  it('refuses malformed and unknown keys with 401', async () => {
    for (const token of [null, '', 'not-a-key', 'svc_pub_unknown']) {
      await expect(
        admitApiRequest(database.db, { token, bucket: 'public-read', scope: 'public' }),
      ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });
});
