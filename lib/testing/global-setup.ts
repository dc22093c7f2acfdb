// Vitest global setup for the integration project: one PostgreSQL server per run, and two template
// databases every test file clones (`CREATE DATABASE … TEMPLATE`) instead of migrating and seeding again.
// Without TEST_DATABASE_URL the server is an embedded one in a temporary directory; with it, that server.
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, runMigrations } from '@/lib/platform/db';
import { startEmbeddedPostgres } from '@/lib/platform/db/embedded';
import { createScratchDir } from '@/lib/platform/db/scratch-dir';
import { seedWorld } from '@/lib/systems/game/seeding/seed-world';
import { TEST_WORLD } from './test-world';
import { databaseUrl, databasesStartingWith, dropDatabase, uniqueDatabaseName } from './database-names';

export interface TestServer {
  /** Maintenance connection string (CREATE/DROP DATABASE). */
  adminUrl: string;
  engine: 'embedded' | 'server';
  /** Migrated, empty. */
  migratedTemplate: string;
  /** Migrated and seeded with TEST_WORLD; the world templates built from it (world-templates.ts) are named after it. */
  seededTemplate: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testServer: TestServer;
  }
}

/** Migrates a new database, or (given `from`, a migrated template) clones it and seeds TEST_WORLD. */
async function buildTemplate(adminUrl: string, name: string, from?: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(from ? `create database ${name} template ${from}` : `create database ${name}`);
  // As for every test database (test-database.ts): no waiting on WAL flushes for throwaway data.
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const handle = createDb(databaseUrl(adminUrl, name), { max: 1 });
  try {
    if (from) await seedWorld(handle.db, TEST_WORLD);
    else await runMigrations(handle.db);
  } finally {
    // A template must have no open connections when it is cloned.
    await handle.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const configured = process.env.TEST_DATABASE_URL;
  let adminUrl: string;
  let stopServer = async () => {};
  if (configured) {
    adminUrl = configured;
  } else {
    const scratch = createScratchDir('statecraft-test-pg-');
    const server = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'cluster'), durable: false });
    adminUrl = server.adminUrl;
    stopServer = async () => {
      await server.stop();
      rmSync(scratch, { recursive: true, force: true });
    };
  }
  const migratedTemplate = uniqueDatabaseName('statecraft_tmpl_migrated');
  const seededTemplate = uniqueDatabaseName('statecraft_tmpl_seeded');
  try {
    await buildTemplate(adminUrl, migratedTemplate);
    // Seeded from a clone of the migrated template: the migrations run once per run.
    await buildTemplate(adminUrl, seededTemplate, migratedTemplate);
  } catch (error) {
    await stopServer();
    throw error;
  }
  project.provide('testServer', {
    adminUrl,
    engine: configured ? 'server' : 'embedded',
    migratedTemplate,
    seededTemplate,
  });
  return async () => {
    if (configured) {
      await dropDatabase(adminUrl, migratedTemplate);
      for (const worldTemplate of await databasesStartingWith(adminUrl, `${seededTemplate}_`)) {
        await dropDatabase(adminUrl, worldTemplate);
      }
      await dropDatabase(adminUrl, seededTemplate);
    }
    await stopServer();
  };
}
