import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { log } from '@/lib/platform/log';

/** One Server-Sent Events frame: `id` is what a reconnect sends back as Last-Event-ID. */
export interface SseFrame {
  id: number;
  event: string;
  data: unknown;
}

/** Where a feed writes: `send` writes frames, `end` finishes the response from the server's side (a logout, say). */
export interface SseSink {
  send(frames: readonly SseFrame[]): void;
  end(): void;
}

/**
 * What a stream pushes: `start` hands it the sink once the response is open (an object, not two callbacks:
 * the socket writer is its own sink, so a stream keeps no closures); `close` is called exactly once
 * however it ends.
 */
export interface SseFeed {
  start(sink: SseSink): void | Promise<void>;
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
        await feed.start({ send: (frames) => write(frames.map(formatSseFrame).join('')), end });
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
    .then(() => feed.start({ send: (frames) => write(frames.map(formatSseFrame).join('')), end }))
    .catch((error: unknown) => {
      log.error({ err: error }, 'event stream failed to start');
      end();
    });
}

/**
 * The stream's clock, one per process: a single interval writes every socket stream's heartbeat and ends
 * those whose lifetime ran out, instead of two timers per stream. Heartbeats and lifetimes are kept to
 * within CLOCK_TICK_MS.
 */
export const CLOCK_TICK_MS = 1_000;
const clocked = new Set<SocketEventStream>();
let clock: ReturnType<typeof setInterval> | undefined;

/**
 * Milliseconds since this module loaded: a small integer (a Smi, kept in the stream object itself for 12
 * days), where Date.now() would put two 16-byte heap numbers in every stream.
 */
const clockEpoch = Date.now();
function clockNow(): number {
  const ms = Date.now() - clockEpoch;
  return ms < 0x3fffffff ? ms | 0 : ms;
}

function tick(): void {
  const now = clockNow();
  for (const stream of clocked) {
    if (now >= stream.endsAt) stream.end();
    else if (now >= stream.beatAt) {
      stream.beatAt = now + stream.heartbeatMs;
      stream.write(': heartbeat\n\n');
    }
  }
}

/** How many streams the process's clock is keeping (the socket streams open now). */
export function openSocketStreams(): number {
  return clocked.size;
}

const streamOf = Symbol('statecraft.eventStream');
type StreamSocket = Socket & { [streamOf]?: SocketEventStream };

/** Shared by every stream's socket (no closure per stream): the socket's end ends its stream. */
function onSocketGone(this: StreamSocket): void {
  this[streamOf]?.close();
}
function onSocketEnd(this: StreamSocket): void {
  // The client closed its side (the server allows half-open sockets): nothing more will be read.
  this[streamOf]?.close();
  this.destroy();
}

/** What one stream keeps once its socket is taken from Node's HTTP server: fields, no timers. */
class SocketEventStream implements SseSink {
  closed = false;
  beatAt: number;
  endsAt: number;
  constructor(
    private socket: StreamSocket | null,
    private readonly feed: SseFeed,
    readonly heartbeatMs: number,
    maxLifetimeMs: number,
    private readonly maxBuffered: number,
  ) {
    const now = clockNow();
    this.beatAt = now + heartbeatMs;
    this.endsAt = now + maxLifetimeMs;
  }

  write(text: string): void {
    const socket = this.socket;
    if (this.closed || !socket) return;
    if (socket.writableLength > this.maxBuffered) {
      this.close();
      socket.destroy();
      return;
    }
    socket.write(text);
  }

  send(frames: readonly SseFrame[]): void {
    this.write(frames.map(formatSseFrame).join(''));
  }

  /** Finishes the stream from the server's side: the body ends with the connection. */
  end(): void {
    const socket = this.socket;
    if (this.closed) return;
    this.close();
    socket?.end();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clocked.delete(this);
    if (clocked.size === 0 && clock) {
      clearInterval(clock);
      clock = undefined;
    }
    if (this.socket) delete this.socket[streamOf];
    this.socket = null;
    this.feed.close();
  }
}

/** What Node's HTTP server keeps on a socket while it parses requests on it (node/lib/_http_server.js). */
interface ParserOfSocket {
  _consumed?: boolean;
  unconsume(): void;
  remove?: () => void;
  close?: () => void;
  socket: unknown;
  incoming: unknown;
  onIncoming: unknown;
}

