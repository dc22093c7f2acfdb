import { THEMES as THEME_PREFERENCES, type Theme as ThemePreference } from '@/lib/platform/theme';
import { THEME_STORAGE_KEY } from './theme-init';

export { THEME_INIT_SCRIPT, THEME_STORAGE_KEY } from './theme-init';

/** What <html data-theme> carries: a palette of app/globals.css. */
export type ResolvedTheme = Exclude<ThemePreference, 'system'>;

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

/** 'system' follows the browser's prefers-color-scheme; every other preference is its own palette. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** Browser only: sets the resolved theme on <html> and remembers the preference for the next first paint. */
export function applyThemePreference(preference: ThemePreference): void {
  const systemPrefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  const root = document.documentElement;
  root.dataset.theme = resolveTheme(preference, systemPrefersDark);
  root.dataset.themePreference = preference;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage can be blocked (private mode, policies); the theme still applies for this page.
  }
}
