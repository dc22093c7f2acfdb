import path from 'node:path';
import { WEB_V8_FLAGS } from '../web-v8-flags.mjs';
import { startProcess, type ManagedProcess } from './processes';
import { WORKER_BUNDLE } from './worker-bundle';

// Preloaded into web and worker: they stop themselves if the launcher dies without stopping them.
export const EXIT_WITH_PARENT = path.join('lib', 'platform', 'process', 'exit-with-parent.mjs');

export interface ServiceEnv {
  root: string;
  port: number;
  /** Web processes on the one port (scripts/web-cluster.mjs when above 1). */
  webProcesses?: number;
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

/** Node's arguments for the web: Next itself, or scripts/web-cluster.mjs (which passes the flags on). */
export function webArgs(config: ServiceEnv): string[] {
  const entry =
    (config.webProcesses ?? 1) > 1
      ? path.join(config.root, 'scripts', 'web-cluster.mjs')
      : path.join(config.root, 'node_modules', 'next', 'dist', 'bin', 'next');
  return [
    ...WEB_V8_FLAGS,
    '--import',
    path.join(config.root, EXIT_WITH_PARENT),
    entry,
    'start',
    '-p',
    String(config.port),
  ];
}

export function startWeb(config: ServiceEnv): ManagedProcess {
  const processes = config.webProcesses ?? 1;
  return startProcess({
    name: 'web',
    command: process.execPath,
    args: webArgs(config),
    cwd: config.root,
    env: { ...serviceEnvironment(config), WEB_CONCURRENCY: String(processes) },
  });
}

export function startWorker(config: ServiceEnv): ManagedProcess {
  return startProcess({
    name: 'worker',
    command: process.execPath,
    // The build's bundle, not tsx: the launcher has built before it starts anything.
    args: ['--import', path.join(config.root, EXIT_WITH_PARENT), path.join(config.root, WORKER_BUNDLE)],
    cwd: config.root,
    env: serviceEnvironment(config),
  });
}
