import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyEndpoint } from '@/lib/platform/public-api/define-endpoint';

/** Tests only: where the route module of a catalog path lives, and the modules themselves. */

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** `/api/public/v1/country/[code]` → `<repo>/app/api/public/v1/country/[code]/route.ts`. */
export function routeFileFor(apiPath: string): string {
  return path.join(REPO_ROOT, 'app', ...apiPath.split('/').filter(Boolean), 'route.ts');
}

/** Every route.ts under `app/<prefix>`, as the API path it serves; none when the folder is absent. */
export function routePathsUnder(prefix: string): string[] {
  const root = path.join(REPO_ROOT, 'app', ...prefix.split('/').filter(Boolean));
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => `${prefix}/${path.dirname(file).split(path.sep).join('/')}`.replace(/\/\.$/, ''));
}

/** As Next calls it: `params` is a promise for dynamic routes and absent for static ones. */
type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string>> | undefined },
) => Promise<Response>;

export async function importRoute(apiPath: string): Promise<Record<string, RouteHandler | undefined>> {
  return (await import(pathToFileURL(routeFileFor(apiPath)).href)) as Record<
    string,
    RouteHandler | undefined
  >;
}

export interface CallOptions {
  apiKey?: string | null;
  query?: Record<string, string>;
  params?: Record<string, string>;
  /** Sent as JSON; a string is sent verbatim (for malformed-JSON tests). */
  body?: unknown;
  origin?: string;
  /** Extra request headers (Idempotency-Key). */
  headers?: Record<string, string>;
}

/** Calls an endpoint's real route handler the way Next would. */
export async function callEndpoint(endpoint: AnyEndpoint, options: CallOptions = {}): Promise<Response> {
  const handler = (await importRoute(endpoint.path))[endpoint.method];
  if (!handler) throw new Error(`${routeFileFor(endpoint.path)} exports no ${endpoint.method}`);
  const params = options.params ?? {};
  // The handler reads params from the context; the URL only needs to be valid (no lone surrogates).
  const urlPath = endpoint.path.replace(/\[([^\]]+)\]/g, (_, name: string) =>
    encodeURIComponent((params[name] ?? '').replace(/[\ud800-\udfff]/g, '\ufffd')),
  );
  const url = new URL(urlPath, options.origin ?? 'http://localhost:3000');
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const headers = new Headers(options.headers);
  if (options.apiKey) headers.set('X-API-Key', options.apiKey);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers.set('content-type', 'application/json');
  }
  const isDynamic = endpoint.path.includes('[');
  return handler(new Request(url, { method: endpoint.method, headers, body }), {
    params: isDynamic ? Promise.resolve(params) : undefined,
  });
}
