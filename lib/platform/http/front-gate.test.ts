import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { fc, test as fcTest } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontGate, installFrontGate, NOT_FOUND_PAGE_PATH, REQUEST_TIMEOUT_MS } from './front-gate';
import { MAX_JSON_BODY_BYTES } from './request';

/** What reached the handler behind the gate. */
const seen: { method: string; url: string; body: string }[] = [];
let port = 0;
const server = http.createServer(
  frontGate(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    seen.push({ method: request.method ?? '', url: request.url ?? '', body });
    response.end(`handled ${body.length}`);
  }),
);

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** One raw HTTP exchange: what we send is exactly what the server gets (fetch would fix bad escapes). */
function raw(head: string, body = '', { endAfterHead = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${head}\r\nHost: 127.0.0.1\r\n\r\n${body}`);
      if (endAfterHead) socket.end();
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      // An answer sent before the body: stop sending, as a client that reads it would.
      if (answer.includes('\r\n\r\n') && /content-length: (\d+)/i.test(answer)) {
        const length = Number(/content-length: (\d+)/i.exec(answer)![1]);
        if (answer.length - answer.indexOf('\r\n\r\n') - 4 >= length) {
          socket.destroy();
          resolve(answer);
        }
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

const statusOf = (answer: string) => Number(answer.split(' ')[1]);
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('frontGate', () => {
  it('answers a malformed escape on API paths with 400 in the family envelope, with security headers', async () => {
    const client = await raw('GET /api/%FF HTTP/1.1');
    expect(statusOf(client)).toBe(400);
    expect(bodyOf(client)).toMatchObject({ code: 'BAD_REQUEST' });
    expect(client).toMatch(/x-content-type-options: nosniff/i);
    const v1 = await raw('GET /api/public/v1/character/%zz HTTP/1.1');
    expect(statusOf(v1)).toBe(400);
    expect(bodyOf(v1)).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(seen.some((request) => request.url.includes('%FF') || request.url.includes('%zz'))).toBe(false);
  });

  it('sends a page path with a malformed escape to the not-found page', async () => {
    const answer = await raw('GET /characters/%E0%A4%A HTTP/1.1');
    expect(answer).toMatch(/handled 0/);
    expect(seen.at(-1)?.url).toBe(NOT_FOUND_PAGE_PATH);
  });

  it('refuses every method but GET and HEAD on static files with 405 and Allow, and adds headers', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PROPFIND']) {
      const answer = await raw(`${method} /_next/static/chunks/app.js HTTP/1.1\r\nContent-Length: 0`);
      expect(statusOf(answer), method).toBe(405);
      expect(answer).toMatch(/allow: GET, HEAD/i);
      expect(answer).toMatch(/x-frame-options: DENY/i);
    }
    const icon = await raw('GET /favicon.ico HTTP/1.1');
    expect(statusOf(icon)).toBe(200);
    expect(icon).toMatch(/content-security-policy: default-src 'none'/i);
  });

  it('answers 413 at once when Content-Length passes the cap, before any body arrives', async () => {
    const before = seen.length;
    const answer = await raw(
      'POST /api/public/v1/game HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 1000000',
      'x',
    );
    expect(statusOf(answer)).toBe(413);
    expect(bodyOf(answer)).toMatchObject({ ok: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(answer).toMatch(/connection: close/i);
    expect(seen.length).toBe(before);
  });

  it('stops a chunked body at the cap with 413, and the handler never sees it', async () => {
    const before = seen.length;
    const chunk = 'a'.repeat(16 * 1024);
    const chunks = Array.from({ length: 8 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
    // No terminating 0-chunk: a body that would never end.
    const answer = await raw('POST /api/v1/transfer HTTP/1.1\r\nTransfer-Encoding: chunked', chunks);
    expect(statusOf(answer)).toBe(413);
    expect(bodyOf(answer)).toMatchObject({ ok: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(seen.length).toBe(before);
  });

  it('passes a body within the cap through whole, chunked or not', async () => {
    const body = JSON.stringify({ note: 'b'.repeat(MAX_JSON_BODY_BYTES - 20) });
    const sized = await raw(`POST /api/v1/transfer HTTP/1.1\r\nContent-Length: ${body.length}`, body);
    expect(sized).toMatch(new RegExp(`handled ${body.length}`));
    expect(seen.at(-1)?.body).toBe(body);
    const chunked = await raw(
      'POST /api/v1/transfer HTTP/1.1\r\nTransfer-Encoding: chunked',
      `5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n`,
    );
    expect(chunked).toMatch(/handled 11/);
    expect(seen.at(-1)?.body).toBe('hello world');
  });

  it('answers an asterisk request target with 400 and the security headers, never reaching the handler', async () => {
    const before = seen.length;
    for (const method of ['OPTIONS', 'GET']) {
      const answer = await raw(`${method} * HTTP/1.1`);
      expect(statusOf(answer), method).toBe(400);
      // No path, so the site's (non-v1) envelope.
      expect(bodyOf(answer)).toMatchObject({ code: 'BAD_REQUEST' });
      expect(answer).toMatch(/x-content-type-options: nosniff/i);
    }
    expect(seen.length).toBe(before);
  });

  it('drops a request whose client hangs up mid-body, without an error, and keeps serving', async () => {
    const before = seen.length;
    await raw('POST /api/public/v1/game HTTP/1.1\r\nContent-Length: 5000', 'garbage', { endAfterHead: true });
    const next = await raw('GET /api/public/v1/game HTTP/1.1');
    expect(next).toMatch(/handled 0/);
    expect(seen.length).toBe(before + 1);
  });
});

describe('frontGate request deadline', () => {
  it('answers 408 and closes when a body is still arriving at the deadline', async () => {
    let reached = false;
    const slow = http.createServer(
      frontGate(
        (_request, response) => {
          reached = true;
          response.end();
        },
        { requestTimeoutMs: 150 },
      ),
    );
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const slowPort = (slow.address() as AddressInfo).port;
      // Two bytes promised, one sent, and the socket kept open: a body at a byte a second.
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(slowPort, '127.0.0.1', () =>
          socket.write('POST /api/v1/transfer HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{'),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(statusOf(answer)).toBe(408);
      expect(bodyOf(answer)).toMatchObject({ ok: false, code: 'REQUEST_TIMEOUT' });
      expect(reached).toBe(false);
    } finally {
      await new Promise((resolve) => slow.close(resolve));
    }
  });
});

describe('installFrontGate', () => {
  it("puts the gate before a plain server's own listener from its very first request", async () => {
    // Undone at the end: the subscription is the process's, and other files share this worker.
    const uninstall = installFrontGate();
    const plain = http.createServer((_request, response) => response.end('listener'));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    try {
      const plainPort = (plain.address() as AddressInfo).port;
      const malformed = await fetch(`http://127.0.0.1:${plainPort}/api/public/v1/character/%zz`);
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
      expect(await (await fetch(`http://127.0.0.1:${plainPort}/api/public/v1/game`)).text()).toBe('listener');
      expect(plain.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    } finally {
      uninstall();
      await new Promise((resolve) => plain.close(resolve));
    }
  });
});

