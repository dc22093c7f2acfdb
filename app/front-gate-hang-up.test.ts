import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { getCloneableBody } from 'next/dist/server/body-streams';
import { describe, expect, it } from 'vitest';
import { frontGate } from '@/lib/platform/http/front-gate';

// The front gate with Next's own body handling behind it (lib may not import Next, so this lives here).
describe('frontGate and a client that hangs up after its body', () => {
  // What Next does for proxy.ts with a body: read a copy, then swap the request's stream for it.
  async function likeNextWithProxy(request: http.IncomingMessage, response: http.ServerResponse) {
    const cloneable = getCloneableBody(request, undefined);
    for await (const chunk of cloneable.cloneBodyStream()) void chunk;
    await cloneable.finalize();
    await new Promise((resolve) => setTimeout(resolve, 150));
    response.end('late');
  }

  it.each([
    ['Content-Length: 2 plus garbage', '{}\x00\x01garbage\r\n\r\nmore'],
    ['a complete body', '{}'],
  ])('raises no uncaughtException: %s, then a hang-up before the answer', async (_name, payload) => {
    const errors: unknown[] = [];
    const onUncaught = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onUncaught);
    let answered: () => void = () => {};
    const done = new Promise<void>((resolve) => (answered = resolve));
    const nextLike = http.createServer(
      frontGate((request, response) => likeNextWithProxy(request, response).finally(answered)),
    );
    await new Promise<void>((resolve) => nextLike.listen(0, '127.0.0.1', resolve));
    try {
      const nextPort = (nextLike.address() as AddressInfo).port;
      await new Promise<void>((resolve) => {
        const socket = net.connect(nextPort, '127.0.0.1', () =>
          socket.write(`POST /api/x HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n${payload}`, () =>
            setTimeout(() => socket.destroy(), 50),
          ),
        );
        socket.on('error', () => {});
        socket.on('close', () => resolve());
      });
      await done;
      // Node destroys the request on the socket's close; an error would surface on a later tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(errors).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await new Promise((resolve) => nextLike.close(resolve));
    }
  });
});
