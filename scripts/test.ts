// `npm test`: unit and integration suites (vitest), then e2e (Playwright), stopping at the first that fails,
// and prints how long each step and the whole run took, so a slow landing shows in every log.
import { spawnSync } from 'node:child_process';

const steps = [
  { name: 'unit + integration', script: 'test:unit' },
  { name: 'e2e', script: 'test:e2e' },
];

const startedAll = performance.now();
const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`;
let status = 0;
for (const step of steps) {
  const started = performance.now();
  const result = spawnSync('npm', ['run', step.script], { stdio: 'inherit' });
  status = result.status ?? 1;
  console.log(`npm test: ${step.name} took ${seconds(started)}${status === 0 ? '' : ' (failed)'}`);
  if (status !== 0) break;
}
console.log(`npm test: took ${seconds(startedAll)} in all`);
process.exit(status);
