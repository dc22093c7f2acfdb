// `npm run bench:turn`: for each world scale in WORLD_SCALES (default "1,10"; or WORLD_SCALE for one), seeds a
// throwaway world in a new database on BENCH_DATABASE_URL's server (default: a fresh embedded server), runs
// TURNS turns (default 12), each followed by the worker's vacuum (timed apart: it runs outside the turn's
// transaction), and prints the seed time, the median and the maximum whole turn, the slowest phase on the maximum turn, and the median per phase and per system. With
// two or more scales it fits the growth exponent of the median and the maximum turn against the number of
// characters (log-log least squares: 1.0 means linear). The run is written to bench/results/ as JSON.
// EXPLAIN_MS=n prints the analysed plan of every statement inside a phase that takes n ms or more
// (auto_explain), to find the index or rewrite a slow phase asks for.
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDb, runMigrations } from '@/lib/platform/db';
import type { TurnPhase } from '@/lib/systems/core/turn/types';
import { turnPhases } from '@/lib/systems/game/turn/registry';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { vacuumAfterTurn } from '@/lib/systems/game/turn/vacuum-after-turn';
import { seedWorld } from '@/lib/systems/game/seeding/seed-world';
import { benchServer, databaseUrl } from './lib/bench-server';

const scales = (process.env.WORLD_SCALES ?? process.env.WORLD_SCALE ?? '1,10')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isFinite(n) && n > 0);
const turnsToRun = Number(process.env.TURNS ?? 12);
const explainMs = process.env.EXPLAIN_MS ? Number(process.env.EXPLAIN_MS) : null;
const explainTiming = process.env.EXPLAIN_TIMING !== '0';
/**
 * BENCH_PG_SETTINGS: extra settings for the embedded server, comma-separated (`shared_buffers=4GB,
 * max_wal_size=8GB`): PostgreSQL's defaults (128 MB of buffers, 1 GB of WAL between checkpoints) are sized
 * for a small database, and a million-character world's is over 1 GB.
 */
