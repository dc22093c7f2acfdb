/**
 * Themes a user can pick: the original game's ids (its desktop client sends them unchanged) plus
 * 'system', which follows the browser's prefers-color-scheme. Each has a palette in app/globals.css.
 */
export const THEMES = [
  'system',
  'default',
  'light',
  'dark',
  'oled',
  'usa',
  'pastel',
  'dark-pastel',
  'solarized',
] as const;
export type Theme = (typeof THEMES)[number];

export function isTheme(value: string): value is Theme {
  return (THEMES as readonly string[]).includes(value);
}
