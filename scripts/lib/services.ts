import path from 'node:path';
import { startProcess, type ManagedProcess } from './processes';

// Preloaded into web and worker: they stop themselves if the launcher dies without stopping them.
const EXIT_WITH_PARENT = path.join('lib', 'platform', 'process', 'exit-with-parent.mjs');

export interface ServiceEnv {
  root: string;
  port: number;
  databaseUrl: string;
  authSecret: string;
  demo: boolean;
}

/** What web and worker both need: the database the launcher prepared and the session secret. */
function serviceEnvironment({ port, databaseUrl, authSecret, demo }: ServiceEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: authSecret,
    // Pinned explicitly: with DATABASE_URL set and NODE_ENV=production the children would infer "not demo".
    DEMO: demo ? '1' : '0',
  };
}

export function startWeb(config: ServiceEnv): ManagedProcess {
  return startProcess({
    name: 'web',
    command: process.execPath,
    args: [
      '--import',
      path.join(config.root, EXIT_WITH_PARENT),
      path.join(config.root, 'node_modules', 'next', 'dist', 'bin', 'next'),
      'start',
      '-p',
      String(config.port),
    ],
    cwd: config.root,
    env: serviceEnvironment(config),
  });
}

export function startWorker(config: ServiceEnv): ManagedProcess {
  return startProcess({
    name: 'worker',
    command: process.execPath,
    args: [
      '--import',
      'tsx',
      '--import',
      path.join(config.root, EXIT_WITH_PARENT),
      path.join('workers', 'turn-worker.ts'),
    ],
    cwd: config.root,
    env: serviceEnvironment(config),
  });
}
