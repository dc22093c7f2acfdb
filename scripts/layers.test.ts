import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_IMPORTS } from '../eslint.config.mjs';
import { REPO_ROOT } from './lib/repo-root';

// The layer rules of eslint.config.mjs, run on probe sources: a forbidden import must fail the lint.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: REPO_ROOT });
});

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = imported;\n`, { filePath });
  return result!.messages
    .filter(
      (message) =>
        message.ruleId === 'import/no-restricted-paths' || message.ruleId === 'no-restricted-imports',
    )
    .map((message) => message.message);
}

describe('the layer table in eslint.config.mjs', () => {
  it('fails a system that imports a system above it, by alias or by relative path', async () => {
    const byAlias = await layerErrors(
      'lib/systems/core/game/probe.ts',
      "import { CONFLICT_STATUSES as imported } from '@/lib/systems/world/conflicts/constants';",
    );
    expect(byAlias).toEqual([expect.stringContaining('core may import only platform')]);
    const byPath = await layerErrors(
      'lib/systems/core/game/probe.ts',
      "import { CONFLICT_STATUSES as imported } from '../../world/conflicts/constants';",
    );
    expect(byPath).toEqual([expect.stringContaining('core may import only platform')]);
  });

  it('lets a system import the systems its row lists', async () => {
    expect(SYSTEM_IMPORTS.politics).toContain('economy');
    const errors = await layerErrors(
      'lib/systems/politics/legislation/probe.ts',
      "import { TARIFF_LIMIT_MAX as imported } from '@/lib/systems/economy/trade/constants';",
    );
    expect(errors).toEqual([]);
  });

  it('fails lib/platform importing any system', async () => {
    const errors = await layerErrors(
      'lib/platform/http/probe.ts',
      "import { TARIFF_LIMIT_MAX as imported } from '@/lib/systems/economy/trade/constants';",
    );
    expect(errors).toEqual([expect.stringContaining('lib/platform knows no game rule')]);
  });

  it('fails production code importing lib/testing, and lets tests do it', async () => {
    const source = "import { TEST_WORLD as imported } from '@/lib/testing/test-world';";
    for (const file of ['lib/systems/game/seeding/probe.ts', 'app/api/probe/route.ts', 'workers/probe.ts']) {
      expect(await layerErrors(file, source), file).toEqual([
        expect.stringContaining('never imports lib/testing'),
      ]);
    }
    expect(await layerErrors('lib/systems/game/seeding/probe.test.ts', source)).toEqual([]);
  });
});

describe('SYSTEM_IMPORTS', () => {
  it('names every folder of lib/systems, and only those', () => {
    const folders = readdirSync(path.join(REPO_ROOT, 'lib/systems'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(Object.keys(SYSTEM_IMPORTS).sort()).toEqual(folders.sort());
  });

  it('is a layering: no system reaches itself through the systems it may import', () => {
    const reaches = (from: string, seen = new Set<string>()): Set<string> => {
      for (const next of SYSTEM_IMPORTS[from] ?? []) if (!seen.has(next)) reaches(next, seen.add(next));
      return seen;
    };
    for (const system of Object.keys(SYSTEM_IMPORTS)) expect(reaches(system).has(system), system).toBe(false);
  });
});
