import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as clientNav } from '@/app/api/client-nav/route';
import { PATCH as patchTheme } from '@/app/api/settings/theme/route';
import { call, loginAs } from '@/lib/testing/client-requests';
import { eventBus } from '@/lib/platform/events/bus';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { users } from '@/models';

const database = seededSuiteDatabase();
let alice: string;
const listener = vi.fn();
let unsubscribe: () => void;

beforeAll(async () => {
  alice = await loginAs('alice');
});
beforeEach(() => {
  listener.mockReset();
  unsubscribe = eventBus().on('theme_changed', listener);
});
afterEach(() => unsubscribe());

const setTheme = (
  body: unknown,
  options: { cookie?: string; origin?: string; headers?: Record<string, string> } = {},
) => call(patchTheme, '/api/settings/theme', { method: 'PATCH', cookie: alice, body, ...options });

async function storedTheme(username: string) {
  const [row] = await database.db.select().from(users).where(eq(users.username, username));
  return { id: row!.id, theme: row!.theme };
}

describe('PATCH /api/settings/theme', () => {
  it('persists the theme, emits theme_changed once, and client-nav reflects it', async () => {
    const { status, body } = await setTheme({ theme: 'dark' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    const stored = await storedTheme('alice');
    expect(stored.theme).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ userId: stored.id, theme: 'dark' });
    expect((await call(clientNav, '/api/client-nav', { cookie: alice })).body.theme).toBe('dark');
    expect((await storedTheme('bob')).theme).toBe('system');
  });

  it.each(['default', 'light', 'dark', 'oled', 'usa', 'pastel', 'dark-pastel', 'solarized', 'system'])(
    "accepts the original game's theme id %s, as its desktop client sends it",
    async (theme) => {
      expect((await setTheme({ theme })).status).toBe(200);
      expect((await storedTheme('alice')).theme).toBe(theme);
      await setTheme({ theme: 'dark' });
    },
  );

  it('rejects an unknown theme and malformed JSON with 400, changing nothing', async () => {
    const unknown = await setTheme({ theme: 'blue' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: expect.stringMatching(/theme/), code: 'BAD_REQUEST' });
    const malformed = await setTheme('{"theme":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('BAD_REQUEST');
    expect((await storedTheme('alice')).theme).toBe('dark');
    expect(listener).not.toHaveBeenCalled();
  });

  it('needs a session', async () => {
    const { status, body } = await setTheme({ theme: 'light' }, { cookie: '' });
    expect(status).toBe(401);
    expect(body.code).toBe('UNAUTHORIZED');
    expect(listener).not.toHaveBeenCalled();
  });

  it('rejects a cross-origin PATCH with 403 ORIGIN_MISMATCH', async () => {
    const foreign = await setTheme({ theme: 'light' }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    // Same host, other scheme: an https page must not write to the http service (or the reverse).
    const otherScheme = await setTheme({ theme: 'light' }, { origin: 'https://localhost:3000' });
    expect(otherScheme.status).toBe(403);
    expect(foreign.body).toEqual({ error: expect.any(String), code: 'ORIGIN_MISMATCH' });
    const crossSite = await setTheme(
      { theme: 'light' },
      { origin: '', headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.code).toBe('ORIGIN_MISMATCH');
    expect((await storedTheme('alice')).theme).toBe('dark');
    expect(listener).not.toHaveBeenCalled();
  });
});
