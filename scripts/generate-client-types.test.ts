import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';

// As `npm run client:types` generates them: with the contract's limits in the descriptions. Unit files share
// their workers' modules (vitest.config.ts), so the env is read afresh rather than from another file's cache.
async function clientTypes() {
  vi.stubEnv('RATE_LIMIT_MULTIPLIER', '1');
  vi.resetModules();
  return import('./lib/client-types');
}
afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the typed client', () => {
  it('has types generated from the current catalog (run `npm run client:types` when this fails)', async () => {
    const { CLIENT_TYPES_FILE, generateClientTypes } = await clientTypes();
    const generated = await generateClientTypes();
    expect(generated).toContain('"/api/public/v1/game"');
    // Not toEqual on 6,000 lines: a failure should say what to run, not print both files.
    expect(
      readFileSync(CLIENT_TYPES_FILE, 'utf8') === generated,
      'clients/typescript/src/schema.ts is stale',
    ).toBe(true);
    // Past the default 5 s: the modules are imported afresh (the whole catalog), which alone on a loaded
    // machine has taken longer.
  }, 60_000);
});
