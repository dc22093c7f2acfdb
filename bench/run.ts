// `npm run bench`: the public game endpoint, and its conditional GET answered 304, against a bare
// static route (the framework's ceiling), measured side by side in one run through the real launcher.
// See bench/README.md.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { webConcurrency } from '@/lib/platform/env';
import { buildIfNeeded } from '../scripts/lib/build-if-needed';
import { REPO_ROOT } from '../scripts/lib/repo-root';
import { measure, measureInterleaved, type LoadShape, type Measurement, type Target } from './lib/measure';
import { formatTable, summarize } from './lib/report';
import { createAliceKey, startService } from './lib/service';
import { measureReadsDuringTurns } from './lib/reads-during-turns';
import { measureTransfers, prepareRing, releaseRing, settledRingFundsCents } from './lib/transfers';

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

const ROUNDS = numberFromEnv('BENCH_ROUNDS', 3);
const SHAPE: LoadShape = {
  connections: numberFromEnv('BENCH_CONNECTIONS', 50),
  durationSeconds: numberFromEnv('BENCH_DURATION_S', 10),
};
/**
 * Players in the transfer ring besides alice and bob: by default two per connection, so the transfers in
 * flight at once are between different pairs of players (a game's transfers are spread over its players)
 * rather than 50 connections queuing on the row locks of a few.
 */
const TRANSFER_RING_EXTRA = numberFromEnv('BENCH_TRANSFER_RING', 2 * SHAPE.connections);
// Raises the per-minute API quota so the limiter runs on every request without refusing the load.
const RATE_LIMIT_MULTIPLIER = numberFromEnv('BENCH_RATE_LIMIT_MULTIPLIER', 10_000);
// The measured service's world: reads are also measured while its turns run, and a turn at 10 is long enough.
const WORLD_SCALE = numberFromEnv('BENCH_WORLD_SCALE', 10);

function currentCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

function describe(m: Measurement): string {
  const problems = m.non2xx + m.errors + m.timeouts;
  const statuses = Object.entries(m.non2xxByStatus)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
  const note = problems
    ? `  (${m.non2xx} non-2xx${statuses ? `: ${statuses}` : ''}, ${m.errors} errors, ${m.timeouts} timeouts)`
    : '';
  return `round ${m.round} ${m.target.padEnd(6)} ${m.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${m.p99Ms.toFixed(1)} ms${note}`;
}

