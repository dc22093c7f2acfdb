import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A new temporary directory for an embedded cluster (tests, e2e, bench). mkdtemp makes it 0700, but
 * when we run as root the server runs as the `postgres` system user, which must be able to enter it.
 */
export function createScratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}
