import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from '@/lib/platform/log';

/** One Server-Sent Events frame: `id` is what a reconnect sends back as Last-Event-ID. */
export interface SseFrame {
  id: number;
  event: string;
  data: unknown;
}

/**
 * What a stream pushes: `start` hands it the sender once the response is open, and `end`, which finishes
 * the response from the server's side (a logout, say); `close` is called exactly once however it ends.
 */
export interface SseFeed {
  start(send: (frames: readonly SseFrame[]) => void, end: () => void): void | Promise<void>;
  close(): void;
}

export interface SseOptions {
  /** The reconnect delay the browser should use (the `retry:` field). */
  retryMs: number;
  /** A comment line this often keeps proxies and the browser from timing the stream out. */
  heartbeatMs: number;
  /** The stream ends after this long; the browser reconnects (and is authenticated again). */
  maxLifetimeMs: number;
  headers?: Record<string, string>;
}

/** One frame object is often sent to thousands of streams: it is serialised once. */
const formatted = new WeakMap<SseFrame, string>();

/** Serialises one frame; JSON data never holds a raw newline, so one `data:` line suffices. */
export function formatSseFrame(frame: SseFrame): string {
  let text = formatted.get(frame);
  if (text === undefined) {
    text = `id: ${frame.id}\nevent: ${frame.event}\ndata: ${JSON.stringify(frame.data)}\n\n`;
    formatted.set(frame, text);
  }
  return text;
}

/** A stream's response headers, also the whole answer to a HEAD. */
export function eventStreamHeaders(options: SseOptions): Record<string, string> {
  return {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
    ...options.headers,
  };
}

/**
 * A `text/event-stream` response over a feed. `no-transform` keeps response compression from buffering
 * frames and `X-Accel-Buffering: no` does the same for nginx, so each frame reaches the browser at once.
 * The feed is closed however the stream ends: the client goes away (abort or cancel), the stream fails,
 * the feed ends it, or its lifetime runs out. A HEAD request gets the headers and never starts the feed.
 */
export function eventStreamResponse(request: Request, feed: SseFeed, options: SseOptions): Response {
  const headers = eventStreamHeaders(options);
  if (request.method === 'HEAD') {
    feed.close();
    return new Response(null, { headers });
  }
  const encoder = new TextEncoder();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let lifetime: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    request.signal.removeEventListener('abort', close);
    feed.close();
  };
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const end = () => {
        if (closed) return;
        close();
        try {
          controller.close();
        } catch {
          // Already closed or errored by the client's side.
        }
      };
      const write = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      if (request.signal.aborted) return close();
      request.signal.addEventListener('abort', close);
      // The retry hint and a first comment open the stream for the browser before any event.
      write(`retry: ${options.retryMs}\n: connected\n\n`);
      heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs);
      lifetime = setTimeout(end, options.maxLifetimeMs);
      try {
        await feed.start((frames) => write(frames.map(formatSseFrame).join('')), end);
      } catch (error) {
        log.error({ err: error }, 'event stream failed to start');
        close();
        controller.close();
      }
    },
    cancel: close,
  });
  return new Response(body, { headers });
}

/**
 * The same stream written straight onto Node's response, for a server that answers before Next does
 * (lib/platform/http/front-gate.ts): no web streams and no Request object stay alive per stream, only the
 * socket, the feed and two timers, so one process holds ten thousand. Frames are written as they come;
 * a client that stops reading is cut once its socket buffers more than `maxBufferedBytes`.
 */
export function writeEventStream(
  request: IncomingMessage,
  response: ServerResponse,
  feed: SseFeed,
  options: SseOptions & { maxBufferedBytes?: number },
): void {
  const maxBuffered = options.maxBufferedBytes ?? 1_048_576;
  response.writeHead(200, eventStreamHeaders(options));
  if (request.method === 'HEAD') {
    feed.close();
    response.end();
    return;
  }
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    feed.close();
  };
  const end = () => {
    if (closed) return;
    close();
    response.end();
  };
  const write = (text: string) => {
    if (closed) return;
    if (response.writableLength > maxBuffered) {
      close();
      response.destroy();
      return;
    }
    response.write(text);
  };
  response.on('close', close);
  response.on('error', close);
  // Nagle's delay would hold each small frame back; the frames are the point.
  request.socket.setNoDelay(true);
  write(`retry: ${options.retryMs}\n: connected\n\n`);
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs);
  const lifetime = setTimeout(end, options.maxLifetimeMs);
  Promise.resolve()
    .then(() => feed.start((frames) => write(frames.map(formatSseFrame).join('')), end))
    .catch((error: unknown) => {
      log.error({ err: error }, 'event stream failed to start');
      end();
    });
}
