import { describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES, readJsonBody } from './request';

/** A body streamed in 16 kB chunks, counting how many bytes the reader actually pulled. */
function streamedRequest(totalBytes: number) {
  const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const request = new Request('http://localhost/api/x', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('readJsonBody', () => {
  it('answers 400, not a 500, when the client hangs up while its body is read', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.error(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
      },
    });
    const request = new Request('http://localhost/', { method: 'POST', body, duplex: 'half' } as RequestInit);
    await expect(readJsonBody(request)).rejects.toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400 });
  });

  it('parses JSON and treats an empty body as {}', async () => {
    expect(await readJsonBody(new Request('http://localhost/', { method: 'POST', body: '{"a":1}' }))).toEqual(
      {
        a: 1,
      },
    );
    expect(await readJsonBody(new Request('http://localhost/', { method: 'POST' }))).toEqual({});
  });

  it('stops reading a streamed body at the 64 kB cap and answers 413', async () => {
    const { request, pulled } = streamedRequest(10 * 1024 * 1024);
    await expect(readJsonBody(request)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 });
    expect(pulled()).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES + 2 * 16 * 1024);
  });

  it('refuses a declared Content-Length over the cap without reading', async () => {
    const { request, pulled } = streamedRequest(10 * 1024 * 1024);
    const declared = new Request(request, { headers: { 'content-length': String(10 * 1024 * 1024) } });
    await expect(readJsonBody(declared)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    // The stream fills its small internal queue on its own; nothing beyond that is read.
    expect(pulled()).toBeLessThanOrEqual(2 * 16 * 1024);
  });

  it('counts bytes, not characters: 40k three-byte characters are over the cap', async () => {
    const body = JSON.stringify({ bio: '€'.repeat(40_000) });
    const request = new Request('http://localhost/', { method: 'POST', body });
    await expect(readJsonBody(request)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('accepts a body just under the cap', async () => {
    const body = JSON.stringify({ pad: 'x'.repeat(MAX_JSON_BODY_BYTES - 20) });
    expect(await readJsonBody(new Request('http://localhost/', { method: 'POST', body }))).toHaveProperty(
      'pad',
    );
  });
});
