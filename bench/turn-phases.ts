// `npm run bench:turn`: seeds a throwaway world (WORLD_SCALE, default 1) in a new database on
// BENCH_DATABASE_URL's server (default: a fresh embedded server), runs TURNS turns (default 5) and prints
// the seed time and the median time per turn of each phase and each system.
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDb, runMigrations } from '@/lib/platform/db';
import { startEmbeddedPostgres } from '@/lib/platform/db/embedded';
import { createScratchDir } from '@/lib/platform/db/scratch-dir';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { seedWorld } from '@/lib/systems/game/seeding/seed-world';

const scale = Number(process.env.WORLD_SCALE ?? 1);
const turnsToRun = Number(process.env.TURNS ?? 5);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function serverUrl(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL)
    return { adminUrl: process.env.BENCH_DATABASE_URL, stop: async () => {} };
  const scratch = createScratchDir('statecraft-bench-turn-');
  const server = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'cluster') });
  return {
    adminUrl: server.adminUrl,
    async stop() {
      await server.stop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const server = await serverUrl();
  const name = `statecraft_bench_turn_${process.pid}`;
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server.adminUrl);
  url.pathname = `/${name}`;
  const handle = createDb(url.toString(), { max: 2 });
  try {
    await runMigrations(handle.db);
    const started = performance.now();
    const seeded = await seedWorld(handle.db, {
      seed: 'bench',
      scale,
      startingYear: 2025,
      turnDurationMs: 300_000,
      demo: true,
    });
    console.log(
      `WORLD_SCALE=${scale}: ${seeded.created ? seeded.characters : 0} characters, seeded in ${Math.round(performance.now() - started)} ms`,
    );
    const byPhase = new Map<string, { system: string; ms: number[] }>();
    const totals: number[] = [];
    for (let i = 0; i < turnsToRun; i++) {
      const result = await runTurn(handle.db, { trigger: 'cli', when: 'now' });
      if (!result.ran) continue;
      totals.push(result.durationMs);
      for (const timing of result.phases) {
        const entry = byPhase.get(timing.phase) ?? { system: timing.system ?? '?', ms: [] };
        entry.ms.push(timing.ms);
        byPhase.set(timing.phase, entry);
      }
    }
    const bySystem = new Map<string, number>();
    console.log(`\nmedian ms per turn over ${totals.length} turns (whole turn: ${median(totals)} ms)`);
    for (const [phase, { system, ms }] of byPhase) {
      console.log(`  ${system.padEnd(13)} ${phase.padEnd(36)} ${String(median(ms)).padStart(6)}`);
      bySystem.set(system, (bySystem.get(system) ?? 0) + median(ms));
    }
    console.log('\nper system (sum of phase medians):');
    for (const [system, ms] of bySystem) console.log(`  ${system.padEnd(13)} ${String(ms).padStart(6)} ms`);
  } finally {
    await handle.close();
    await admin.query(`drop database ${name}`);
    await admin.end();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
