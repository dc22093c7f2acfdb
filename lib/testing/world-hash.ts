/**
 * Proves a refactor changed nothing the game does: seeds the test world into a fresh database on
 * `TEST_DATABASE_URL` (default: the local server), runs `WORLD_HASH_TURNS` turns (default 200) on a fixed
 * clock with the ledger reconciled after every phase, and prints two hashes:
 * - `state`: every table's rows (lib/testing/state-hash.ts), ledger and transfer ids included;
 * - `ledger sums`: the ledger summed per account, currency, reason and turn, which survives a change in
 *   how the rows of one movement are split or numbered;
 * - `state without ledger rows`: every other table, to pair with the ledger sums when only that changed.
 * Run it on the commit before a change and on the change; equal hashes mean the same world.
 * `npm run world-hash` (a script, not a test: it only prints).
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createDb, runMigrations } from '@/lib/platform/db';
import { seedWorld } from '@/lib/systems/game/seeding/seed-world';
import { turnPhases } from '@/lib/systems/game/turn/registry';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { databaseUrl, dropDatabase, uniqueDatabaseName } from '@/lib/testing/database-names';
import { reconcilingPhases } from '@/lib/testing/reconciling-phases';
import { stateHash } from '@/lib/testing/state-hash';
import { TEST_WORLD } from '@/lib/testing/test-world';
import { WORLD_RUN_START } from '@/lib/testing/world-run';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const turns = Number(process.env.WORLD_HASH_TURNS ?? 200);
/** Tables left out, comma-separated: a table added since the baseline adds its own line to the hash. */
const skipTables = (process.env.WORLD_HASH_SKIP_TABLES ?? '').split(',').filter(Boolean);

const name = uniqueDatabaseName('statecraft_hash');
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const handle = createDb(databaseUrl(adminUrl, name), { max: 2 });
try {
  const { db } = handle;
  await runMigrations(db);
  await seedWorld(db, { ...TEST_WORLD, now: WORLD_RUN_START });
  const phases = reconcilingPhases(turnPhases);
  const started = performance.now();
  for (let turn = 1; turn <= turns; turn += 1) {
    const now = new Date(WORLD_RUN_START.getTime() + turn * 300_000);
    await runTurn(db, { trigger: 'cli', when: 'now', now, phases });
  }
  // Wall-clock and salted values that no replay reproduces.
  const skipColumns = [
    'turns.finished_at',
    'turns.duration_ms',
    'turns.phase_timings',
    'users.password_hash',
  ];
  const state = await stateHash(db, { skipColumns, skipTables });
  const withoutLedger = await stateHash(db, { skipColumns, skipTables: [...skipTables, 'ledger_entries'] });
  const sums = await db.execute<{ line: string }>(sql`
    select line from (
      select concat_ws(' ', account_type, account_id, currency_code, reason, turn, sum(amount_cents)) as line
      from ledger_entries group by account_type, account_id, currency_code, reason, turn) sums
    order by line collate "C"`);
  const ledger = createHash('sha256');
  for (const { line } of sums.rows) ledger.update(`${line}\n`);
  process.stdout.write(`turns: ${turns} in ${Math.round(performance.now() - started)} ms\n`);
  process.stdout.write(`state: ${state}\n`);
  process.stdout.write(`ledger sums: ${ledger.digest('hex')}\n`);
  process.stdout.write(`state without ledger rows: ${withoutLedger}\n`);
} finally {
  await handle.close();
  await dropDatabase(adminUrl, name);
}
