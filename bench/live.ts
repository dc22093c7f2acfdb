// `npm run bench:live`: how many live event streams one machine's web processes hold, and how fast a turn
// reaches all of them. Starts the service through the real launcher (WEB_CONCURRENCY web processes and the
// worker) on a fresh embedded PostgreSQL, opens BENCH_STREAMS (default 10,000) guest streams from this one
// process, five per loopback address (127.0.x.y: guests may hold five each), then has the demo admin advance
// BENCH_LIVE_TURNS turns (default 2). For each turn it times every stream's `turn` frame from the moment the
// turn committed: the bench LISTENs on the same channel the web processes do, so its own notification marks
// the commit. Memory per stream is the web processes' resident memory with the streams open, minus before,
// divided by the streams. The last line sums it up. npm's script raises the open-file limit first (each
// stream is a socket here and one in a web process); if it cannot, run as root or raise `ulimit -Hn`.
import http from 'node:http';
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '@/lib/platform/db/embedded';
import { createScratchDir } from '@/lib/platform/db/scratch-dir';
import { startService } from './lib/service';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const TURNS = Number(process.env.BENCH_LIVE_TURNS ?? 2);
const WEB_PROCESSES = Number(process.env.WEB_CONCURRENCY ?? 2);
const PER_ADDRESS = 5;
/** BENCH_LIVE_SERVERS: which LIVE_STREAMS_SERVED_BY values to measure, one after the other (default: the setting). */
const SERVERS = (process.env.BENCH_LIVE_SERVERS ?? process.env.LIVE_STREAMS_SERVED_BY ?? 'gate')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const OPENING_IN_FLIGHT = Number(process.env.BENCH_OPENING_IN_FLIGHT ?? 64);
const DELIVERY_TIMEOUT_MS = 60_000;
const MIN_OPEN_FILES = 25_000;

interface Stream {
  request: http.ClientRequest;
  /** When this stream saw the `turn` frame of the turn being measured. */
  turnAt: number | null;
  tail: string;
}

function openFileLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1];
  return soft === 'unlimited' ? Infinity : Number(soft);
}