async function main(): Promise<void> {
  process.chdir(REPO_ROOT);
  const build = await buildIfNeeded({ root: REPO_ROOT });
  console.log(build.built ? 'Built for production.' : 'Production build is up to date.');

  // Web processes: the same reads through one process first, then through WEB_CONCURRENCY (the launcher's
  // default), so the gain from every core shows as a ratio from one run.
  const webProcesses = webConcurrency();
  const single = webProcesses > 1 ? await measureOneProcess() : undefined;

  const service = await startService(REPO_ROOT, RATE_LIMIT_MULTIPLIER, {
    webProcesses,
    worldScale: WORLD_SCALE,
  });
  // Ctrl-C reaches the launcher too; wait for it to finish shutting down, then drop the scratch world.
  process.once('SIGINT', () => void service.stop().then(() => process.exit(130)));
  try {
    console.log(`Service ready at ${service.baseUrl} (${service.mode} database).`);
    const token = await createAliceKey(service.baseUrl);
    const etag = await gameEtag(service.baseUrl, token);
    const targets: Target[] = [
      { name: 'game', path: '/api/public/v1/game', headers: { 'X-API-Key': token } },
      // A poller whose copy is current: admission, then 304 from the world version.
      {
        name: 'game304',
        path: '/api/public/v1/game',
        headers: { 'X-API-Key': token, 'If-None-Match': etag },
      },
      { name: 'static', path: '/api/bench/static', headers: {} },
    ];

    console.log('Warming up…');
    for (const target of targets) await measure(service.baseUrl, target, { ...SHAPE, durationSeconds: 3 }, 0);

    console.log(
      `Measuring: ${ROUNDS} rounds × ${SHAPE.durationSeconds} s per target, ${SHAPE.connections} connections.`,
    );
    const measurements = await measureInterleaved(service.baseUrl, targets, SHAPE, ROUNDS, {
      beforeEach: () => service.assertRunning(),
      afterEach: (m) => console.log(describe(m)),
    });
    service.assertRunning();
    const summary = summarize(measurements, 'game', 'static');
    const conditional = summarize(measurements, 'game304', 'static');
    console.log(`\n${formatTable(measurements, summary)}`);
    console.log(
      `ratio game304/static: req/s ${conditional.ratio.requestsPerSecond.toFixed(3)}, p99 ${conditional.ratio.p99.toFixed(2)}x`,
    );
    // Every game304 answer should be a 304 (autocannon counts those as non-2xx); a turn in between makes 200s.
    const conditionalRows = measurements.filter((m) => m.target === 'game304');
    const not304 = conditionalRows.reduce((n, m) => n + m.requests - m.non2xx, 0);
    if (not304 > 0)
      console.warn(`Warning: ${not304} game304 requests were not answered 304 (did a turn run?).`);
    const processes = single
      ? {
          webProcesses,
          oneProcess: single,
          nProcesses: {
            game: summary.targets[0]!.requestsPerSecond,
            static: summary.targets[1]!.requestsPerSecond,
          },
        }
      : { webProcesses, oneProcess: null, nProcesses: null };
    if (single) {
      console.log(
        `Web processes: game ${single.game.toFixed(0)} → ${processes.nProcesses!.game.toFixed(0)} req/s ` +
          `(×${(processes.nProcesses!.game / single.game).toFixed(2)}), static ${single.static.toFixed(0)} → ` +
          `${processes.nProcesses!.static.toFixed(0)} req/s (×${(processes.nProcesses!.static / single.static).toFixed(2)}) ` +
          `with 1 → ${webProcesses} processes.`,
      );
    }
    for (const { target, non2xx, errors } of summary.targets) {
      // Failed requests are cheap: a target with many of them looks faster than it is.
      if (non2xx + errors > 0) {
        console.warn(
          `Warning: ${target} had ${non2xx} non-2xx responses and ${errors} errors; see the service log.`,
        );
      }
    }

    // Writes: POST /api/v1/transfer with private keys, the same connections and limiter multiplier.
    console.log(
      `\nTransfers: ${TRANSFER_RING_EXTRA + 2} US players in pairs; each request pays 1,000 within the next pair, the direction alternating each lap.`,
    );
    const ring = await prepareRing(service.baseUrl, TRANSFER_RING_EXTRA);
    const fundsBefore = await settledRingFundsCents(service.baseUrl, ring);
    await measureTransfers(service.baseUrl, ring, { ...SHAPE, durationSeconds: 3 }, 0);
    const transferRounds: Measurement[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      service.assertRunning();
      const measurement = await measureTransfers(service.baseUrl, ring, SHAPE, round);
      console.log(describe(measurement));
      transferRounds.push(measurement);
    }
    const fundsAfter = await settledRingFundsCents(service.baseUrl, ring);
    await releaseRing(service.baseUrl);
    const sorted = transferRounds.map((m) => m.requestsPerSecond).sort((a, b) => a - b);
    const transfers = {
      medianPerSecond: sorted[Math.floor(sorted.length / 2)]!,
      failed: transferRounds.reduce((n, m) => n + m.non2xx + m.errors + m.timeouts, 0),
      fundsBeforeCents: fundsBefore,
      fundsAfterCents: fundsAfter,
      conserved: fundsBefore === fundsAfter,
    };
    console.log(
      `Transfers: median ${transfers.medianPerSecond.toFixed(0)} transfers/s, ${transfers.failed} failed; ` +
        `conservation ${transfers.conserved ? 'holds' : 'BROKEN'}: the ring held ${(fundsBefore / 100).toFixed(2)} USD ` +
        `before and ${(fundsAfter / 100).toFixed(2)} USD after.`,
    );
    const transfersPerStatic = transfers.medianPerSecond / summary.targets[1]!.requestsPerSecond;
    console.log(`Transfers ÷ static route: ${transfersPerStatic.toFixed(2)} (same run, same processes).`);
    if (!transfers.conserved) process.exitCode = 1;

    // Reads while turns run: the game target once between turns and once while turns run back to back.
    service.assertRunning();
    const duringTurns = await measureReadsDuringTurns(service.baseUrl, targets[0]!, SHAPE, ROUNDS);
    console.log(
      `Reads during turns (WORLD_SCALE=${WORLD_SCALE}, ${ROUNDS} rounds each, ${duringTurns.turnsRun} turns): p99 ` +
        `${duringTurns.rounds.between.map((m) => m.p99Ms.toFixed(0)).join(', ')} ms between, ` +
        `${duringTurns.rounds.during.map((m) => m.p99Ms.toFixed(0)).join(', ')} ms during; ` +
        `median during ÷ median between ${duringTurns.p99Ratio.toFixed(2)}.`,
    );

    const resultsDir = path.join(REPO_ROOT, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    const record = {
      at: new Date().toISOString(),
      commit: currentCommit(),
      machine: {
        node: process.version,
        cpus: os.cpus().length,
        platform: `${os.platform()} ${os.release()}`,
      },
      mode: service.mode,
      settings: {
        rounds: ROUNDS,
        ...SHAPE,
        rateLimitMultiplier: RATE_LIMIT_MULTIPLIER,
        worldScale: WORLD_SCALE,
      },
      summary,
      conditional,
      measurements,
      processes,
      transfers: { ...transfers, perStatic: transfersPerStatic, rounds: transferRounds },
      readsDuringTurns: { worldScale: WORLD_SCALE, ...duringTurns },
    };
    writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`Saved ${path.relative(REPO_ROOT, file)}`);
  } finally {
    await service.stop();
  }
}

/** The ETag of /game as the bench key sees it now. */
async function gameEtag(baseUrl: string, token: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/public/v1/game`, { headers: { 'X-API-Key': token } });
  const etag = response.headers.get('ETag');
  if (!response.ok || !etag) throw new Error(`GET /game answered ${response.status} without an ETag`);
  return etag;
}

/** The game and static targets' median req/s with one web process (WEB_CONCURRENCY=1), on its own world. */
async function measureOneProcess(): Promise<{ game: number; static: number }> {
  const service = await startService(REPO_ROOT, RATE_LIMIT_MULTIPLIER, { webProcesses: 1 });
  try {
    console.log(`One web process at ${service.baseUrl}: measuring the same targets first.`);
    const token = await createAliceKey(service.baseUrl);
    const targets: Target[] = [
      { name: 'game', path: '/api/public/v1/game', headers: { 'X-API-Key': token } },
      { name: 'static', path: '/api/bench/static', headers: {} },
    ];
    for (const target of targets) await measure(service.baseUrl, target, { ...SHAPE, durationSeconds: 3 }, 0);
    const measurements = await measureInterleaved(service.baseUrl, targets, SHAPE, ROUNDS, {
      beforeEach: () => service.assertRunning(),
      afterEach: (m) => console.log(`  1 process: ${describe(m)}`),
    });
    const summary = summarize(measurements, 'game', 'static');
    return { game: summary.targets[0]!.requestsPerSecond, static: summary.targets[1]!.requestsPerSecond };
  } finally {
    await service.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
