import { describe, expect, it } from 'vitest';
import { assertSameOrigin } from './same-origin';

function write(headers: Record<string, string>, url = 'http://localhost:3000/api/settings/theme'): Request {
  return new Request(url, { method: 'PATCH', headers: { host: 'localhost:3000', ...headers } });
}

const refused = (request: Request) => expect(() => assertSameOrigin(request)).toThrow(/Cross-site/);

describe('assertSameOrigin', () => {
  it('accepts our own origin, with or without the default port spelled out', () => {
    expect(() => assertSameOrigin(write({ origin: 'http://localhost:3000' }))).not.toThrow();
    const https = { host: 'play.example', 'x-forwarded-proto': 'https' };
    expect(() => assertSameOrigin(write({ ...https, origin: 'https://play.example' }))).not.toThrow();
    expect(() => assertSameOrigin(write({ ...https, origin: 'https://play.example:443' }))).not.toThrow();
  });

  it('refuses the same host under another scheme or port', () => {
    refused(write({ origin: 'https://localhost:3000' }));
    refused(write({ origin: 'http://localhost:3001' }));
    refused(write({ origin: 'http://localhost' }));
    refused(write({ host: 'play.example', 'x-forwarded-proto': 'https', origin: 'http://play.example' }));
  });

  it('refuses other hosts, opaque and malformed origins', () => {
    refused(write({ origin: 'http://evil.example:3000' }));
    refused(write({ origin: 'null' }));
    refused(write({ origin: 'not a url' }));
  });

  it('refuses Sec-Fetch-Site: cross-site even without an Origin', () => {
    refused(write({ 'sec-fetch-site': 'cross-site' }));
    expect(() => assertSameOrigin(write({ 'sec-fetch-site': 'same-origin' }))).not.toThrow();
  });

  it('lets a write without Origin through (the desktop client sends none), and never checks reads', () => {
    expect(() => assertSameOrigin(write({}))).not.toThrow();
    const read = new Request('http://localhost:3000/api/client-nav', {
      headers: { origin: 'https://evil.example' },
    });
    expect(() => assertSameOrigin(read)).not.toThrow();
  });
});
