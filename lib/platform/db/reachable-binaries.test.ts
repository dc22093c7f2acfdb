import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blockingAncestors, openPathTo } from './reachable-binaries';

const root = mkdtempSync(path.join(os.tmpdir(), 'reachable-'));
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));
// Someone who owns none of these directories and is in none of their groups.
const stranger = { uid: 65_534, gid: 65_534 };

describe('blockingAncestors and openPathTo', () => {
  it('find the private directory on the way to a data directory, and open it for entering only', () => {
    const home = path.join(root, 'home');
    mkdirSync(path.join(home, 'clone'), { recursive: true });
    chmodSync(home, 0o700);
    const dataDir = path.join(home, 'clone', 'data', 'postgres');
    expect(blockingAncestors(path.join(dataDir, 'PG_VERSION'), stranger)).toEqual([home]);
    expect(openPathTo(dataDir, stranger)).toEqual([home]);
    expect(blockingAncestors(path.join(dataDir, 'PG_VERSION'), stranger)).toEqual([]);
  });

  it('leave reachable paths alone', () => {
    const open = path.join(root, 'open', 'data');
    mkdirSync(open, { recursive: true });
    expect(openPathTo(open, stranger)).toEqual([]);
  });
});
