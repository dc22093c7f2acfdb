import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';

// Next's own compiler of `matcher` entries, so the test sees the regular expression Next will use.
const { getMiddlewareMatchers } = createRequire(import.meta.url)(
  'next/dist/build/analysis/get-page-static-info.js',
) as { getMiddlewareMatchers(matcher: string[], nextConfig: object): { regexp: string }[] };

const matchers = getMiddlewareMatchers(config.matcher, { basePath: '' }).map(
  ({ regexp }) => new RegExp(regexp),
);
const proxied = (pathname: string) => matchers.some((matcher) => matcher.test(pathname));

describe('the proxy matcher', () => {
  it('skips only real static files', () => {
    for (const path of [
      '/_next/static/chunks/app.js',
      '/_next/static/css/a.css',
      '/_next/image',
      '/favicon.ico',
    ]) {
      expect(proxied(path), path).toBe(false);
    }
  });

  it('covers every other path, near misses of the static prefixes included', () => {
    // The probe's repros got a 404 page with no security headers.
    for (const path of [
      '/',
      '/login',
      '/api/public/v1/game',
      '/favicon.icox',
      '/faviconXico/x',
      '/_next/staticfoo',
      '/_next/static',
      '/_next/imagex',
      '/_next/image/x',
    ]) {
      expect(proxied(path), path).toBe(true);
    }
  });

  it('covers each static prefix with a dot in place of any one of its characters', () => {
    // An unescaped `.` in a prefix matcher once let these skip the proxy and its security headers.
    for (const prefix of ['/_next/static/', '/_next/image', '/favicon.ico']) {
      for (let i = 1; i < prefix.length; i++) {
        if (prefix[i] === '.') continue;
        const path = `${prefix.slice(0, i)}.${prefix.slice(i + 1)}${prefix.endsWith('/') ? 'x.js' : ''}`;
        expect(proxied(path), path).toBe(true);
      }
    }
  });
});
