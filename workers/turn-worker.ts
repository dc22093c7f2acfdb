// The turn worker: `npm run worker` loops on the clock; `npm run worker -- --once` runs one turn now.
import { parseArgs } from 'node:util';
import { createDb } from '@/lib/platform/db';
import { requireDatabaseUrl, requireSessionDatabaseUrl } from '@/lib/platform/env';
import { log } from '@/lib/platform/log';
import { runAlertDeliveryLoop } from '@/lib/systems/core/alerts/deliver-alerts';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { vacuumAfterTurn } from '@/lib/systems/game/turn/vacuum-after-turn';
import { runWorkerLoop } from '@/lib/systems/game/turn/worker-loop';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { once: { type: 'boolean', default: false } } });
  const databaseUrl = requireDatabaseUrl();
  // Its connections stay open between turns: a new server process maps the shared buffers and loads its
  // caches afresh, which made a million-character turn 2 to 3 s slower than the same turn on a connection
  // that had run one (bench/results/2026-11-29-million-characters-2.md).
  const handle = createDb(databaseUrl, { max: 3, idleTimeoutMs: 0 });
  try {
    if (values.once) {
      const result = await runTurn(handle.db, { trigger: 'cli', when: 'now' });
      log.info(result, 'ran one turn');
      if (result.ran) await vacuumAfterTurn(handle.db);
      return;
    }
    const stop = new AbortController();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        log.info({ signal }, 'worker stopping after the current tick');
        stop.abort();
      });
    }
    // The active worker's advisory lock is session state: through a transaction-mode pooler it would be
    // taken on a borrowed server connection, so it goes over the direct connection when there is one.
    // Alerts leave beside the turns, never inside one: a slow or failing receiver holds no turn up.
    const delivery = runAlertDeliveryLoop({ db: handle.db, signal: stop.signal });
    await runWorkerLoop({ db: handle.db, databaseUrl: requireSessionDatabaseUrl(), signal: stop.signal });
    stop.abort();
    await delivery;
  } finally {
    await handle.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log.fatal({ err: error }, 'worker crashed');
    process.exit(1);
  },
);
