import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function secretPathOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.secret`;
}

export interface AuthSecretInput {
  /** AUTH_SECRET from the environment, if set. */
  configured: string | undefined;
  dataDir: string;
  demo: boolean;
}

/**
 * The session-signing secret for web and worker. An explicit AUTH_SECRET always wins. In demo mode a
 * random one is made on first start and kept beside the data directory (mode 0600), so sessions
 * survive restarts. Outside demo mode there is no safe default.
 */
export function resolveAuthSecret({ configured, dataDir, demo }: AuthSecretInput): string {
  if (configured) return configured;
  if (!demo) {
    throw new Error(
      'AUTH_SECRET is not set. Set it to a random string of at least 32 characters (or set DEMO=1).',
    );
  }
  const file = secretPathOf(dataDir);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // writeFileSync's mode applies only when it creates the file.
  return secret;
}
