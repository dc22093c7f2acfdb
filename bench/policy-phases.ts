// `npx tsx bench/policy-phases.ts`: seeds a throwaway world (WORLD_SCALE, default 1) in a new database
// on BENCH_DATABASE_URL's server, runs TURNS turns and prints the seed time and each turn's phase timings.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createDb, runMigrations } from '../lib/db';
import { runTurn } from '../lib/turn/run-turn';
import { seedWorld } from '../lib/world/seed-world';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scale = Number(process.env.WORLD_SCALE ?? 1);
const turnsToRun = Number(process.env.TURNS ?? 5);

async function main(): Promise<void> {
  const name = `statecraft_bench_policy_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = createDb(url.toString(), { max: 2 });
  try {
    await runMigrations(handle.db);
    const started = performance.now();
    await seedWorld(handle.db, {
      seed: 'bench',
      scale,
      startingYear: 2025,
      turnDurationMs: 300_000,
      demo: true,
    });
    console.log(`seed WORLD_SCALE=${scale}: ${Math.round(performance.now() - started)} ms`);
    const policyTotals: number[] = [];
    for (let i = 0; i < turnsToRun; i++) {
      const result = await runTurn(handle.db, { trigger: 'cli', when: 'now' });
      if (!result.ran) continue;
      const policy = result.phases.filter((p) => p.phase.startsWith('policy-'));
      policyTotals.push(policy.reduce((sum, p) => sum + p.ms, 0));
      console.log(
        `turn ${result.completedTurn}: total ${result.durationMs} ms`,
        JSON.stringify(result.phases),
      );
    }
    const sorted = [...policyTotals].sort((a, b) => a - b);
    console.log(
      `policy phases per turn: median ${sorted[Math.floor(sorted.length / 2)]} ms over ${sorted.length} turns`,
    );
    const counts = await handle.db.execute(sql`select (select count(*) from characters) as characters,
      (select count(*) from state_metrics) as metric_rows, (select count(*) from enacted_policies) as policies`);
    console.log(counts.rows[0]);
  } finally {
    await handle.close();
    await admin.query(`drop database ${name}`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
