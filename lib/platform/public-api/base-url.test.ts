import { describe, expect, it } from 'vitest';
import { publicBaseUrl } from './base-url';

const request = (headers: Record<string, string> = {}) =>
  new Request('http://localhost:3000/api/public/v1/meta', { headers });

describe('publicBaseUrl', () => {
  it('falls back to the request URL origin', () => {
    expect(publicBaseUrl(request())).toBe('http://localhost:3000');
  });

  it('uses the Host the client asked for', () => {
    expect(publicBaseUrl(request({ host: '127.0.0.1:3917' }))).toBe('http://127.0.0.1:3917');
  });

  it('prefers the proxy-forwarded host and protocol', () => {
    const headers = {
      host: 'internal:3000',
      'x-forwarded-host': 'play.example, proxy',
      'x-forwarded-proto': 'https',
    };
    expect(publicBaseUrl(request(headers))).toBe('https://play.example');
  });

  it('ignores a host that is not a plain host name', () => {
    expect(publicBaseUrl(request({ host: 'evil.example/path?x=' }))).toBe('http://localhost:3000');
    expect(publicBaseUrl(request({ 'x-forwarded-proto': 'javascript' }))).toBe('http://localhost:3000');
  });
});
