import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** env() caches its result, so each case loads a fresh copy of the module. */
function freshEnv() {
  return import('./env');
}

describe('env', () => {
  it('treats an empty variable as unset', async () => {
    vi.stubEnv('DATABASE_URL', '');
    const { env } = await freshEnv();
    expect(env().DATABASE_URL).toBeUndefined();
  });

  it('names the variable when a value is invalid', async () => {
    vi.stubEnv('PORT', 'not-a-port');
    const { env } = await freshEnv();
    expect(() => env()).toThrow(/PORT/);
  });

  it('trusts one X-Forwarded-For hop (our own server) by default and validates TRUSTED_PROXY_HOPS', async () => {
    expect((await freshEnv()).env().TRUSTED_PROXY_HOPS).toBe(1);
    vi.resetModules();
    vi.stubEnv('TRUSTED_PROXY_HOPS', '2');
    expect((await freshEnv()).env().TRUSTED_PROXY_HOPS).toBe(2);
    vi.resetModules();
    vi.stubEnv('TRUSTED_PROXY_HOPS', '0');
    await expect(import('./env').then(({ env }) => env())).rejects.toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it('runs one web process per core, at most 4, unless WEB_CONCURRENCY says otherwise', async () => {
    const { availableParallelism } = await import('node:os');
    vi.stubEnv('WEB_CONCURRENCY', '');
    expect((await freshEnv()).webConcurrency()).toBe(Math.min(4, availableParallelism()));
    vi.resetModules();
    vi.stubEnv('WEB_CONCURRENCY', '6');
    expect((await freshEnv()).webConcurrency()).toBe(6);
    vi.resetModules();
    vi.stubEnv('WEB_CONCURRENCY', '0');
    await expect(import('./env').then(({ env }) => env())).rejects.toThrow(/WEB_CONCURRENCY/);
  });

  it('turns demo mode off for production servers unless DEMO=1', async () => {
    const { isDemoMode } = await freshEnv();
    const base = {
      PORT: 3000,
      DATA_DIR: 'x',
      SEED: 's',
      WORLD_SCALE: 1,
      LOG_LEVEL: 'info',
      RATE_LIMIT_MULTIPLIER: 1,
      TRUSTED_PROXY_HOPS: 1,
      PLAYER_WINDOW_HOURS: 12,
      LIVE_STREAMS_PER_PROCESS: 10_000,
      LIVE_STREAMS_SERVED_BY: 'gate',
    } as const;
    expect(isDemoMode({ ...base, NODE_ENV: 'development' })).toBe(true);
    expect(isDemoMode({ ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y' })).toBe(false);
    expect(isDemoMode({ ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', DEMO: '1' })).toBe(
      true,
    );
    expect(isDemoMode({ ...base, NODE_ENV: 'production' })).toBe(true);
  });
});
