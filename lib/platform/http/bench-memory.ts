import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import v8 from 'node:v8';

export const BENCH_MEMORY_PATH = '/api/bench/memory';

/**
 * Where this process's resident memory lies (kB), from /proc/self/smaps: the brk heap (glibc's main arena),
 * other anonymous mappings (V8's pages, glibc's thread arenas, big allocations) and file-backed ones (code).
 * It only explains the resident figure; it does not change it.
 */
function residentParts(): { brkKb: number; anonymousKb: number; fileKb: number } | null {
  let smaps: string;
  try {
    smaps = readFileSync('/proc/self/smaps', 'utf8');
  } catch {
    return null;
  }
  const parts = { brkKb: 0, anonymousKb: 0, fileKb: 0 };
  let part: keyof typeof parts = 'anonymousKb';
  for (const line of smaps.split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (mapping) {
      const name = mapping[2] ?? '';
      part =
        name === '[heap]' ? 'brkKb' : mapping[1] !== '0' || name.startsWith('/') ? 'fileKb' : 'anonymousKb';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) parts[part] += Number(rss[1]);
  }
  return parts;
}

/**
 * GET /api/bench/memory, answered by the front gate only on a server the bench started (BENCH=1): a full
 * collection when the process runs with --expose-gc, then this process's memory, so the live bench counts
 * what the streams keep, not garbage the collector has not reached yet. The V8 space sizes and the
 * resident parts say where the resident figure lies.
 */
export function serveBenchMemory(request: IncomingMessage, response: ServerResponse): boolean {
  if ((request.url ?? '').split('?')[0] !== BENCH_MEMORY_PATH) return false;
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8
      .getHeapSpaceStatistics()
      .map((space) => [space.space_name, Math.round(space.physical_space_size / 1024)]),
  );
  // Diagnostic (the figure stays the one above): resident memory once the collector's concurrent sweeping
  // has had a second, and after a second collection.
  void new Promise((resolve) => setTimeout(resolve, 1_000)).then(() => {
    const settledKb = Math.round(process.memoryUsage().rss / 1024);
    collect?.();
    const secondKb = Math.round(process.memoryUsage().rss / 1024);
    response.writeHead(200, { 'Content-Type': 'application/json', Connection: 'close' });
    response.end(
      JSON.stringify({
        rssSettledKb: settledKb,
        rssSecondGcKb: secondKb,
        pid: process.pid,
        collected: !!collect,
        rssKb: Math.round(usage.rss / 1024),
        heapUsedKb: Math.round(usage.heapUsed / 1024),
        heapTotalKb: Math.round(usage.heapTotal / 1024),
        externalKb: Math.round(usage.external / 1024),
        v8SpacesKb: spaces,
        resident: residentParts(),
      }),
    );
  });
  return true;
}
