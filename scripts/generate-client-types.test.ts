import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_TYPES_FILE, generateClientTypes } from './lib/client-types';

// As `npm run client:types` generates them: with the contract's limits in the descriptions.
vi.hoisted(() => {
  process.env.RATE_LIMIT_MULTIPLIER = '1';
});

describe('the typed client', () => {
  it('has types generated from the current catalog (run `npm run client:types` when this fails)', async () => {
    const generated = await generateClientTypes();
    expect(generated).toContain('"/api/public/v1/game"');
    // Not toEqual on 6,000 lines: a failure should say what to run, not print both files.
    expect(
      readFileSync(CLIENT_TYPES_FILE, 'utf8') === generated,
      'clients/typescript/src/schema.ts is stale',
    ).toBe(true);
  });
});
