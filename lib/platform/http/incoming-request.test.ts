import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { appendForwardedFor, clientAddress, installIncomingRequestHooks } from './incoming-request';

describe('clientAddress', () => {
  it('takes the entry our own server appended when nothing trusted stands in front', () => {
    expect(clientAddress('203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('6.6.6.6, 7.7.7.7, 203.0.113.9', 1)).toBe('203.0.113.9');
  });

  it('skips the entries trusted proxies appended, and only those', () => {
    // client -> proxy (appends client) -> our server (appends proxy)
    expect(clientAddress('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    // Came straight to us past the proxy: the one entry is still the socket peer.
    expect(clientAddress('203.0.113.9', 2)).toBe('203.0.113.9');
  });

  it('never lets a client-supplied prefix change the result', () => {
    const addresses = new Set(
      Array.from({ length: 50 }, (_, i) => clientAddress(`198.51.100.${i}, 203.0.113.9`, 1)),
    );
    expect([...addresses]).toEqual(['203.0.113.9']);
  });

  it('answers "unknown" without a header', () => {
    expect(clientAddress(null, 1)).toBe('unknown');
    expect(clientAddress(' , ', 1)).toBe('unknown');
  });
});

describe('appendForwardedFor', () => {
  it('appends the peer to what came in', () => {
    expect(appendForwardedFor(undefined, '::1')).toBe('::1');
    expect(appendForwardedFor('6.6.6.6', '::1')).toBe('6.6.6.6, ::1');
    expect(appendForwardedFor(['6.6.6.6', '7.7.7.7'], '::1')).toBe('6.6.6.6, 7.7.7.7, ::1');
  });
});

describe('installIncomingRequestHooks', () => {
  async function withServer(run: (port: number) => Promise<void>, trustedHops = 1) {
    installIncomingRequestHooks(trustedHops);
    const server = http.createServer((request, response) =>
      response.end(
        `${request.method} ${request.headers['x-forwarded-for']}` +
          ` host=${request.headers['x-forwarded-host']} proto=${request.headers['x-forwarded-proto']}`,
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await run((server.address() as AddressInfo).port);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('makes a Node HTTP server append the socket address before any listener reads the header', async () => {
    await withServer(async (port) => {
      const forged = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-for': '6.6.6.6' } });
      expect(await forged.text()).toMatch(/^GET 6\.6\.6\.6, (::ffff:)?127\.0\.0\.1 /);
      const plain = await fetch(`http://127.0.0.1:${port}/`);
      expect(await plain.text()).toMatch(/^GET (::ffff:)?127\.0\.0\.1 /);
    });
  });

  it('drops a client-supplied X-Forwarded-Host and -Proto when no proxy is trusted', async () => {
    await withServer(async (port) => {
      const forged = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      expect(await forged.text()).toMatch(/ host=undefined proto=undefined$/);
    });
  });

  it('behind one trusted proxy keeps the value that proxy wrote, not what the client prepended', async () => {
    await withServer(async (port) => {
      const proxied = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'x-forwarded-host': 'evil.example, game.example', 'x-forwarded-proto': 'http, https' },
      });
      expect(await proxied.text()).toMatch(/ host=game\.example proto=https$/);
    }, 2);
  });

  it('renames TRACE, which the Fetch API cannot represent, and leaves other methods alone', async () => {
    const send = (port: number, method: string) =>
      new Promise<string>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, method }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve(body));
        });
        request.on('error', reject);
        request.end();
      });
    await withServer(async (port) => {
      expect(await send(port, 'TRACE')).toMatch(/^TRACE-UNSUPPORTED /);
      expect(await send(port, 'PROPFIND')).toMatch(/^PROPFIND /);
      expect(await send(port, 'DELETE')).toMatch(/^DELETE /);
    });
  });
});
