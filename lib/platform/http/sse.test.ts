import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  CLOCK_TICK_MS,
  eventStreamResponse,
  openSocketStreams,
  writeEventStreamOnSocket,
  type SseFeed,
  type SseFrame,
} from './sse';

/** A feed that records how often it was closed and keeps the `end` it was handed. */
function recordingFeed() {
  const state = { closed: 0, end: undefined as (() => void) | undefined };
  const feed: SseFeed = {
    start(sink) {
      state.end = () => sink.end();
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

describe('writeEventStreamOnSocket', () => {
  /** A server whose every request gets a stream over `feed`, opened after an await as the gate does. */
  async function serve(feed: SseFeed, options = OPTIONS) {
    const server = http.createServer((request, response) => {
      void Promise.resolve().then(() => writeEventStreamOnSocket(request, response, feed, options));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { server, port };
  }

  function read(port: number) {
    return new Promise<{ response: http.IncomingMessage; request: http.ClientRequest }>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/', agent: false }, (response) =>
        resolve({ response, request }),
      );
      request.on('error', reject);
    });
  }

  it('writes the stream on the socket, frames and heartbeats, and ends it with the connection', async () => {
    const { feed, state } = recordingFeed();
    let send: ((frames: readonly SseFrame[]) => void) | undefined;
    const sending: SseFeed = {
      start(sink) {
        send = (frames) => sink.send(frames);
        return feed.start(sink);
      },
      close: () => feed.close(),
    };
    const { server, port } = await serve(sending, { ...OPTIONS, heartbeatMs: 10 });
    const before = openSocketStreams();
    const { response } = await read(port);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.connection).toBe('close');
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (text += chunk));
    const ended = new Promise((resolve) => response.on('end', resolve));
    await expect.poll(() => send).toBeDefined();
    expect(openSocketStreams()).toBe(before + 1);
    send!([{ id: 7, event: 'turn', data: { turn: 2 } }]);
    // The process's clock beats within a tick.
    await expect.poll(() => text, { timeout: 3 * CLOCK_TICK_MS }).toContain(': heartbeat\n\n');
    expect(text).toMatch(/^retry: 1000\n: connected\n\nid: 7\nevent: turn\ndata: \{"turn":2\}\n\n/);
    state.end!();
    await ended;
    expect(state.closed).toBe(1);
    expect(openSocketStreams()).toBe(before);
    server.close();
  });

  it('ends the stream when its lifetime runs out, and closes the feed once when the client goes', async () => {
    const timed = recordingFeed();
    const short = await serve(timed.feed, { ...OPTIONS, maxLifetimeMs: 10 });
    const { response } = await read(short.port);
    response.resume();
    await new Promise((resolve) => response.on('end', resolve));
    expect(timed.state.closed).toBe(1);
    short.server.close();

    const left = recordingFeed();
    const long = await serve(left.feed);
    const { request } = await read(long.port);
    await expect.poll(() => left.state.end).toBeDefined();
    request.destroy();
    await expect.poll(() => left.state.closed).toBe(1);
    long.server.close();
  });
});
