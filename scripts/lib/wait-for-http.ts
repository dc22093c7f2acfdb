import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitOptions {
  timeoutMs: number;
  intervalMs?: number;
  /** Stops waiting early, e.g. when the process that should answer has died. */
  signal?: AbortSignal;
}

/** Polls url until any HTTP response arrives (the server is serving); returns that response's status. */
export async function waitForHttp(
  url: string,
  { timeoutMs, intervalMs = 200, signal }: WaitOptions,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      return response.status;
    } catch {
      // Not listening yet.
    }
    await sleep(intervalMs, undefined, { signal }).catch(() => undefined);
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * Resolves once `printed()` (a child's output, collected by the caller's own listener on `stdout`, added
 * first) includes `text`: checked now and on each later chunk, no polling.
 */
export function waitForPrinted(
  stdout: NodeJS.ReadableStream,
  printed: () => string,
  text: string,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!printed().includes(text)) return;
      stdout.off('data', check);
      resolve();
    };
    stdout.on('data', check);
    signal.addEventListener(
      'abort',
      () => {
        stdout.off('data', check);
        reject(signal.reason as Error);
      },
      { once: true },
    );
    check();
  });
}

/** What `scripts/web-cluster.mjs` prints once all of its `processes` take connections. */
export const allWebProcessesListening = (processes: number) => `listening (${processes} of ${processes})`;
