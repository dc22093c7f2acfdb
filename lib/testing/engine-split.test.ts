import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_FIRST, integrationFiles, VERSION_SENSITIVE, VERSION_SENSITIVE_SQL } from './engine-split';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** The integration project's files (vitest.config.ts), as paths relative to the repository. */
function integrationTests(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(relative);
      else if (entry.isFile() && entry.name.endsWith('.int.test.ts')) found.push(relative);
    }
  };
  for (const dir of ['lib', 'app', 'workers', 'scripts', 'examples']) walk(dir);
  return found;
}

describe('the PostgreSQL 15 / 18 split', () => {
  it('names files that exist', () => {
    for (const file of [...EMBEDDED_FIRST, ...VERSION_SENSITIVE]) {
      expect(existsSync(path.join(REPO_ROOT, file)), file).toBe(true);
    }
  });

  it('runs every integration file that uses version-sensitive SQL on both servers', () => {
    const listed = new Set<string>([...EMBEDDED_FIRST, ...VERSION_SENSITIVE]);
    // Suites that start an embedded server of their own run on it whatever TEST_DATABASE_URL says.
    const ownServer = (text: string) => text.includes('startEmbeddedPostgres(');
    const missing = integrationTests().filter((file) => {
      const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
      return (
        !listed.has(file) && !ownServer(text) && VERSION_SENSITIVE_SQL.some((pattern) => pattern.test(text))
      );
    });
    expect(missing, 'add these to VERSION_SENSITIVE in lib/testing/engine-split.ts').toEqual([]);
  });

  it('leaves nothing out: the server pass and the embedded pass together cover every file', () => {
    const server = integrationFiles('server');
    const embedded = integrationFiles('embedded');
    expect(server.include).toBeUndefined();
    expect(embedded.include).toEqual([...EMBEDDED_FIRST, ...VERSION_SENSITIVE]);
    expect(server.exclude).toEqual([...EMBEDDED_FIRST]);
    expect(integrationFiles(undefined)).toEqual({ exclude: [] });
    expect(() => integrationFiles('both')).toThrow(/TEST_ENGINE_SPLIT/);
  });
});
