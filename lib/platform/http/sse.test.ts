import { describe, expect, it } from 'vitest';
import { eventStreamResponse, type SseFeed } from './sse';

/** A feed that records how often it was closed and keeps the `end` it was handed. */
function recordingFeed() {
  const state = { closed: 0, end: undefined as (() => void) | undefined };
  const feed: SseFeed = {
    start(_send, end) {
      state.end = end;
    },
    close() {
      state.closed += 1;
    },
  };
  return { feed, state };
}

const OPTIONS = { retryMs: 1_000, heartbeatMs: 60_000, maxLifetimeMs: 60_000 };

async function readToEnd(response: Response): Promise<string> {
  return await new Response(response.body).text();
}

describe('eventStreamResponse', () => {
  it('answers HEAD with the headers only and closes the feed without starting it', async () => {
    const { feed, state } = recordingFeed();
    const response = eventStreamResponse(
      new Request('http://x/api/events', { method: 'HEAD' }),
      feed,
      OPTIONS,
    );
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.body).toBeNull();
    expect(state.closed).toBe(1);
    expect(state.end).toBeUndefined();
  });

  it('ends the stream when its lifetime runs out, closing the feed once', async () => {
    const { feed, state } = recordingFeed();
    const response = eventStreamResponse(new Request('http://x/api/events'), feed, {
      ...OPTIONS,
      maxLifetimeMs: 20,
    });
    expect(await readToEnd(response)).toMatch(/^retry: 1000\n: connected\n\n$/);
    expect(state.closed).toBe(1);
  });

  it('ends the stream when the feed ends it, closing the feed once', async () => {
    const { feed, state } = recordingFeed();
    const response = eventStreamResponse(new Request('http://x/api/events'), feed, OPTIONS);
    const text = readToEnd(response);
    await expect.poll(() => state.end).toBeDefined();
    state.end!();
    state.end!();
    await text;
    expect(state.closed).toBe(1);
  });

  it('closes the feed once when the client goes away', async () => {
    const { feed, state } = recordingFeed();
    const abort = new AbortController();
    const response = eventStreamResponse(
      new Request('http://x/api/events', { signal: abort.signal }),
      feed,
      OPTIONS,
    );
    const reader = response.body!.getReader();
    await reader.read();
    abort.abort();
    await reader.cancel();
    expect(state.closed).toBe(1);
  });
});
