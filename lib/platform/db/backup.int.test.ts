import { existsSync, mkdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import * as tar from 'tar';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { MIN_TRANSFER_UNITS } from '@/lib/systems/core/money/constants';
import { transferFunds } from '@/lib/systems/core/money/transfer-funds';
import { seedWorld } from '@/lib/systems/game/seeding/seed-world';
import { ledgerProblems } from '@/lib/testing/ledger';
import { TEST_WORLD } from '@/lib/testing/test-world';
import { backupDatabase, restoreBackup } from './backup';
import { createDb, type DbHandle } from './pool';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';
import { createScratchDir } from './scratch-dir';

const scratch = createScratchDir('statecraft-backup-');
const servers: EmbeddedPostgres[] = [];
const handles: DbHandle[] = [];
afterAll(async () => {
  for (const handle of handles) await handle.close();
  for (const server of servers) await server.stop();
  rmSync(scratch, { recursive: true, force: true });
});

async function open(dataDir: string) {
  const server = await startEmbeddedPostgres({ dataDir, durable: false });
  servers.push(server);
  const handle = createDb(server.url);
  handles.push(handle);
  return { server, db: handle.db };
}

const transferCount = async (db: DbHandle['db']) =>
  Number(
    (
      await db.execute<{ n: number }>(
        sql`select count(distinct transfer_id)::int as n from ledger_entries where transfer_id like 'transfer-%'`,
      )
    ).rows[0]!.n,
  );

it('backs up while transfers run, restores into a new DATA_DIR, starts on it with the ledger reconciled', async () => {
  const sourceDir = path.join(scratch, 'source');
  const source = await open(sourceDir);
  await runMigrations(source.db);
  // A small world: the backup copies the whole cluster, whatever its size.
  await seedWorld(source.db, { ...TEST_WORLD, scale: 0.1 });
  const players = await source.db.execute<{ username: string; user_id: string; character_id: string }>(sql`
    select u.username, u.id as user_id, c.id as character_id
    from users u join characters c on c.user_id = u.id where u.username in ('alice', 'bob')
    order by u.username`);
  const [alice, bob] = players.rows;

  let backingUp = true;
  let sent = 0;
  // Back and forth between two players of one country, as fast as they go, for as long as the backup runs.
  const transfers = (async () => {
    while (backingUp) {
      const [from, to] = sent % 2 === 0 ? [alice!, bob!] : [bob!, alice!];
      await transferFunds(source.db, {
        userId: from.user_id,
        body: { targetCharacterId: to.character_id, amount: MIN_TRANSFER_UNITS },
      });
      sent += 1;
    }
  })();
  const file = path.join(scratch, 'backups', 'during-transfers.tar.gz');
  const backup = await backupDatabase({
    url: source.server.adminUrl,
    dataDir: sourceDir,
    extraFiles: { password: `${sourceDir}.password` },
    outFile: file,
  }).finally(() => (backingUp = false));
  await transfers;
  expect(backup.bytes).toBeGreaterThan(0);
  expect(sent).toBeGreaterThan(0);
  // It holds the database password: owner-only, in an owner-only directory, whatever the umask.
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  const transfersAtEnd = await transferCount(source.db);

  const restoredDir = path.join(scratch, 'restored');
  await restoreBackup(file, restoredDir);
  await expect(restoreBackup(file, restoredDir)).rejects.toThrow(/not empty/);
  const restored = await open(restoredDir);
  expect(await ledgerProblems(restored.db)).toEqual([]);
  // The copy holds the world and the transfers committed before the backup ended, none made up.
  const restoredTransfers = await transferCount(restored.db);
  expect(restoredTransfers).toBeGreaterThan(0);
  expect(restoredTransfers).toBeLessThanOrEqual(transfersAtEnd);
}, 240_000);

it('restores all or nothing: an archive with a link in it leaves the target untouched', async () => {
  // A crafted backup: a real-looking cluster directory plus a dangling symlink.
  const crafted = path.join(scratch, 'crafted');
  mkdirSync(path.join(crafted, 'data'), { recursive: true });
  writeFileSync(path.join(crafted, 'data', 'PG_VERSION'), '18\n');
  writeFileSync(path.join(crafted, 'password'), 'secret');
  symlinkSync('/nonexistent/elsewhere', path.join(crafted, 'data', 'dangling'));
  const file = path.join(scratch, 'crafted.tar.gz');
  await tar.create({ gzip: true, file, cwd: crafted, portable: true }, ['data', 'password']);

  const target = path.join(scratch, 'crafted-restore');
  await expect(restoreBackup(file, target)).rejects.toThrow(/never has/);
  expect(existsSync(target)).toBe(false);
  expect(existsSync(`${target}.password`)).toBe(false);
});
