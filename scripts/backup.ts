// `npm run backup`: an online physical backup of the running database (embedded, or DATABASE_URL's server
// when its data directory is readable from here) into ./backups/<timestamp>.tar.gz. See README, "Backups".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { backupDatabase } from '@/lib/platform/db/backup';
import { env } from '@/lib/platform/env';
import { REPO_ROOT } from './lib/repo-root';

/** The running embedded server's admin URL: its port from postmaster.pid, its password beside DATA_DIR. */
function embeddedUrl(dataDir: string): string {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile))
    throw new Error(`No server is running on ${dataDir}: start it with npm start first.`);
  const port = readFileSync(pidFile, 'utf8').split('\n')[3]?.trim();
  const password = readFileSync(`${dataDir}.password`, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres?sslmode=disable`;
}

async function main(): Promise<void> {
  process.chdir(REPO_ROOT);
  const config = env();
  const dataDir = path.resolve(config.DATA_DIR);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outFile = path.join('backups', `${stamp}.tar.gz`);
  const started = Date.now();
  // pg_backup_start .. pg_backup_stop and the temporary slot belong to one session: the server itself, never a pooler.
  const serverUrl = config.DATABASE_DIRECT_URL ?? config.DATABASE_URL;
  const result = serverUrl
    ? await backupDatabase({ url: serverUrl, outFile })
    : await backupDatabase({
        url: embeddedUrl(dataDir),
        dataDir,
        extraFiles: { password: `${dataDir}.password`, secret: `${dataDir}.secret` },
        outFile,
      });
  const megabytes = (result.bytes / 1e6).toFixed(1);
  process.stdout.write(
    `Backed up to ${outFile} (${megabytes} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
