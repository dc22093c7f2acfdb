// Runs WEB_CONCURRENCY `next start` processes on one port (the launcher starts this when it is above 1).
// Node's cluster module shares the listening socket: each forked process runs Next unchanged, its listen()
// is handed the primary's socket, and the primary deals connections out round-robin. The processes hold no
// state of their own (sessions are signed cookies, the limiter and the caches' versions live in PostgreSQL),
// so any of them may answer any request. If one dies, the primary stops the rest and exits non-zero, and
// the launcher (or systemd) restarts the whole; SIGTERM/SIGINT stop them all gracefully.
import cluster from 'node:cluster';
import path from 'node:path';
import { withWebV8Flags } from './web-v8-flags.mjs';

const count = Number(process.env.WEB_CONCURRENCY);
const nextBin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
let stopping = false;

cluster.setupPrimary({
  exec: nextBin,
  args: process.argv.slice(2),
  execArgv: withWebV8Flags(process.execArgv),
});
for (let i = 0; i < count; i++) cluster.fork();

// The primary deals connections only to processes already listening, and the first one up answers the
// health check: a line per process says when all of them take their share (scripts/lib/wait-for-http.ts's
// allWebProcessesListening is the last one).
let listening = 0;
cluster.on('listening', (worker) => {
  listening += 1;
  console.log(`web process ${worker.process.pid} listening (${listening} of ${count})`);
});

function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
}

cluster.on('exit', (worker, code, signal) => {
  if (!stopping) {
    console.error(
      `web process ${worker.process.pid} exited (${signal ?? `code ${code}`}); stopping the others`,
    );
    process.exitCode = 1;
    stopAll('SIGTERM');
  }
  if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
});

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stopAll(signal));