/** 127.0.x.y for the n-th address, skipping 127.0.0.1 (the admin's and the launcher's). */
function loopbackAddress(n: number): string {
  return `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Resident memory (kB) of every process below `root` whose command line runs Next: the web processes. */
function webRssKb(root: number): { kb: number; pids: number[] } {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const below = (pid: number): boolean => {
    for (let p = parents.get(pid); p; p = parents.get(p)) if (p === root) return true;
    return false;
  };
  let kb = 0;
  const pids: number[] = [];
  for (const pid of parents.keys()) {
    if (!below(pid)) continue;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!/next-server|next[\\/]dist[\\/]bin[\\/]next|web-cluster\.mjs/.test(cmdline)) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      pids.push(pid);
    } catch {
      // Gone meanwhile.
    }
  }
  return { kb, pids };
}

interface ProcessMemory {
  pid: number;
  collected: boolean;
  rssKb: number;
  heapUsedKb: number;
  externalKb: number;
  /** V8's heap as committed, and each space's resident size (where the heap's peak may stay). */
  heapTotalKb?: number;
  v8SpacesKb?: Record<string, number>;
  /** Where the resident memory lies: glibc's brk heap, other anonymous mappings, files. */
  resident?: { brkKb: number; anonymousKb: number; fileKb: number } | null;
  rssSettledKb?: number;
  rssSecondGcKb?: number;
}

/** Each web process's memory after a full collection: asked on fresh connections until every process answered. */
async function collectedMemory(port: number, processes: number): Promise<ProcessMemory[]> {
  const seen = new Map<number, ProcessMemory>();
  for (let i = 0; i < processes * 6 && seen.size < processes; i++) {
    const answer = await new Promise<ProcessMemory>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/bench/memory', agent: false }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => {
            try {
              resolve(JSON.parse(body) as ProcessMemory);
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        })
        .on('error', reject);
    });
    seen.set(answer.pid, answer);
  }
  return [...seen.values()];
}

const sumOf = (memory: ProcessMemory[], key: 'rssKb' | 'heapUsedKb' | 'externalKb') =>
  memory.reduce((sum, m) => sum + m[key], 0);

/** kB per stream of each part of the resident figure, after minus before (explains it; does not change it). */
function residentBreakdown(before: ProcessMemory[], after: ProcessMemory[], streams: number): string {
  const parts = new Map<string, number>();
  const add = (memory: ProcessMemory[], sign: number) => {
    for (const m of memory) {
      const named: [string, number | undefined][] = [
        ['V8 committed', m.heapTotalKb],
        ['rss 1 s later', m.rssSettledKb],
        ['rss after a 2nd gc', m.rssSecondGcKb],
        ['brk heap', m.resident?.brkKb],
        ['anonymous', m.resident?.anonymousKb],
        ['files', m.resident?.fileKb],
        ...Object.entries(m.v8SpacesKb ?? {}).map(([name, kb]): [string, number] => [`  ${name}`, kb]),
      ];
      for (const [name, kb] of named)
        if (kb !== undefined) parts.set(name, (parts.get(name) ?? 0) + sign * kb);
    }
  };
  add(after, 1);
  add(before, -1);
  return [...parts].map(([name, kb]) => `${name} ${(kb / streams).toFixed(2)}`).join(', ');
}

async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Logging in as ${email} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** Opens one guest stream from `localAddress`; resolves once the stream is open, rejects with its status. */
function openStream(port: number, localAddress: string, streams: Stream[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { request: null as unknown as http.ClientRequest, turnAt: null, tail: '' };
    stream.request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        localAddress,
        agent: false,
        headers: { Accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`status ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let opened = false;
        response.on('data', (chunk: string) => {
          const text = stream.tail + chunk;
          if (!opened && text.includes(': connected')) {
            opened = true;
            streams.push(stream);
            resolve();
          }
          if (stream.turnAt === null && text.includes('event: turn\n')) stream.turnAt = performance.now();
          stream.tail = text.slice(-16);
        });
        response.on('end', () => reject(new Error('ended')));
      },
    );
    stream.request.on('error', reject);
    stream.request.end();
  });
}

