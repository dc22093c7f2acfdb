import { AppError } from '../errors';

const MAX_JSON_BODY_BYTES = 64 * 1024;

/** Reads a JSON body; malformed or oversized JSON is a 400/413 in the caller's envelope. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_JSON_BODY_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
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

/** The caller's address as reported by the proxy in front of us (Next sets x-forwarded-for). */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim();
  return first || request.headers.get('x-real-ip') || 'unknown';
}

export function newRequestId(request: Request): string {
  const incoming = request.headers.get('x-request-id');
  return incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
}

/** Route context as Next 16 passes it: params arrive as a promise. */
export interface RouteContext {
  params: Promise<Record<string, string | string[] | undefined>>;
}
