import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirectPath('/settings')).toBe('/settings');
    expect(safeRedirectPath('/docs?tab=api#keys')).toBe('/docs?tab=api#keys');
  });

  it('falls back for missing values', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath('')).toBe('/');
  });

  it('refuses anything that could leave the site', () => {
    expect(safeRedirectPath('https://evil.example/')).toBe('/');
    expect(safeRedirectPath('//evil.example/')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath('javascript:alert(1)')).toBe('/');
  });

  it('refuses targets the browser would resolve off the site after dropping tabs and newlines', () => {
    // The probe's repros (`?next=/%09/127.0.0.1:3999/pwned` and its kin) each led off the site.
    for (const next of [
      '/\t/127.0.0.1:3999/pwned',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\t\\evil.example',
    ]) {
      expect(safeRedirectPath(next)).toBe('/');
    }
    expect(safeRedirectPath('\\\\evil.example')).toBe('/');
    expect(safeRedirectPath('http://localhost:3000/x', '/', 'http://localhost:3100')).toBe('/');
  });

  it('keeps a path on the real origin and returns it resolved', () => {
    expect(safeRedirectPath('/a/../settings', '/', 'http://localhost:3100')).toBe('/settings');
    expect(safeRedirectPath('http://localhost:3100/mail?x=1', '/', 'http://localhost:3100')).toBe(
      '/mail?x=1',
    );
  });
});