const serverSettings = (process.env.BENCH_PG_SETTINGS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

/** The turn's phases, each first turning on auto_explain for its statements of explainMs or more. */
function explainingPhases(minMs: number): TurnPhase[] {
  return turnPhases.map((phase) => ({
    ...phase,
    async run(tx, ctx) {
      await tx.execute(sql.raw(`load 'auto_explain'`));
      await tx.execute(sql.raw(`set local auto_explain.log_min_duration = ${minMs}`));
      await tx.execute(sql.raw(`set local auto_explain.log_analyze = on`));
      await tx.execute(sql.raw(`set local auto_explain.log_buffers = on`));
      // EXPLAIN_TIMING=0: row counts and buffers without per-node timing, whose clock reads slow a big turn.
      await tx.execute(sql.raw(`set local auto_explain.log_timing = ${explainTiming ? 'on' : 'off'}`));
      await tx.execute(sql.raw(`set local auto_explain.log_nested_statements = off`));
      await tx.execute(sql.raw(`set local auto_explain.log_triggers = on`));
      await tx.execute(sql.raw(`set local client_min_messages = log`));
      console.log(`-- phase ${phase.id}`);
      await phase.run(tx, ctx);
    },
  }));
}

interface ScaleResult {
  scale: number;
  characters: number;
  seedMs: number;
  turnsMs: number[];
  medianMs: number;
  maxMs: number;
  maxTurnSlowestPhase: { phase: string; ms: number };
  /** The worker's vacuum after each turn: outside the turn's transaction, so not part of the turn's time. */
  vacuumMedianMs: number;
  /**
   * The turn's time outside its phases, median: mostly the deferred foreign-key checks, which run at the
   * turn's end (`set constraints all immediate`).
   */
  outsidePhasesMedianMs: number;
  phaseMedians: { system: string; phase: string; ms: number }[];
  /** The three slowest phases of the slowest turn. */
  maxTurnSlowestPhases: { phase: string; ms: number }[];
  /**
   * Peak resident memory of the seeding's child process, and of this process while it ran the turns as the
   * worker does (sampled every 100 ms).
   */
  peakRssMb: { seeding: number; turns: number };
  /** pg_database_size after seeding and after the last turn's vacuum. */
  databaseMb: { seeded: number; end: number };
}

/** Peak resident set size of this process so far, in MB (Linux reports maxRSS in kB). */
function peakRssMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

v8.setFlagsFromString('--expose-gc');
/** A full collection before a scale's turns, so an earlier scale's garbage is not counted as its memory. */
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** Samples this process's resident memory while turns run: the worker's share (seeding is a child's). */
function rssSampler(): { stop(): number } {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 100);
  return {
    stop() {
      clearInterval(timer);
      return Math.round(Math.max(peak, process.memoryUsage.rss()) / 1_048_576);
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Least-squares slope of log(y) against log(x): the exponent k in y ≈ c·x^k. */
function growthExponent(points: { x: number; y: number }[]): number {
  const xs = points.map((p) => Math.log(p.x));
  const ys = points.map((p) => Math.log(p.y));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i++) {
    num += (xs[i]! - mx) * (ys[i]! - my);
    den += (xs[i]! - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

async function benchScale(adminUrl: string, admin: pg.Client, scale: number): Promise<ScaleResult> {
  const name = `statecraft_bench_turn_${process.pid}_${String(scale).replace('.', '_')}`;
  await admin.query(`create database ${name}`);
  const handle = createDb(databaseUrl(adminUrl, name), { max: 2 });
  if (explainMs !== null)
    handle.pool.on('connect', (client) => client.on('notice', (notice) => console.log(notice.message)));
  try {
    await runMigrations(handle.db);
    const seeded = await seedInChild(databaseUrl(adminUrl, name), scale);
    const seedMs = seeded.seedMs;
    const databaseMb = async () => {
      const size = await handle.db.execute<{ bytes: string }>(
        sql`select pg_database_size(current_database())::text as bytes`,
      );
      return Math.round(Number(size.rows[0]!.bytes) / 1_048_576);
    };
    const seededMb = await databaseMb();
    const seedingPeakMb = seeded.peakRssMb;
    console.log(`database after seeding: ${seededMb} MB; peak memory while seeding ${seedingPeakMb} MB`);
    collectGarbage();
    const sampler = rssSampler();
    const characters = seeded.characters;
    console.log(`\nWORLD_SCALE=${scale}: ${characters} characters, seeded in ${seedMs} ms`);
    if (serverSettings.length) console.log(`server settings: ${serverSettings.join(', ')}`);
    const byPhase = new Map<string, { system: string; ms: number[] }>();
    const turnsMs: number[] = [];
    const vacuumsMs: number[] = [];
    const outsideMs: number[] = [];
    let maxTurnSlowestPhase = { phase: '-', ms: 0 };
    let maxTurnSlowestPhases: { phase: string; ms: number }[] = [];
    for (let i = 0; i < turnsToRun; i++) {
      const result = await runTurn(handle.db, {
        trigger: 'cli',
        when: 'now',
        ...(explainMs !== null ? { phases: explainingPhases(explainMs) } : {}),
      });
      if (!result.ran) continue;
      vacuumsMs.push(await vacuumAfterTurn(handle.db));
      if (result.durationMs > Math.max(0, ...turnsMs)) {
        const sorted = [...result.phases].sort((a, b) => b.ms - a.ms);
        maxTurnSlowestPhase = { phase: sorted[0]?.phase ?? '-', ms: sorted[0]?.ms ?? 0 };
        maxTurnSlowestPhases = sorted.slice(0, 3).map(({ phase, ms }) => ({ phase, ms }));
      }
      // The slowest phases of every turn as it ends, so a run stopped early still says where the time went.
      const slowest = [...result.phases].sort((a, b) => b.ms - a.ms).slice(0, 4);
      outsideMs.push(result.durationMs - result.phases.reduce((sum, p) => sum + p.ms, 0));
      console.log(
        `  turn ${i + 1}: ${result.durationMs} ms (outside the phases ${outsideMs.at(-1)} ms, vacuum ${vacuumsMs.at(-1)} ms); ${slowest.map((p) => `${p.phase} ${p.ms}`).join(', ')}`,
      );
      turnsMs.push(result.durationMs);
      for (const timing of result.phases) {
        const entry = byPhase.get(timing.phase) ?? { system: timing.system ?? '?', ms: [] };
        entry.ms.push(timing.ms);
        byPhase.set(timing.phase, entry);
      }
    }
    const turnsPeakMb = sampler.stop();
    const phaseMedians = [...byPhase].map(([phase, { system, ms }]) => ({ system, phase, ms: median(ms) }));
    const result: ScaleResult = {
      scale,
      characters,
      seedMs,
      turnsMs,
      medianMs: median(turnsMs),
      maxMs: Math.max(0, ...turnsMs),
      maxTurnSlowestPhase,
      vacuumMedianMs: median(vacuumsMs),
      outsidePhasesMedianMs: median(outsideMs),
      phaseMedians,
      maxTurnSlowestPhases,
      peakRssMb: { seeding: seedingPeakMb, turns: turnsPeakMb },
      databaseMb: { seeded: seededMb, end: await databaseMb() },
    };
    console.log(`median ms per turn over ${turnsMs.length} turns (whole turn: ${result.medianMs} ms)`);
    console.log(
      `vacuum after each turn (the worker's, outside the turn): median ${result.vacuumMedianMs} ms`,
    );
    console.log(
      `outside the phases (mostly the deferred foreign-key checks at the turn's end): median ${result.outsidePhasesMedianMs} ms`,
    );
    const bySystem = new Map<string, number>();
    for (const { system, phase, ms } of phaseMedians) {
      console.log(`  ${system.padEnd(13)} ${phase.padEnd(36)} ${String(ms).padStart(6)}`);
      bySystem.set(system, (bySystem.get(system) ?? 0) + ms);
    }
    console.log(
      `slowest phases on the max turn: ${maxTurnSlowestPhases.map((p) => `${p.phase} ${p.ms} ms`).join(', ')}`,
    );
    // What grows with the turn number rather than the world: the median of the last third of the turns
    // against the first third's, for the whole turn, the time outside the phases and the phases that grew most.
    if (turnsMs.length >= 6) {
      const third = Math.floor(turnsMs.length / 3);
      const growth = (ms: number[]) => ({
        first: median(ms.slice(0, third)),
        last: median(ms.slice(-third)),
      });
      const rows = [...byPhase]
        .filter(([, { ms }]) => ms.length === turnsMs.length)
        .map(([phase, { ms }]) => ({ phase, ...growth(ms) }))
        .sort((a, b) => b.last - b.first - (a.last - a.first))
        .slice(0, 6);
      const line = (name: string, g: { first: number; last: number }) => `${name} ${g.first} -> ${g.last}`;
      console.log(
        `first third -> last third of the turns (median ms): ${[line('turn', growth(turnsMs)), line('outside the phases', growth(outsideMs)), ...rows.map((r) => line(r.phase, r))].join(', ')}`,
      );
    }
    console.log(
      `peak memory: ${result.peakRssMb.turns} MB while running turns (as the worker), ${result.peakRssMb.seeding} MB while seeding; database ${result.databaseMb.seeded} MB seeded, ${result.databaseMb.end} MB after the turns`,
    );
    console.log('per system (sum of phase medians):');
    for (const [system, ms] of bySystem) console.log(`  ${system.padEnd(13)} ${String(ms).padStart(6)} ms`);
    return result;
  } finally {
    await handle.close();
    await admin.query(`drop database ${name}`);
  }
}

/** What the seeding child reports: the world's size, its time and its process's peak memory. */
interface SeedFigures {
  characters: number;
  seedMs: number;
  peakRssMb: number;
}

/**
 * Seeds a world in a child process (this script with `--seed`), so that this process's memory is what
 * running the turns takes, as the worker's is: the seeding's heap is not returned to the system after a
 * collection, and it counted as the turns' (2.3 GB at 1000, where a process that runs only turns peaks
 * near 200 MB).
 */
async function seedInChild(url: string, scale: number): Promise<SeedFigures> {
  const output = await new Promise<string>((resolve, reject) => {
    let text = '';
    const child = fork(process.argv[1]!, ['--seed', url, String(scale)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`seeding exited with ${code}`)),
    );
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as SeedFigures;
}

/** The child's part: seeds the world at `url` and prints its figures as the last line. */
async function seedChild(url: string, scale: number): Promise<void> {
  const handle = createDb(url, { max: 2 });
  try {
    const started = performance.now();
    const seeded = await seedWorld(handle.db, {
      seed: 'bench',
      scale,
      startingYear: 2025,
      turnDurationMs: 300_000,
      demo: true,
    });
    const seedMs = Math.round(performance.now() - started);
    const characters = seeded.created ? seeded.characters : 0;
    const figures: SeedFigures = { characters, seedMs, peakRssMb: peakRssMb() };
    process.stdout.write(`${JSON.stringify(figures)}\n`);
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  if (process.argv[2] === '--seed') return seedChild(process.argv[3]!, Number(process.argv[4]));
  const server = await benchServer(serverSettings);
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  const results: ScaleResult[] = [];
  try {
    for (const scale of scales) results.push(await benchScale(server.adminUrl, admin, scale));
  } finally {
    await admin.end();
    await server.stop();
  }

  console.log(
    `\n| scale | characters | median turn | max turn | slowest phase on the max turn | vacuum after turn (median) |`,
  );
  console.log(`|---|---|---|---|---|---|`);
  for (const r of results) {
    console.log(
      `| ${r.scale} | ${r.characters} | ${r.medianMs} ms | ${r.maxMs} ms | ${r.maxTurnSlowestPhase.phase} ${r.maxTurnSlowestPhase.ms} ms | ${r.vacuumMedianMs} ms |`,
    );
  }
  console.log(`\n| scale | seeding | peak memory, turns (seeding) | database seeded / after the turns |`);
  console.log(`|---|---|---|---|`);
  for (const r of results) {
    console.log(
      `| ${r.scale} | ${(r.seedMs / 1000).toFixed(0)} s | ${r.peakRssMb.turns} MB (${r.peakRssMb.seeding} MB) | ${r.databaseMb.seeded} / ${r.databaseMb.end} MB |`,
    );
  }
  const fitted = results.filter((r) => r.characters > 0 && r.medianMs > 0);
  let exponents: { median: number; max: number } | null = null;
  if (fitted.length >= 2) {
    exponents = {
      median: growthExponent(fitted.map((r) => ({ x: r.characters, y: r.medianMs }))),
      max: growthExponent(fitted.map((r) => ({ x: r.characters, y: r.maxMs }))),
    };
    console.log(
      `\ngrowth exponent against characters: median turn ${exponents.median.toFixed(2)}, max turn ${exponents.max.toFixed(2)} (1.0 = linear)`,
    );
  }
  const dir = path.join(process.cwd(), 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-turn-phases.json`);
  writeFileSync(file, JSON.stringify({ turns: turnsToRun, results, exponents }, null, 2));
  console.log(`saved ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
