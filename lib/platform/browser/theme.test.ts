import { describe, expect, it } from 'vitest';
import { isThemePreference, resolveTheme, THEME_INIT_SCRIPT } from './theme';

describe('resolveTheme', () => {
  it('uses an explicit choice as is', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('oled', false)).toBe('oled');
    expect(resolveTheme('dark-pastel', false)).toBe('dark-pastel');
  });

  it('follows the system preference for "system"', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });
});

describe('isThemePreference', () => {
  it("accepts the original game's theme ids and system", () => {
    for (const theme of [
      'default',
      'light',
      'dark',
      'oled',
      'usa',
      'pastel',
      'dark-pastel',
      'solarized',
      'system',
    ]) {
      expect(isThemePreference(theme)).toBe(true);
    }
    expect(isThemePreference('blue')).toBe(false);
    expect(isThemePreference(null)).toBe(false);
  });
});

describe('THEME_INIT_SCRIPT', () => {
  function runWith(stored: string | null, prefersDark = false) {
    const dataset: Record<string, string> = {};
    const context = {
      localStorage: { getItem: () => stored },
      window: { matchMedia: () => ({ matches: prefersDark }) },
      document: { documentElement: { dataset } },
    };
    new Function('localStorage', 'window', 'document', THEME_INIT_SCRIPT)(
      context.localStorage,
      context.window,
      context.document,
    );
    return dataset;
  }

  it('applies a stored palette before paint, and resolves system or garbage from the OS', () => {
    expect(runWith('solarized')).toEqual({ theme: 'solarized', themePreference: 'solarized' });
    expect(runWith('system', true)).toEqual({ theme: 'dark', themePreference: 'system' });
    expect(runWith('<script>', false)).toEqual({ theme: 'light', themePreference: 'system' });
  });
});
