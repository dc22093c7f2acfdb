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
