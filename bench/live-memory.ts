// `npm run bench:live-memory`: what one open event stream keeps in a Node process, for each writer in
// lib/platform/http/sse.ts side by side: Node's response (`writeEventStream`, LIVE_STREAMS_SERVED_BY=gate-response)
// and the socket taken from Node's HTTP server (`writeEventStreamOnSocket`, gate). A plain HTTP server in this
// process holds BENCH_STREAMS streams (default 3,000) opened by a child process; the figures are this
// process's resident memory and JavaScript heap after a full collection, with the streams open minus before,
// over the streams. No database, no Next: the transport alone (`npm run bench:live` measures the service).
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { writeEventStream, writeEventStreamOnSocket, type SseFeed } from '@/lib/platform/http/sse';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 3_000);
const OPTIONS = { retryMs: 3_000, heartbeatMs: 20_000, maxLifetimeMs: 15 * 60_000 };
const WRITERS = { 'gate-response': writeEventStream, gate: writeEventStreamOnSocket } as const;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** The child: opens the streams one after the other and says when all are open. */
async function openStreams(port: number): Promise<void> {
  for (let i = 0; i < STREAMS; i++) {
    await new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
          response.once('data', () => resolve());
          response.on('data', () => {});
        })
        .on('error', reject);
    });
  }
  process.send!('open');
  await new Promise(() => {});
}

async function measure(name: keyof typeof WRITERS): Promise<{ rssKb: number; heapKb: number }> {
  // One feed for every stream, made outside the handler, so the figure is the transport's alone.
  const feed: SseFeed = { start() {}, close() {} };
  const write = WRITERS[name];
  const server = http.createServer((request, response) => {
    // After a tick, as the gate writes after its awaits (the parser must not be running).
    setImmediate(() => write(request, response, feed, OPTIONS));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gc();
  const before = process.memoryUsage();
  const child = fork(process.argv[1]!, ['--child', String((server.address() as AddressInfo).port)], {
    execArgv: ['--import', 'tsx'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  gc();
  const after = process.memoryUsage();
  child.kill();
  server.closeAllConnections();
  server.close();
  return {
    rssKb: (after.rss - before.rss) / 1024 / STREAMS,
    heapKb: (after.heapUsed - before.heapUsed) / 1024 / STREAMS,
  };
}

async function main(): Promise<void> {
  if (process.argv[2] === '--child') return openStreams(Number(process.argv[3]));
  // Each writer in its own process, so the first one's freed memory does not flatter the second.
  const name = process.argv[2] as keyof typeof WRITERS | undefined;
  if (name) {
    const result = await measure(name);
    process.stdout.write(JSON.stringify(result));
    process.exit(0);
  }
  const rows: { name: string; rssKb: number; heapKb: number }[] = [];
  for (const writer of Object.keys(WRITERS) as (keyof typeof WRITERS)[]) {
    const output = await new Promise<string>((resolve, reject) => {
      let text = '';
      const run = fork(process.argv[1]!, [writer], { execArgv: ['--import', 'tsx'], silent: true });
      run.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
      run.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`${writer} exited ${code}`))));
    });
    rows.push({ name: writer, ...(JSON.parse(output) as { rssKb: number; heapKb: number }) });
  }
  const first = rows[0]!;
  console.log(`${STREAMS} streams per writer, after a full collection:`);
  console.log(
    '| writer | resident kB per stream | JavaScript heap kB per stream | resident against the first |',
  );
  console.log('|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.rssKb.toFixed(1)} | ${row.heapKb.toFixed(1)} | ${(row.rssKb / first.rssKb).toFixed(2)} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
