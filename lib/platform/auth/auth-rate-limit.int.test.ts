import { describe, expect, it } from 'vitest';
import { fileEnv } from '@/lib/testing/file-env';
import { eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as register } from '@/app/api/auth/register/route';
import { bucketLimit } from '@/lib/platform/rate-limit';
import { call, uniqueIp } from '@/lib/testing/client-requests';
import { users } from '@/models';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

// A dedicated limiter test: real quota, not the raised test multiplier.
fileEnv({ RATE_LIMIT_MULTIPLIER: '1' });

const database = seededSuiteDatabase();

const loginWith = (body: unknown, ip?: string) =>
  call(login, '/api/auth/login', { method: 'POST', body, ip });

const registerWith = (body: unknown, ip?: string) =>
  call(register, '/api/auth/register', { method: 'POST', body, ip });

describe('login and register rate limits (real quota)', () => {
  it('throttles failed logins per account from every address, but never a browser that signed in before', async () => {
    // Carol signs in once from her own browser, before the attack: it keeps the mark of a known device.
    const before = await loginWith({ email: 'carol', password: 'statecraft-carol' });
    expect(before.status).toBe(200);
    const knownDevice = before.response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .find((cookie) => cookie.startsWith('known-device-'))!;
    expect(knownDevice).toBeDefined();

    // An attacker guesses from a new address each time, under every per-address limit.
    for (let i = 0; i < bucketLimit('login-account'); i += 1) {
      expect((await loginWith({ email: 'carol', password: `guess-${i}` })).status).toBe(401);
    }
    const locked = await loginWith({ email: 'carol', password: 'statecraft-carol' });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('rate_limited');
    expect(Number(locked.response.headers.get('retry-after'))).toBeGreaterThan(60);

    // Her own browser still gets in, with the right password only.
    const own = (body: object) =>
      call(login, '/api/auth/login', { method: 'POST', body, headers: { cookie: knownDevice } });
    expect((await own({ email: 'carol', password: 'statecraft-carol' })).status).toBe(200);
    expect((await own({ email: 'carol', password: 'wrong-again' })).status).toBe(401);
  });

  it('rate-limits login attempts per IP: the 11th in a minute is 429 with Retry-After', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await loginWith({ email: 'bob', password: 'wrong-password' }, ip)).status).toBe(401);
    }
    const limited = await loginWith({ email: 'bob', password: 'statecraft-bob' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another address is unaffected.
    expect((await loginWith({ email: 'bob', password: 'statecraft-bob' })).status).toBe(200);
  });

  it('keeps one bucket per client whatever X-Forwarded-For it sends: 50 forged addresses still get 429', async () => {
    // What our server passes on: the client's header, then the socket address it appended.
    const peer = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const forged = `198.51.${i >> 8}.${i & 255}, 203.0.113.${i & 255}`;
      statuses.push(
        (await loginWith({ email: 'bob', password: 'wrong-password' }, `${forged}, ${peer}`)).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
  });

  it('rate-limits registrations per IP', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await registerWith({ email: 'bad' }, ip)).status).toBe(400);
    }
    const limited = await registerWith(
      { email: 'frank@example.com', username: 'frank', password: 'long enough pw' },
      ip,
    );
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(await database.db.select().from(users).where(eq(users.username, 'frank'))).toHaveLength(0);
  });
});
