import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoCharacterId } from '@/lib/systems/core/world-plan/demo-ids';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { freshApiKey } from '@/lib/testing/api-keys';
import { TEST_WORLD } from '@/lib/testing/seeded-database';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

// The routes the bot calls, served by real route files over HTTP (lib/testing/route-host.ts).
const ROUTES = {
  '/api/public/v1/game': 'app/api/public/v1/game/route.ts',
  '/api/public/v1/news': 'app/api/public/v1/news/route.ts',
  '/api/v1/transfer': 'app/api/v1/transfer/route.ts',
};
const MAX_TURNS = 5;

const database = seededSuiteDatabase();
let host: ChildProcess;
let baseUrl: string;

beforeAll(async () => {
  host = spawn(
    process.execPath,
    ['--import', 'tsx', 'lib/testing/route-host.ts', ...Object.entries(ROUTES).map(([p, f]) => `${p}=${f}`)],
    {
      env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    host.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    host.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    host.once('exit', (code) => reject(new Error(`route host exited (${code}): ${output}`)));
  });
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  if (host && host.exitCode === null) {
    host.kill('SIGTERM');
    await once(host, 'exit');
  }
});

it('runs the example bot against a live server: it sees turns change, gets 304s and makes its transfer', async () => {
  const bot = spawn(process.execPath, ['--import', 'tsx', 'examples/bot/src/bot.ts'], {
    env: {
      ...process.env,
      STATECRAFT_BASE_URL: baseUrl,
      STATECRAFT_API_KEY: await freshApiKey('alice', 'private'),
      STATECRAFT_TRANSFER_TO: demoCharacterId(TEST_WORLD.seed, 'bob'),
      BOT_POLL_MS: '100',
      BOT_UNTIL_TURNS: '2',
      BOT_TIMEOUT_MS: '50000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  bot.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  bot.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(bot, 'exit').then(([code]) => code as number | null);

  // Turns run back to back while the bot polls: each takes long enough for several polls that find
  // nothing new. The bot exits on its own once it has seen two turn changes and a 304.
  let turns = 0;
  let exitCode: number | null | undefined;
  while (exitCode === undefined && turns < MAX_TURNS) {
    const turn = runTurn(database.db, { trigger: 'cli', when: 'now' }).then(() => undefined);
    exitCode = await Promise.race([exited, turn]);
    turns += 1;
  }
  exitCode ??= await exited;

  expect(exitCode, output).toBe(0);
  expect(output).toMatch(/saw [2-9] turn changes, [1-9]\d* answers not modified \(304\)/);
  expect(output).toMatch(/sent 1000 to character/);
  expect(output).toMatch(/transfer made/);
});
