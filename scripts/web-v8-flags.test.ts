import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { WEB_V8_FLAGS, withWebV8Flags } from './web-v8-flags.mjs';

// Node refuses to start on a flag its V8 does not know: a renamed flag would stop every web process.
it('names only flags this Node accepts', () => {
  const run = spawnSync(process.execPath, [...WEB_V8_FLAGS, '-e', ''], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

it('adds the web flags to the cluster workers once, after the primary’s own', () => {
  expect(withWebV8Flags(['--expose-gc'])).toEqual(['--expose-gc', ...WEB_V8_FLAGS]);
  expect(withWebV8Flags(['--expose-gc', ...WEB_V8_FLAGS])).toEqual(['--expose-gc', ...WEB_V8_FLAGS]);
});
