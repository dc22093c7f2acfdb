// `npm test`: unit and integration suites (vitest), the production build, then e2e (Playwright), stopping at
// the first that fails, and prints how long each step and the whole run took, in wall time and CPU time, so a slow landing shows
// in every log. CPU is the step's own (the processes it waited for: vitest, the embedded PostgreSQL 18, the
// launcher, Chromium) and the whole machine's (/proc/stat), which also counts a PostgreSQL server outside
// this process tree (TEST_DATABASE_URL) and whatever else the machine ran; .ci/run adds that server's share.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from './lib/build-if-needed';

const steps: { name: string; run: () => number | Promise<number> }[] = [
  { name: 'unit + integration', run: () => npmRun('test:unit') },
  // The launcher e2e starts reuses this build (it records the sources' hash), so e2e's server start only
  // migrates and seeds, and a slow build cannot run into Playwright's web-server timeout.
  { name: 'build', run: build },
  // Read from the build's manifests (about a second): every page's first-load JavaScript stays within
  // the budget (bench/first-load-js.ts).
  { name: 'first-load JavaScript budget', run: () => npmRun('bench:first-load-js', '--', '--check') },
  { name: 'e2e', run: () => npmRun('test:e2e') },
];

function npmRun(script: string, ...args: string[]): number {
  return spawnSync('npm', ['run', script, ...args], { stdio: 'inherit' }).status ?? 1;
}

async function build(): Promise<number> {
  try {
    const outcome = await buildIfNeeded({ root: path.resolve(import.meta.dirname, '..') });
    if (!outcome.built) console.log('npm test: the production build is up to date');
    return 0;
  } catch (error) {
    console.error(error);
    return 1;
  }
}

/** Clock ticks per second on Linux (getconf CLK_TCK), the unit of /proc's CPU counters. */
const CLOCK_TICKS = 100;

interface Clock {
  wallMs: number;
  /** User+system ticks of the children this process has waited for. */
  childrenTicks: number;
  /** Busy ticks of the whole machine (user+nice+system+irq+softirq), or NaN off Linux. */
  machineTicks: number;
}

function readClock(): Clock {
  let childrenTicks = Number.NaN;
  let machineTicks = Number.NaN;
  try {
    // /proc/self/stat: fields after the ")" closing the command name; cutime and cstime are 14th and 15th.
    const self = readFileSync('/proc/self/stat', 'utf8');
    const fields = self.slice(self.lastIndexOf(')') + 2).split(' ');
    childrenTicks = Number(fields[13]) + Number(fields[14]);
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
    machineTicks = cpu[0]! + cpu[1]! + cpu[2]! + cpu[5]! + cpu[6]!;
  } catch {
    // Not Linux: wall time only.
  }
  return { wallMs: performance.now(), childrenTicks, machineTicks };
}

function describeSince(start: Clock): string {
  const now = readClock();
  const wall = `${Math.round((now.wallMs - start.wallMs) / 1000)} s`;
  if (Number.isNaN(now.machineTicks)) return wall;
  const own = Math.round((now.childrenTicks - start.childrenTicks) / CLOCK_TICKS);
  const machine = Math.round((now.machineTicks - start.machineTicks) / CLOCK_TICKS);
  return `${wall} (CPU: ${own} s its own, ${machine} s the whole machine's)`;
}

const startedAll = readClock();
let status = 0;
for (const step of steps) {
  const started = readClock();
  status = await step.run();
  console.log(`npm test: ${step.name} took ${describeSince(started)}${status === 0 ? '' : ' (failed)'}`);
  if (status !== 0) break;
}
console.log(`npm test: took ${describeSince(startedAll)} in all`);
process.exit(status);