async function main(): Promise<void> {
  // This process holds a socket per stream; each web process its share of them.
  const limit = openFileLimit();
  const howToRaise =
    '`npm run bench:live` raises the soft limit to the hard one; raise the hard limit with ' +
    '`nofile` in /etc/security/limits.conf, `LimitNOFILE=` in a systemd unit, or `ulimit -Hn 65536` as a root ' +
    'that holds CAP_SYS_RESOURCE (a container may not).';
  if (limit < STREAMS + 1_000) {
    throw new Error(
      `The open-file limit is ${limit}; ${STREAMS} streams need ${STREAMS + 1_000}. ${howToRaise}`,
    );
  }
  if (limit < MIN_OPEN_FILES) {
    console.warn(`The open-file limit is ${limit} (below the ${MIN_OPEN_FILES} advised). ${howToRaise}`);
  }
  const scratch = createScratchDir('statecraft-bench-live-');
  const database = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'cluster') });
  const admin = new pg.Client({ connectionString: database.adminUrl });
  await admin.connect();
  const results: LiveResult[] = [];
  try {
    // Each server in turn on its own fresh world: their figures are taken side by side, in one run.
    for (const [i, servedBy] of SERVERS.entries()) {
      const name = `statecraft_live_${i}`;
      await admin.query(`create database ${name}`);
      const url = new URL(database.adminUrl);
      url.pathname = `/${name}`;
      try {
        results.push(await measure(url.toString(), servedBy));
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      }
    }
  } finally {
    await admin.end();
    await database.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  const root = process.cwd();
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-live.json`);
  writeFileSync(file, JSON.stringify(results.length === 1 ? results[0] : results, null, 2));
  console.log(`saved ${path.relative(root, file)}`);
  if (results.length > 1) {
    const first = results[0]!;
    console.log(
      `\n| server | streams held | p50 | p99 | max | kB per stream | of which JS heap | memory against ${first.servedBy} |`,
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of results) {
      console.log(
        `| ${r.servedBy} | ${r.streamsHeld} | ${r.worst.p50} ms | ${r.worst.p99} ms | ${r.worst.max} ms | ${r.kbPerStream} | ${r.heapKbPerStream} | ${(r.kbPerStream / first.kbPerStream).toFixed(2)} |`,
      );
    }
  }
  // The last line is the last server's (the default's, listed last when comparing).
  for (const r of results) {
    console.log(
      `live: ${r.streamsHeld} streams held; turn frame p50 ${r.worst.p50} ms, p99 ${r.worst.p99} ms, max ${r.worst.max} ms; ${r.kbPerStream} kB per stream`,
    );
  }
}

interface LiveResult {
  streamsAsked: number;
  streamsHeld: number;
  webProcesses: number;
  servedBy: string;
  openMs: number;
  leases: number;
  refused: Record<string, number>;
  webRssMb: { before: number; after: number };
  rssKbPerStream: number;
  collected: { before: ProcessMemory[]; after: ProcessMemory[] };
  kbPerStream: number;
  heapKbPerStream: number;
  turns: { p50: number; p99: number; max: number; missing: number; turnMs: number }[];
  worst: { p50: number; p99: number; max: number };
}

/** Starts the service on `databaseUrl` with the streams served by `servedBy`, opens the streams, advances turns. */
async function measure(databaseUrl: string, servedBy: string): Promise<LiveResult> {
  process.env.DATABASE_URL = databaseUrl;
  process.env.LIVE_STREAMS_SERVED_BY = servedBy;
  const url = new URL(databaseUrl);
  const root = process.cwd();
  console.log(`\nstarting the service: ${WEB_PROCESSES} web processes, streams served by ${servedBy}`);
  // --expose-gc lets /api/bench/memory collect before it answers (the launcher's children inherit it).
  process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, '--expose-gc'].filter(Boolean).join(' ');
  const service = await startService(root, 10_000, { webProcesses: WEB_PROCESSES });
  const port = Number(new URL(service.baseUrl).port);
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const streams: Stream[] = [];
  try {
    // Warm up: the first stream starts each process's hub and loads the route's code.
    for (let i = 0; i < WEB_PROCESSES * 2; i++) {
      const warm: Stream[] = [];
      await openStream(port, '127.0.0.1', warm);
      warm[0]!.request.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = webRssKb(process.pid);
    const collectedBefore = await collectedMemory(port, WEB_PROCESSES);
    console.log(
      `web processes ${before.pids.join(', ')}: ${Math.round(before.kb / 1024)} MB before the streams`,
    );

    const openStarted = performance.now();
    const failures = new Map<string, number>();
    let next = 0;
    const opener = async () => {
      while (next < STREAMS) {
        const n = next++;
        try {
          await openStream(port, loopbackAddress(Math.floor(n / PER_ADDRESS)), streams);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
        }
        if ((n + 1) % 1_000 === 0)
          console.log(`  ${n + 1} opened in ${Math.round(performance.now() - openStarted)} ms`);
      }
    };
    await Promise.all(Array.from({ length: OPENING_IN_FLIGHT }, opener));
    const openMs = Math.round(performance.now() - openStarted);
    const leases = Number(
      (await db.query<{ n: string }>('select count(*) as n from live_stream_leases')).rows[0]!.n,
    );
    console.log(
      `${streams.length} of ${STREAMS} streams open in ${openMs} ms from ${Math.ceil(STREAMS / PER_ADDRESS)} addresses; ${leases} leases in PostgreSQL` +
        (failures.size ? `; refused: ${[...failures].map(([r, n]) => `${n} × ${r}`).join(', ')}` : ''),
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const after = webRssKb(process.pid);
    const rssKbPerStream = streams.length ? (after.kb - before.kb) / streams.length : NaN;
    console.log(
      `web processes: ${Math.round(after.kb / 1024)} MB with the streams open: ${rssKbPerStream.toFixed(1)} kB per stream (resident memory, garbage included)`,
    );
    const collectedAfter = await collectedMemory(port, WEB_PROCESSES);
    const perStream = (key: 'rssKb' | 'heapUsedKb' | 'externalKb') =>
      streams.length ? (sumOf(collectedAfter, key) - sumOf(collectedBefore, key)) / streams.length : NaN;
    const gcRan = collectedAfter.every((m) => m.collected) && collectedBefore.length === WEB_PROCESSES;
    // With a full collection in every web process the figure is what the streams keep; without, the resident one.
    const kbPerStream = gcRan ? perStream('rssKb') : rssKbPerStream;
    console.log(
      `after a full collection in each of ${collectedAfter.length} web processes${gcRan ? '' : ' (not available: no --expose-gc)'}: ` +
        `${perStream('rssKb').toFixed(1)} kB resident, ${perStream('heapUsedKb').toFixed(1)} kB of JavaScript heap and ` +
        `${perStream('externalKb').toFixed(1)} kB of buffers per stream`,
    );
    if (streams.length)
      console.log(
        `  kB per stream by part: ${residentBreakdown(collectedBefore, collectedAfter, streams.length)}`,
      );

    const cookie = await login(service.baseUrl, 'admin', 'statecraft-admin');
    const listener = new pg.Client({ connectionString: url.toString() });
    await listener.connect();
    let committedAt: number | null = null;
    listener.on('notification', () => (committedAt ??= performance.now()));
    await listener.query('listen live_events');
    const turns: { p50: number; p99: number; max: number; missing: number; turnMs: number }[] = [];
    for (let t = 1; t <= TURNS; t++) {
      for (const stream of streams) stream.turnAt = null;
      committedAt = null;
      const asked = performance.now();
      const response = await fetch(`${service.baseUrl}/api/admin/turn/advance`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: '{}',
      });
      if (!response.ok)
        throw new Error(`Advancing a turn failed: ${response.status} ${await response.text()}`);
      const answered = performance.now();
      const deadline = answered + DELIVERY_TIMEOUT_MS;
      while (streams.some((s) => s.turnAt === null) && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      // The commit is the first notification; had it been missed, the advance's answer bounds it from above.
      const commit = committedAt ?? answered;
      const delays = streams
        .flatMap((s) => (s.turnAt === null ? [] : [Math.max(0, s.turnAt - commit)]))
        .sort((a, b) => a - b);
      const row = {
        p50: Math.round(percentile(delays, 50)),
        p99: Math.round(percentile(delays, 99)),
        max: Math.round(delays.at(-1) ?? NaN),
        missing: streams.length - delays.length,
        turnMs: Math.round(commit - asked),
      };
      turns.push(row);
      console.log(
        `turn ${t} (committed ${row.turnMs} ms after the advance): frame to ${delays.length} streams, p50 ${row.p50} ms, p99 ${row.p99} ms, max ${row.max} ms` +
          (row.missing ? `; ${row.missing} streams got no frame within ${DELIVERY_TIMEOUT_MS / 1000} s` : ''),
      );
    }
    await listener.end();
    service.assertRunning();
    const worst = (key: 'p50' | 'p99' | 'max') => Math.max(...turns.map((r) => r[key]));
    return {
      streamsAsked: STREAMS,
      streamsHeld: streams.length,
      webProcesses: WEB_PROCESSES,
      servedBy,
      openMs,
      leases,
      refused: Object.fromEntries(failures),
      webRssMb: { before: Math.round(before.kb / 1024), after: Math.round(after.kb / 1024) },
      rssKbPerStream: Math.round(rssKbPerStream * 10) / 10,
      collected: { before: collectedBefore, after: collectedAfter },
      kbPerStream: Math.round(kbPerStream * 10) / 10,
      heapKbPerStream: Math.round(perStream('heapUsedKb') * 10) / 10,
      turns,
      worst: { p50: worst('p50'), p99: worst('p99'), max: worst('max') },
    };
  } finally {
    for (const stream of streams) stream.request.destroy();
    await db.end();
    await service.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
