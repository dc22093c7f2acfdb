import { THEMES as THEME_PREFERENCES, type Theme as ThemePreference } from '@/lib/platform/theme';

/** What <html data-theme> carries: a palette of app/globals.css. */
export type ResolvedTheme = Exclude<ThemePreference, 'system'>;

/** localStorage key remembering the last preference, so the first paint uses it before client-nav answers. */
export const THEME_STORAGE_KEY = 'statecraft-theme';

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

/** 'system' follows the browser's prefers-color-scheme; every other preference is its own palette. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/**
 * Runs inline in <head> before the page paints. It must stay self-contained ES5-ish code:
 * it is injected as text, so it cannot call the functions above.
 */
export const THEME_INIT_SCRIPT = `(function(){try{var p=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(${JSON.stringify(THEME_PREFERENCES)}.indexOf(p)<0)p='system';var t=p!=='system'?p:window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';var r=document.documentElement;r.dataset.theme=t;r.dataset.themePreference=p;}catch(e){}})();`;

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