describe('frontGate under generated requests (one path of each class)', () => {
  const SEED = process.env.CI ? 20_261_125 : Date.now() % 2 ** 31;
  const pathClasses = {
    page: '/characters/',
    api: '/api/public/v1/character/',
    static: '/_next/static/chunks/',
  };
  const request = fc.record({
    kind: fc.constantFrom(...(Object.keys(pathClasses) as (keyof typeof pathClasses)[])),
    // Raw path text, including broken escapes such as %, %z, %E0%A4%A.
    tail: fc.stringMatching(/^([a-z0-9]|%[0-9A-Fa-z]{0,2}){0,8}$/),
    method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'PROPFIND'),
    bodyBytes: fc.constantFrom(0, 10, MAX_JSON_BODY_BYTES, MAX_JSON_BODY_BYTES + 1, 200_000),
    chunked: fc.boolean(),
  });

  fcTest.prop([request], { numRuns: 60, seed: SEED, timeout: 1000 })(
    'never fails: 400/404 for bad escapes, 405 on static, 413 over the cap, the handler otherwise',
    async ({ kind, tail, method, bodyBytes, chunked }) => {
      const path = pathClasses[kind] + tail;
      const body = 'a'.repeat(method === 'GET' || method === 'HEAD' ? 0 : bodyBytes);
      const framing = chunked
        ? body.length
          ? `Transfer-Encoding: chunked`
          : 'Content-Length: 0'
        : `Content-Length: ${body.length}`;
      const payload = chunked && body.length ? `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n` : body;
      const answer = await raw(`${method} ${path} HTTP/1.1\r\n${framing}\r\nConnection: close`, payload);
      const status = statusOf(answer);
      const malformed = (() => {
        try {
          decodeURIComponent(path);
          return false;
        } catch {
          return true;
        }
      })();
      expect(status, `${method} ${path} ${body.length}`).toBeLessThan(500);
      if (malformed && kind === 'api') expect(status).toBe(400);
      else if (kind === 'static' && !malformed && method !== 'GET' && method !== 'HEAD')
        expect(status).toBe(405);
      else if (body.length > MAX_JSON_BODY_BYTES) expect(status).toBe(413);
      else expect(status).toBe(200);
      // Either the gate answered (with its headers) or the handler did.
      if (method !== 'HEAD') expect(answer).toMatch(/x-content-type-options: nosniff|handled/i);
    },
  );
});
