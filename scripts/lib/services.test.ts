import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from './repo-root';
import { EXIT_WITH_PARENT } from './services';

// The launcher preloads this file into web and worker by path; a move of lib/ must not leave it dangling.
it('preloads an exit-with-parent module that exists', () => {
  expect(existsSync(path.join(REPO_ROOT, EXIT_WITH_PARENT))).toBe(true);
});
