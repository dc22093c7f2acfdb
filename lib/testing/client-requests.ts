// Test helpers for calling client route handlers directly with real Request objects.
import { POST as login } from '@/app/api/auth/login/route';
import type { RouteContext } from '@/lib/platform/http/request';

export const TEST_ORIGIN = 'http://localhost:3000';
const HOST = new URL(TEST_ORIGIN).host;

type Handler = (request: Request, context: RouteContext) => Promise<Response>;

export interface ClientRequestOptions {
  method?: string;
  /** An object is sent as JSON; a string is sent verbatim (for malformed-JSON tests). */
  body?: unknown;
  cookie?: string;
  /** Defaults to our own origin for writes; pass null to omit the header. */
  origin?: string | null;
  ip?: string;
  headers?: Record<string, string>;
}

let ipCounter = 0;
/** A fresh client address, so per-IP buckets (login, register) do not leak between tests. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function clientRequest(path: string, options: ClientRequestOptions = {}): Request {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    host: HOST,
    'x-forwarded-for': options.ip ?? uniqueIp(),
    ...options.headers,
  };
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined && method !== 'GET' ? TEST_ORIGIN : options.origin;
  if (origin) headers.origin = origin;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  return new Request(new URL(path, TEST_ORIGIN), { method, headers, body });
}

export function routeContext(params: Record<string, string> = {}): RouteContext {
  return { params: Promise.resolve(params) };
}

export async function call(handler: Handler, path: string, options: ClientRequestOptions = {}) {
  const response = await handler(clientRequest(path, options), routeContext());
  return { response, status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The `name=value` pair of a response's Set-Cookie, ready for a Cookie header. */
export function cookieFrom(response: Response): string {
  const setCookie = response.headers.get('set-cookie');
  if (!setCookie) throw new Error('response has no Set-Cookie header');
  return setCookie.split(';')[0]!;
}

/** Logs in through the real login route and returns the session cookie. */
export async function loginAs(username: string, password = `statecraft-${username}`): Promise<string> {
  const response = await login(
    clientRequest('/api/auth/login', { method: 'POST', body: { email: username, password } }),
    routeContext(),
  );
  if (response.status !== 200) throw new Error(`login as ${username} failed: ${response.status}`);
  return cookieFrom(response);
}
