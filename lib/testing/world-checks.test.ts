import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTestFile } from '@/eslint.config.mjs';

// The 200-turn check modules (*.world-checks.ts) run only inside the world run, so one that the world run
// does not import would never run, and one named like a test would run alone, with no world.
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const WORLD_RUN = 'lib/systems/game/turn/world-engine.int.test.ts';

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(path.join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((relative) => keep(path.basename(relative)))
    .map((relative) => path.posix.join(dir, relative.split(path.sep).join('/')));
}

describe('the 200-turn check modules', () => {
  const modules = filesUnder('lib', (name) => name.endsWith('.world-checks.ts'));

  it('are all imported by the world run', () => {
    const worldRun = readFileSync(path.join(REPO_ROOT, WORLD_RUN), 'utf8');
    expect(modules.length).toBeGreaterThan(0);
    const missing = modules.filter((file) => !worldRun.includes(`@/${file.replace(/\.ts$/, '')}'`));
    expect(missing, `import these in ${WORLD_RUN}`).toEqual([]);
  });

  it('count as test code for the lint and the deps check', () => {
    for (const file of modules) expect(isTestFile(file), file).toBe(true);
    expect(isTestFile('lib/systems/politics/elections/campaign.ts')).toBe(false);
  });

  it('keep no module named like a test that needs the world run', () => {
    expect(filesUnder('lib', (name) => name.endsWith('.checks.test.ts'))).toEqual([]);
  });
});
