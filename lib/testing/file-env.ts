import { afterAll, beforeAll, vi } from 'vitest';
import { forgetEnv } from '@/lib/platform/env';

/**
 * Environment variables for one test file, from its first hook to its last. Test files share their
 * worker's modules (vitest.config.ts, isolate: false), so the parsed env is forgotten at both ends: the
 * file reads its own values, and the next file in the worker reads the run's again.
 */
export function fileEnv(values: Record<string, string>): void {
  beforeAll(() => {
    for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
    forgetEnv();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    forgetEnv();
  });
}
