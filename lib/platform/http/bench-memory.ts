import type { IncomingMessage, ServerResponse } from 'node:http';

export const BENCH_MEMORY_PATH = '/api/bench/memory';

/**
 * GET /api/bench/memory, answered by the front gate only on a server the bench started (BENCH=1): a full
 * collection when the process runs with --expose-gc, then this process's memory, so the live bench counts
 * what the streams keep, not garbage the collector has not reached yet.
 */
export function serveBenchMemory(request: IncomingMessage, response: ServerResponse): boolean {
  if ((request.url ?? '').split('?')[0] !== BENCH_MEMORY_PATH) return false;
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  const usage = process.memoryUsage();
  response.writeHead(200, { 'Content-Type': 'application/json', Connection: 'close' });
  response.end(
    JSON.stringify({
      pid: process.pid,
      collected: !!collect,
      rssKb: Math.round(usage.rss / 1024),
      heapUsedKb: Math.round(usage.heapUsed / 1024),
      externalKb: Math.round(usage.external / 1024),
    }),
  );
  return true;
}
