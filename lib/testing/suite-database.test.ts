import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Test files under the given folders, as paths relative to the repository. */
function testFiles(dirs: string[], suffix: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(relative);
      else if (entry.isFile() && entry.name.endsWith(suffix)) found.push(relative);
    }
  };
  for (const dir of dirs) walk(dir);
  return found;
}

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** Files that make databases of their own on purpose, and why. */
const OWN_DATABASES: Record<string, string> = {
  'lib/systems/game/turn/replay.int.test.ts': 'three worlds from chosen seeds, compared with each other',
};

describe('the shared harness (docs/testing.md)', () => {
  it('gives every integration suite its database through seededSuiteDatabase or migratedSuiteDatabase', () => {
    const own = testFiles(['lib', 'app', 'workers', 'scripts', 'examples'], '.int.test.ts').filter((file) => {
      const text = read(file);
      const creates = /\bcreate(Seeded)?TestDatabase\(/.test(text);
      const usesHarness = /\b(seeded|migrated|world)SuiteDatabase\(/.test(text);
      return creates && !usesHarness && !(file in OWN_DATABASES);
    });
    expect(own, 'declare `const database = seededSuiteDatabase();` (lib/testing/suite-database.ts)').toEqual(
      [],
    );
  });

  it('keeps route tests out of app/: they sit beside the domain whose verb the route calls', () => {
    const routeTests = testFiles(['app'], '.test.ts').filter((file) =>
      /from '[^']*\/route'|\b(callV1|callClientRoute|importRoute)\(/.test(read(file)),
    );
    expect(routeTests, 'move them beside their domain (docs/architecture.md)').toEqual([]);
  });

  it('sets environment variables through fileEnv, which restores them for the next file in the worker', () => {
    const assigning = testFiles(
      ['lib', 'app', 'components', 'workers', 'scripts', 'clients', 'examples'],
      '.test.ts',
    ).filter((file) => /\bprocess\.env\.\w+\s*=[^=]|\bprocess\.env\[[^\]]+\]\s*=[^=]/.test(read(file)));
    expect(assigning, 'use fileEnv({ NAME: value }) (lib/testing/file-env.ts) or vi.stubEnv').toEqual([]);
  });
});
