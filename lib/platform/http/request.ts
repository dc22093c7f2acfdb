import { env } from '@/lib/platform/env';
import { AppError } from '@/lib/platform/errors';
import { MAX_JSON_BODY_BYTES } from './body-limit';
import { clientAddress } from './incoming-request';

export { MAX_JSON_BODY_BYTES };

/**
 * The body's bytes, refusing with 413 as soon as they pass `limit`: a declared Content-Length over the
 * limit is refused unread, and a streamed body is cancelled at the limit, so a client cannot make us buffer
 * more than that.
 */
async function readCapped(request: Request, limit: number): Promise<Uint8Array> {
  if (Number(request.headers.get('content-length')) > limit) throw new AppError('PAYLOAD_TOO_LARGE');
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // A request body fails only when the client goes away mid-way (`aborted`, or `Premature close`
      // once the front gate has kept the hang-up from erroring): nobody waits for the answer.
      throw new AppError('BAD_REQUEST', 'The request was aborted before its body was read.');
    });
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AppError('PAYLOAD_TOO_LARGE');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads a JSON body; malformed or oversized JSON is a 400/413 in the caller's envelope. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = new TextDecoder().decode(await readCapped(request, MAX_JSON_BODY_BYTES));
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
}

/** Query string as a plain object; a repeated key keeps its last value. */
export function queryObject(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** The caller's address, never a value the client chose (see clientAddress). */
export function clientIp(request: Request): string {
  return clientAddress(request.headers.get('x-forwarded-for'), env().TRUSTED_PROXY_HOPS);
}

export function newRequestId(request: Request): string {
  const incoming = request.headers.get('x-request-id');
  return incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
}

/** Route context as Next 16 passes it: params arrive as a promise. */
export interface RouteContext {
  params: Promise<Record<string, string | string[] | undefined>>;
}
