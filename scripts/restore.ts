// `npm run restore <file>`: unpacks a backup made by `npm run backup` into a new DATA_DIR (which must not
// exist yet, or be empty). Then `DATA_DIR=<that dir> npm start` replays its WAL and serves it.
import path from 'node:path';
import { restoreBackup } from '@/lib/platform/db/backup';
import { env } from '@/lib/platform/env';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore <backups/….tar.gz>  (into DATA_DIR, which must be new)');
  const dataDir = path.resolve(env().DATA_DIR);
  await restoreBackup(path.resolve(file), dataDir);
  process.stdout.write(`Restored ${file} into ${dataDir}. Start it with: DATA_DIR=${dataDir} npm start\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
