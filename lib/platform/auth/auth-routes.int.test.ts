import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { POST as register } from '@/app/api/auth/register/route';
import { GET as clientNav } from '@/app/api/client-nav/route';
import { GET as clientStatus } from '@/app/api/client-status/route';
import { call, cookieFrom, loginAs } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { users } from '@/models';

const database = seededSuiteDatabase();
const cookieName = `auth-token-${process.env.SERVICE_TAG ?? 'local'}`;

const loginWith = (body: unknown, ip?: string) =>
  call(login, '/api/auth/login', { method: 'POST', body, ip });

describe('POST /api/auth/login', () => {
  it('logs in by email and returns the contract user object with a session cookie', async () => {
    const { response, status, body } = await loginWith({
      email: 'alice@example.com',
      password: 'statecraft-alice',
    });
    expect(status).toBe(200);
    const [alice] = await database.db.select().from(users).where(eq(users.username, 'alice'));
    expect(body).toEqual({
      message: expect.any(String),
      user: {
        id: alice!.id,
        email: 'alice@example.com',
        username: 'alice',
        displayName: 'Alice',
        role: 'player',
        hasCompletedSetup: true,
        isAdmin: false,
      },
    });
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie.startsWith(`${cookieName}=ey`)).toBe(true);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
    // NODE_ENV is test here; production is covered below.
    expect(setCookie).not.toMatch(/;\s*Secure/i);
  });

  it('logs in by username, case-insensitively, and the cookie authenticates later requests', async () => {
    const { response, status, body } = await loginWith({ email: 'ADMIN', password: 'statecraft-admin' });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ username: 'admin', isAdmin: true, role: 'admin' });
    const nav = await call(clientNav, '/api/client-nav', { cookie: cookieFrom(response) });
    expect(nav.body.user).toEqual({ username: 'admin', isAdmin: true });
  });

  it('answers a wrong password and an unknown user with the same 401 body', async () => {
    const wrong = await loginWith({ email: 'alice', password: 'not-her-password' });
    const unknown = await loginWith({ email: 'nobody@example.com', password: 'not-her-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: expect.any(String), code: 'INVALID_CREDENTIALS' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.response.headers.get('set-cookie')).toBeNull();
  });

  it('rejects malformed JSON and missing fields with 400 BAD_REQUEST', async () => {
    const malformed = await loginWith('{"email": "alice",');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: expect.any(String), code: 'BAD_REQUEST' });
    const missing = await loginWith({ email: 'alice' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('BAD_REQUEST');
    expect(missing.body.error).toMatch(/password/);
  });

  it('refuses a cross-site login form post', async () => {
    const { status, body } = await call(login, '/api/auth/login', {
      method: 'POST',
      body: { email: 'alice', password: 'statecraft-alice' },
      origin: 'https://evil.example',
    });
    expect(status).toBe(403);
    expect(body.code).toBe('ORIGIN_MISMATCH');
  });

  it('answers 413 to a body over 64 kB, before looking at it', async () => {
    const { status, body } = await loginWith({ email: 'alice', password: 'x'.repeat(70 * 1024) });
    expect(status).toBe(413);
    expect(body).toEqual({ error: expect.any(String), code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('session cookie in production', () => {
  it('is Secure when NODE_ENV is production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    try {
      const session = await import('@/lib/platform/auth/session');
      expect(session.sessionCookieHeader('token')).toMatch(/;\s*Secure/i);
      expect(session.clearedSessionCookieHeader()).toMatch(/;\s*Secure/i);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('clears the session cookie', async () => {
    const { response, status, body } = await call(logout, '/api/auth/logout', { method: 'POST' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie.startsWith(`${cookieName}=;`)).toBe(true);
    expect(setCookie).toMatch(/Max-Age=0/i);
    expect(setCookie).toMatch(/HttpOnly/i);
  });

  it('ends the session on the server, so a copy of the old cookie stops working', async () => {
    const aliceCookie = await loginAs('alice');
    const otherDevice = await loginAs('alice');
    expect((await call(clientNav, '/api/client-nav', { cookie: aliceCookie })).body.user).toMatchObject({
      username: 'alice',
    });

    await call(logout, '/api/auth/logout', { method: 'POST', cookie: aliceCookie });

    expect((await call(clientNav, '/api/client-nav', { cookie: aliceCookie })).body.user).toBeNull();
    // Logging out one browser leaves the user's other sessions alone.
    expect((await call(clientNav, '/api/client-nav', { cookie: otherDevice })).body.user).toMatchObject({
      username: 'alice',
    });
  });
});

describe('forged session tokens', () => {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const statusWith = async (token: string) =>
    (await call(clientStatus, '/api/client-status', { cookie: `${cookieName}=${token}` })).status;

  it('answers 401 to a tampered payload, alg:none and a stripped signature', async () => {
    const real = (await loginAs('alice')).split('=')[1]!;
    expect(await statusWith(real)).toBe(200);
    const [header, payload, signature] = real.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    const tampered = b64({ ...claims, sub: admin!.id });

    expect(await statusWith(`${header}.${tampered}.${signature}`)).toBe(401);
    expect(await statusWith(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).toBe(401);
    expect(await statusWith(`${header}.${payload}.`)).toBe(401);
    expect(await statusWith(`${header}.${payload}`)).toBe(401);
  });
});

describe('POST /api/auth/register', () => {
  const registerWith = (body: unknown, ip?: string) =>
    call(register, '/api/auth/register', { method: 'POST', body, ip });

  it('creates an account, signs it in with 201, and stores only a password hash', async () => {
    const { response, status, body } = await registerWith({
      email: 'Dave@Example.com',
      username: 'Dave_1',
      password: 'correct horse battery',
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      message: expect.any(String),
      user: {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        email: 'dave@example.com',
        username: 'dave_1',
        displayName: 'dave_1',
        role: 'player',
        hasCompletedSetup: false,
        isAdmin: false,
      },
    });
    const nav = await call(clientNav, '/api/client-nav', { cookie: cookieFrom(response) });
    expect(nav.body).toMatchObject({ user: { username: 'dave_1', isAdmin: false }, hasCharacter: false });
    const [row] = await database.db.select().from(users).where(eq(users.username, 'dave_1'));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain('correct horse');
    expect((await loginWith({ email: 'dave_1', password: 'correct horse battery' })).status).toBe(200);
  });

  it.each([
    [{ email: 'not-an-email', username: 'erin', password: 'long enough pw' }, /email/],
    [{ email: 'erin@example.com', username: 'e!', password: 'long enough pw' }, /username/],
    [{ email: 'erin@example.com', username: 'erin', password: 'short' }, /password/],
    [{ username: 'erin', password: 'long enough pw' }, /email/],
  ])('rejects invalid input %j with 400 naming the field', async (input, field) => {
    const { status, body } = await registerWith(input);
    expect(status).toBe(400);
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.error).toMatch(field);
    expect(await database.db.select().from(users).where(eq(users.username, 'erin'))).toHaveLength(0);
  });

  it('rejects a taken username and a taken email (case-insensitive) with 409', async () => {
    const takenName = await registerWith({
      email: 'new@example.com',
      username: 'Alice',
      password: 'long enough pw',
    });
    expect(takenName.status).toBe(409);
    expect(takenName.body).toEqual({ error: expect.any(String), code: 'USERNAME_TAKEN' });
    const takenEmail = await registerWith({
      email: 'ALICE@example.com',
      username: 'alice2',
      password: 'long enough pw',
    });
    expect(takenEmail.status).toBe(409);
    expect(takenEmail.body).toEqual({ error: expect.any(String), code: 'EMAIL_TAKEN' });
    expect(await database.db.select().from(users).where(eq(users.username, 'alice2'))).toHaveLength(0);
  });
});
