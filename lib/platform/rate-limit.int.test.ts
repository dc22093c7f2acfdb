import { describe, expect, it } from 'vitest';
import { fileEnv } from '@/lib/testing/file-env';
import { bucketLimit, RATE_LIMIT_BUCKETS } from './rate-limit';
import { freshApiKey } from '@/lib/testing/api-keys';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';

// The dedicated limiter test keeps the real quota: the test env raises RATE_LIMIT_MULTIPLIER for
// every other file.
fileEnv({ RATE_LIMIT_MULTIPLIER: '1' });

// Route handlers read the default database, which this makes the seeded one.
seededSuiteDatabase();

describe('v1 rate limit (real quota)', () => {
  it('runs with the real bucket sizes', () => {
    expect(bucketLimit('public-read')).toBe(RATE_LIMIT_BUCKETS['public-read'].points);
  });

  it('sends X-RateLimit headers that count down', async () => {
    const apiKey = await freshApiKey('alice');
    const first = await callV1('game', { apiKey });
    const second = await callV1('game', { apiKey });
    expect(first.headers.get('X-RateLimit-Limit')).toBe('60');
    const remaining = Number(first.headers.get('X-RateLimit-Remaining'));
    expect(Number(second.headers.get('X-RateLimit-Remaining'))).toBe(remaining - 1);
    expect(Number(first.headers.get('X-RateLimit-Reset'))).toBeGreaterThan(Date.now() / 1000);
  });

  it('answers 429 rate_limited with an integer Retry-After once the account quota is spent, across keys', async () => {
    const keys = [await freshApiKey('carol'), await freshApiKey('carol')];
    const limit = bucketLimit('public-read');
    for (let i = 0; i < limit; i++) {
      const { status } = await callV1('game', { apiKey: keys[i % 2] });
      expect(status, `request ${i + 1}`).toBe(200);
    }
    const { status, body, headers } = await callV1('game', { apiKey: keys[0] });
    expect(status).toBe(429);
    expect(body).toMatchObject({ ok: false, code: 'rate_limited', error: expect.any(String) });
    expect(headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    expect(headers.get('X-RateLimit-Remaining')).toBe('0');
    // Another account is unaffected.
    expect((await callV1('game', { apiKey: await freshApiKey('bob') })).status).toBe(200);
  });
});
