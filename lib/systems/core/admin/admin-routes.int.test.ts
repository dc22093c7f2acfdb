import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as setStatus } from '@/app/api/admin/game/status/route';
import { GET as overview } from '@/app/api/admin/overview/route';
import { POST as advance } from '@/app/api/admin/turn/advance/route';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { sessionCookieFor } from '@/lib/testing/session-cookie';

const database = seededSuiteDatabase({ seed: 'admin', scale: 0.2 });
let adminCookie: string;
let aliceCookie: string;
const noParams = { params: Promise.resolve({}) };

function request(method: string, cookie: string | null, body?: unknown): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json', host: 'localhost:3000' };
  if (cookie) headers.cookie = cookie;
  return new Request('http://localhost:3000/api/admin/x', {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  adminCookie = await sessionCookieFor(database.db, 'admin');
  aliceCookie = await sessionCookieFor(database.db, 'alice');
});

describe('admin endpoints', () => {
  it('refuses guests with 401 and players with 403 in the client envelope', async () => {
    const guest = await advance(request('POST', null), noParams);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const player = await advance(request('POST', aliceCookie), noParams);
    expect(player.status).toBe(403);
    expect(await player.json()).toMatchObject({ code: 'FORBIDDEN' });
    // An API key is no admin credential, whatever its scope.
    const withKey = request('POST', null);
    withKey.headers.set('x-api-key', `svc_priv_${'a'.repeat(32)}`);
    expect((await advance(withKey, noParams)).status).toBe(401);
  });

  it('advances one turn per call and returns the new turn number', async () => {
    const first = await advance(request('POST', adminCookie), noParams);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ turn: 2, completedTurn: 1 });
    expect(await (await advance(request('POST', adminCookie), noParams)).json()).toMatchObject({ turn: 3 });
  });

  it('shows recent turns with per-phase timings in the overview', async () => {
    const body = await (await overview(request('GET', adminCookie), noParams)).json();
    expect(body.game).toMatchObject({ currentTurn: 3, status: 'active' });
    expect(body.recentTurns.map((t: { turn: number }) => t.turn)).toEqual([2, 1]);
    expect(body.recentTurns[0].phases.map((p: { phase: string }) => p.phase)).toContain('advance-clock');
    expect(body.counts.playerCharacters).toBe(3);
  });

  it('pauses and resumes the clock, validating the body', async () => {
    const paused = await setStatus(request('PATCH', adminCookie, { status: 'paused' }), noParams);
    expect(await paused.json()).toEqual({ status: 'paused', nextTurnAt: null });
    const bad = await setStatus(request('PATCH', adminCookie, { status: 'sleeping' }), noParams);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const resumed = await (
      await setStatus(request('PATCH', adminCookie, { status: 'active' }), noParams)
    ).json();
    expect(resumed.status).toBe('active');
    expect(new Date(resumed.nextTurnAt).getTime()).toBeGreaterThan(Date.now() + 250_000);
  });

  it('leaves nextTurnAt alone when resuming a game that is already active', async () => {
    const first = await (
      await setStatus(request('PATCH', adminCookie, { status: 'active' }), noParams)
    ).json();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await setStatus(request('PATCH', adminCookie, { status: 'active' }), noParams);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
  });
});
