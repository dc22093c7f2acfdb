import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileEnv } from '@/lib/testing/file-env';
import { POST as postShift } from '@/app/api/settings/policy/route';
import { RATE_LIMIT_BUCKETS } from '@/lib/platform/rate-limit';
import { call, loginAs } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { characters, users } from '@/models';

// A dedicated limiter test: real quota, not the raised test multiplier.
fileEnv({ RATE_LIMIT_MULTIPLIER: '1' });

const database = seededSuiteDatabase();

describe('policy-shift rate limit (real quota)', () => {
  it('allows one bucket of shifts a minute per account, then 429 without touching the character', async () => {
    const quota = RATE_LIMIT_BUCKETS['policy-shift'].points;
    const cookie = await loginAs('carol');
    const [carol] = await database.db
      .select({ id: characters.id })
      .from(characters)
      .innerJoin(users, eq(users.id, characters.userId))
      .where(eq(users.username, 'carol'));
    // No actions left: every allowed shift is a 409 that changes nothing, yet spends a point.
    await database.db.update(characters).set({ actions: 0 }).where(eq(characters.id, carol!.id));
    const shift = () =>
      call(postShift, '/api/settings/policy', {
        method: 'POST',
        cookie,
        body: { axis: 'economic', direction: 1 },
      });
    for (let i = 0; i < quota; i += 1) expect((await shift()).status).toBe(409);

    await database.db.update(characters).set({ actions: 100 }).where(eq(characters.id, carol!.id));
    const limited = await shift();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    const [after] = await database.db.select().from(characters).where(eq(characters.id, carol!.id));
    expect(after).toMatchObject({ actions: 100 });
  });
});