/** The HTTP/1.1 status line and headers of a stream whose body ends when the connection closes. */
function rawHead(headers: Record<string, string>): string {
  let head = 'HTTP/1.1 200 OK\r\n';
  for (const [name, value] of Object.entries({
    ...headers,
    Date: new Date().toUTCString(),
    Connection: 'close',
  })) {
    // Our own constant headers; a line break in one would split the response.
    if (/[\r\n]/.test(name) || /[\r\n]/.test(value)) throw new Error(`header ${name} holds a line break`);
    head += `${name}: ${value}\r\n`;
  }
  return `${head}\r\n`;
}

/**
 * The same stream with the socket taken from Node's HTTP server, as Node itself does for an `upgrade`:
 * once the headers are written, the request, the response, the HTTP parser and the server's per-connection
 * state become garbage, and the stream keeps only the socket and a few fields (no timers: the process's
 * clock beats for all). The body runs until the connection closes (`Connection: close`, no chunking), so
 * a client or proxy reads it as it comes. Call it after an await, not inside the request listener's first
 * tick (the parser must not be running). Where the socket has no HTTP/1 parser to take it from (HTTP/2,
 * an already-taken socket, a pipelined request), the response-based `writeEventStream` answers instead.
 */
export function writeEventStreamOnSocket(
  request: IncomingMessage,
  response: ServerResponse,
  feed: SseFeed,
  options: SseOptions & { maxBufferedBytes?: number },
): void {
  const socket = request.socket as StreamSocket & {
    parser?: ParserOfSocket | null;
    _httpMessage?: unknown;
  };
  const parser = socket.parser;
  if (
    request.method === 'HEAD' ||
    !parser ||
    // A pipelined request's response is not the socket's current one: Node still owns the socket.
    socket._httpMessage !== response ||
    request.httpVersionMajor !== 1 ||
    response.headersSent ||
    socket.destroyed
  ) {
    writeEventStream(request, response, feed, options);
    return;
  }
  // What Node does before it hands an upgraded socket on: the server's listeners off, the parser freed
  // (out of the server's connection list too, so its request timeout no longer applies).
  response.detachSocket(socket);
  for (const event of ['data', 'end', 'close', 'drain', 'error', 'timeout', 'pause', 'resume'])
    socket.removeAllListeners(event);
  if (parser._consumed) parser.unconsume();
  parser._consumed = false;
  parser.remove?.();
  parser.socket = null;
  parser.incoming = null;
  parser.onIncoming = null;
  socket.parser = null;
  (request as { parser?: unknown }).parser = null;
  closeParserLater(parser);
  socket.setTimeout(0);
  socket.setNoDelay(true);

  const stream = new SocketEventStream(
    socket,
    feed,
    options.heartbeatMs,
    options.maxLifetimeMs,
    options.maxBufferedBytes ?? 1_048_576,
  );
  socket[streamOf] = stream;
  socket.on('close', onSocketGone);
  socket.on('error', onSocketGone);
  socket.on('end', onSocketEnd);
  // Anything the client sends now is read and dropped, so its hang-up (end of input) is seen.
  socket.resume();
  socket.write(rawHead(eventStreamHeaders(options)));
  // Node caches the peer's address on the socket once asked (the forwarded-for hook asks); it is read again
  // from the connection if anyone asks later.
  (socket as { _peername?: unknown })._peername = undefined;
  stream.write(`retry: ${options.retryMs}\n: connected\n\n`);
  clocked.add(stream);
  if (!clock) {
    clock = setInterval(tick, CLOCK_TICK_MS);
    clock.unref?.();
  }
  startFeed(stream, feed);
}

/**
 * Apart from writeEventStreamOnSocket so that nothing made here keeps that call's scope (the parser, and
 * through it the request) alive. The stream is the feed's sink: no closure stays per stream.
 */
function startFeed(stream: SocketEventStream, feed: SseFeed): void {
  Promise.resolve()
    .then(() => feed.start(stream))
    .catch((error: unknown) => {
      log.error({ err: error }, 'event stream failed to start');
      stream.end();
    });
}

/** Off this stack: the native parser may still be unwinding when a caller runs this inside its callback. */
function closeParserLater(parser: ParserOfSocket): void {
  setImmediate(() => parser.close?.());
}
