'use client';

import { useRef, useState, type ChangeEvent } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { errorMessage } from '@/components/ui/error-message';
import { saveTheme } from '@/lib/systems/game/browser/api';
import { refreshClientNav } from '@/lib/systems/game/browser/session';
import { setCachedTheme } from '@/lib/systems/game/browser/account-reads';
import { isThemePreference } from '@/lib/platform/browser/theme';
import { THEME_PREFERENCES, type ThemePreference } from '@/lib/systems/game/browser/types';
import { NativeSelect } from '@/components/ui/NativeSelect';

// Record over ThemePreference: a theme added on the server cannot be missing from the picker.
const LABELS: Record<ThemePreference, string> = {
  system: 'System (light or dark)',
  default: 'Default',
  light: 'Light',
  dark: 'Dark',
  oled: 'OLED (true black)',
  usa: 'USA',
  pastel: 'Pastel',
  'dark-pastel': 'Dark pastel',
  solarized: 'Solarized',
};
const OPTIONS = THEME_PREFERENCES.map((value) => ({ value, label: LABELS[value] }));

export function ThemeSection({ theme }: { theme: ThemePreference }) {
  // The select shows the choice while it is being saved; the page switches only once the server has it.
  const [pendingTheme, setPendingTheme] = useState<ThemePreference | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // Arrow keys on a select can fire several changes quickly; only the latest request may report back.
  const latestRequest = useRef(0);

  async function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isThemePreference(next)) return;
    const request = ++latestRequest.current;
    const isLatest = () => request === latestRequest.current;
    setPendingTheme(next);
    setError(null);
    setSaved(null);
    try {
      await saveTheme(next);
      if (isLatest()) {
        await setCachedTheme(next);
        setSaved('Theme saved.');
      }
    } catch (failure) {
      if (isLatest()) setError(errorMessage(failure, 'Could not save the theme.'));
    } finally {
      if (isLatest()) setPendingTheme(null);
    }
    // Re-fetch client-nav after a theme change (docs/api-contract.md).
    await refreshClientNav();
  }

  return (
    <section className="card" aria-labelledby="appearance-heading">
      <h2 id="appearance-heading">Appearance</h2>
      <div className="field">
        <label htmlFor="theme-select">Theme</label>
        <NativeSelect
          id="theme-select"
          value={pendingTheme ?? theme}
          onChange={handleChange}
          aria-describedby="theme-hint"
        >
          {OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <p id="theme-hint" className="hint">
          System follows your device&apos;s light or dark setting; the others always look the same.
        </p>
      </div>
      <ErrorAlert message={error} />
      <StatusMessage message={saved} />
    </section>
  );
}
