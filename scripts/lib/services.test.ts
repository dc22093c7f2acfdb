import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from './repo-root';
import { WEB_V8_FLAGS } from '../web-v8-flags.mjs';
import { EXIT_WITH_PARENT, webArgs } from './services';

// The launcher preloads this file into web and worker by path; a move of lib/ must not leave it dangling.
it('preloads an exit-with-parent module that exists', () => {
  expect(existsSync(path.join(REPO_ROOT, EXIT_WITH_PARENT))).toBe(true);
});

// The web's V8 flags keep a web process's resident memory near what its live streams hold (scripts/web-v8-flags.mjs).
it('starts the web with its V8 flags, one process or a cluster', () => {
  const config = { root: REPO_ROOT, port: 3000, databaseUrl: 'postgres://x', authSecret: 's', demo: false };
  for (const webProcesses of [1, 2]) {
    const args = webArgs({ ...config, webProcesses });
    expect(args.slice(0, WEB_V8_FLAGS.length)).toEqual(WEB_V8_FLAGS);
  }
});
