import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_RATE_LIMIT_MULTIPLIER } from '../support/limits';

// Security findings of the live probe (issue 5, section 4), checked against the real `npm start` server.

const baseURL = () => test.info().project.use.baseURL!;

/** Logs in through the API and returns the session cookie as a Cookie header. */
async function loginCookie(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return login
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0])
    .join('; ');
}

// A real-looking value per dynamic segment; a wrong one is a 404, which is fine: no route may answer 5xx.
const SEGMENT_VALUES: Record<string, string> = { code: 'US', slug: 'us-dem', currency: 'USD', key: 'x' };

/** Every route handler and page of app/, as an address with its dynamic segments filled in. */
function everyAddress(): string[] {
  const app = path.resolve('app');
  return readdirSync(app, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /(^|\/)(page\.tsx|route\.ts)$/.test(file))
    .map((file) => {
      const segments = path.posix
        .dirname(file)
        .split('/')
        .filter((segment) => segment !== '.' && !/^\(.*\)$/.test(segment))
        .map((segment) => {
          const name = /^\[(?:\.\.\.)?(\w+)\]$/.exec(segment)?.[1];
          return name ? (SEGMENT_VALUES[name] ?? '1') : segment;
        });
      return `/${segments.join('/')}`;
    });
}

/** A raw request, for methods the Fetch API refuses to send (TRACE) and targets it cannot name (`*`). */
function rawRequest(
  method: string,
  path: string,
  headers: http.OutgoingHttpHeaders = {},
  { body: payload, localAddress }: { body?: string; localAddress?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const base = new URL(baseURL());
  return new Promise((resolve, reject) => {
    // A chosen loopback source needs an IPv4 destination (localhost may resolve to ::1).
    const hostname = localAddress ? '127.0.0.1' : base.hostname;
    const target = { hostname, port: base.port, path, method, headers, localAddress };
    const request = http.request(target, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

test.describe('security headers', () => {
  test('API responses forbid framing and sniffing and carry a deny-all CSP', async ({ request }) => {
    const headers = (await request.get('/api/health')).headers();
    expect(headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  test('pages get a fresh script nonce each time and no unsafe-inline', async ({ request }) => {
    const first = (await request.get('/')).headers();
    const second = (await request.get('/')).headers();
    const csp = first['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(second['content-security-policy']).not.toBe(csp);
    expect(first['x-frame-options']).toBe('DENY');
    expect(first['x-content-type-options']).toBe('nosniff');
    expect(first['strict-transport-security']).toBeUndefined();
  });

  test('every script a page ships carries that response’s nonce, and no inline style is used', async ({
    request,
  }) => {
    // The browser-side check is e2e/ui/csp.spec.ts; this one needs no browser.
    const country = await (await request.get('/countries/US/politics')).text();
    const partyPath = /href="(\/countries\/US\/parties\/[^"]+)"/.exec(country)![1]!;
    for (const path of [
      '/',
      '/countries',
      '/countries/US',
      partyPath,
      '/characters?name=alice',
      '/docs',
      '/login',
      '/register',
      '/nope',
    ]) {
      const response = await request.get(path);
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy']!)![1]!;
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
      expect(html, path).not.toMatch(/<[^>]+\sstyle="/);
    }
  });

  test('a client claiming https is not believed without a trusted proxy', async ({ request }) => {
    // TRUSTED_PROXY_HOPS is 1 here: X-Forwarded-Proto came from the client and is dropped, so no HSTS.
    // HSTS itself and the forwarded host are unit-tested (security-headers, incoming-request).
    const health = await request.get('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(health.headers()['strict-transport-security']).toBeUndefined();
  });
});

test('the docs and the share image name the host the reader reached, not the bound address', async () => {
  // next start binds to localhost:<port>; a shared link's image must point where the reader came from.
  const html = await new Promise<string>((resolve, reject) => {
    const url = new URL('/docs', baseURL());
    const request = http.get(url, { headers: { Host: 'statecraft.example:8443' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
  });
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/statecraft\.example:8443\//);
  expect(html).toContain('http://statecraft.example:8443/api/public/v1/');
  expect(html).not.toMatch(/content="http:\/\/localhost:\d+\//);
});

test.describe('front gate', () => {
  test('a malformed percent-escape is a 400 on API paths and the not-found page on pages', async () => {
    const api = await rawRequest('GET', '/api/public/v1/character/%zz');
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const page = await rawRequest('GET', '/characters/%E0%A4%A');
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  test('static files answer 405 with Allow to other methods, and carry the security headers', async ({
    request,
  }) => {
    const html = await (await request.get('/login')).text();
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+)"/.exec(html)![1]!;
    for (const method of ['POST', 'DELETE', 'PROPFIND']) {
      const answer = await rawRequest(method, script);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    }
    const file = await request.get(script);
    expect(file.status()).toBe(200);
    expect(file.headers()['x-frame-options']).toBe('DENY');
  });

  test('an asterisk request target is a 400 with the security headers, not a 500', async () => {
    for (const method of ['OPTIONS', 'GET']) {
      const answer = await rawRequest(method, '*');
      expect(answer.status, method).toBe(400);
      expect(answer.headers['x-content-type-options'], method).toBe('nosniff');
    }
  });

  test('near misses of the static prefixes get the page security headers and the method check', async () => {
    // The probe's repros, then every static prefix with a dot in place of each of its characters.
    const nearMisses = new Set(['/favicon.icox', '/faviconXico/x', '/_next/staticfoo', '/_next/static']);
    for (const prefix of ['/_next/static/', '/_next/image', '/favicon.ico']) {
      for (let i = 1; i < prefix.length; i++) {
        if (prefix[i] === '.') continue;
        nearMisses.add(`${prefix.slice(0, i)}.${prefix.slice(i + 1)}${prefix.endsWith('/') ? 'x.js' : ''}`);
      }
    }
    for (const path of nearMisses) {
      const page = await rawRequest('GET', path);
      expect(page.status, path).toBe(404);
      expect(page.headers['content-security-policy'], path).toMatch(/nonce-/);
      expect(page.headers['x-frame-options'], path).toBe('DENY');
      expect((await rawRequest('TRACE', path)).status, path).toBe(405);
    }
  });

  test('HEAD on every route and page answers without a 5xx, with the security headers', async ({
    request,
  }) => {
    const cookie = await loginCookie(request, 'carol', 'statecraft-carol');
    for (const address of everyAddress()) {
      // Pages render the same with or without a session; routes are tried as a guest and as a player.
      const asPlayer = { cookie, accept: 'text/event-stream' };
      for (const headers of address.startsWith('/api/') ? [{}, asPlayer] : [{}]) {
        const answer = await rawRequest('HEAD', address, headers);
        expect(answer.status, address).toBeLessThan(500);
        expect(answer.headers['x-content-type-options'], address).toBe('nosniff');
        expect(answer.body, address).toBe('');
      }
    }
  });

  test('a HEAD on the live stream takes no slot: ten leave the account its streams', async ({ request }) => {
    const cookie = await loginCookie(request, 'carol', 'statecraft-carol');
    const stream = { accept: 'text/event-stream', cookie };
    for (let i = 0; i < 10; i++) expect((await rawRequest('HEAD', '/api/events', stream)).status).toBe(200);
    const opened = await new Promise<number>((resolve, reject) => {
      const base = new URL(baseURL());
      const get = http.request(
        { hostname: base.hostname, port: base.port, path: '/api/events', headers: stream },
        (response) => {
          resolve(response.statusCode!);
          response.destroy();
        },
      );
      get.on('error', reject);
      get.end();
    });
    expect(opened).toBe(200);
  });

  test('the login page never shows the admin password', async ({ request }) => {
    const html = await (await request.get('/login')).text();
    expect(html).toContain('statecraft-alice');
    expect(html).not.toContain('statecraft-admin');
  });

  test('a body announced over 64 kB is refused with 413 at once, before it is sent', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(new URL('/api/public/v1/game', baseURL()), {
        method: 'POST',
        headers: { 'Content-Length': '1000000', 'Content-Type': 'application/json' },
      });
      request.on('response', (response) => resolve(response.statusCode!));
      request.on('error', reject);
      request.write('x'); // and nothing more: the answer must not wait for the rest
    });
    expect(status).toBe(413);
  });
});

test.describe('methods', () => {
  test('TRACE on an API route is 405 with the route’s Allow list, not a 500', async () => {
    const trace = await rawRequest('TRACE', '/api/health');
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(JSON.parse(trace.body)).toEqual({ error: expect.any(String), code: 'METHOD_NOT_ALLOWED' });
    const v1 = await rawRequest('TRACE', '/api/public/v1/game');
    expect(v1.status).toBe(405);
    expect(JSON.parse(v1.body)).toMatchObject({ ok: false, code: 'METHOD_NOT_ALLOWED' });
  });

  test('TRACE on a page is 405 too', async () => {
    const trace = await rawRequest('TRACE', '/');
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD');
  });

  test('a known method the route lacks is 405 with Allow', async ({ request }) => {
    const response = await request.delete('/api/settings/theme');
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe('OPTIONS, PATCH');
    expect(await response.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });
});

test('a forged X-Forwarded-For never changes the rate-limit bucket', async () => {
  // Registration is limited to 10 per hour per address, times the launcher's RATE_LIMIT_MULTIPLIER
  // (playwright.config.ts). The requests come from a loopback address of their own, 127.0.0.2, so that
  // using up its bucket leaves the other specs' registrations from 127.0.0.1 alone.
  const limit = 10 * E2E_RATE_LIMIT_MULTIPLIER;
  const statuses: number[] = [];
  for (let i = 0; i < limit + 2; i += 1) {
    const response = await rawRequest(
      'POST',
      '/api/auth/register',
      { 'content-type': 'application/json', 'X-Forwarded-For': `198.51.100.${i % 250}` },
      { body: JSON.stringify({ email: 'not-an-email' }), localAddress: '127.0.0.2' },
    );
    statuses.push(response.status);
  }
  expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(400));
  expect(statuses.slice(limit)).toEqual([429, 429]);
});
