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

  it('turns demo mode off for production servers unless DEMO=1', async () => {
    const { isDemoMode } = await freshEnv();
    const base = {
      PORT: 3000,
      DATA_DIR: 'x',
      SEED: 's',
      WORLD_SCALE: 1,
      LOG_LEVEL: 'info',
      RATE_LIMIT_MULTIPLIER: 1,
    } as const;
    expect(isDemoMode({ ...base, NODE_ENV: 'development' })).toBe(true);
    expect(isDemoMode({ ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y' })).toBe(false);
    expect(isDemoMode({ ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', DEMO: '1' })).toBe(
      true,
    );
    expect(isDemoMode({ ...base, NODE_ENV: 'production' })).toBe(true);
  });
});
