// `npm test`: unit and integration suites (vitest), then e2e (Playwright), stopping at the first that fails,
// and prints how long each step and the whole run took, in wall time and CPU time, so a slow landing shows
// in every log. CPU is the step's own (the processes it waited for: vitest, the embedded PostgreSQL 18, the
// launcher, Chromium) and the whole machine's (/proc/stat), which also counts a PostgreSQL server outside
// this process tree (TEST_DATABASE_URL) and whatever else the machine ran; .ci/run adds that server's share.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const steps = [
  { name: 'unit + integration', script: 'test:unit' },
  { name: 'e2e', script: 'test:e2e' },
];

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
  const result = spawnSync('npm', ['run', step.script], { stdio: 'inherit' });
  status = result.status ?? 1;
  console.log(`npm test: ${step.name} took ${describeSince(started)}${status === 0 ? '' : ' (failed)'}`);
  if (status !== 0) break;
}
console.log(`npm test: took ${describeSince(startedAll)} in all`);
process.exit(status);
