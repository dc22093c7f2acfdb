// Apart from theme.ts so that the error boundary every page loads (app/global-error.tsx) carries the
// script's text alone, not the theme helpers.
import { THEMES as THEME_PREFERENCES } from '@/lib/platform/theme';

/** localStorage key remembering the last preference, so the first paint uses it before client-nav answers. */
export const THEME_STORAGE_KEY = 'statecraft-theme';

/**
 * Runs inline in <head> before the page paints. It must stay self-contained ES5-ish code:
 * it is injected as text, so it cannot call the helpers of theme.ts.
 */
export const THEME_INIT_SCRIPT = `(function(){try{var p=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(${JSON.stringify(THEME_PREFERENCES)}.indexOf(p)<0)p='system';var t=p!=='system'?p:window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';var r=document.documentElement;r.dataset.theme=t;r.dataset.themePreference=p;}catch(e){}})();`;
