'use client';

import { useRef, useState, type ChangeEvent } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { errorMessage } from '@/components/ui/error-message';
import { saveTheme } from '@/lib/client/api';
import { refreshClientNav, setCachedTheme } from '@/lib/client/hooks';
import { isThemePreference } from '@/lib/client/theme';
import type { ThemePreference } from '@/lib/client/types';

const OPTIONS: { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

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
    // SPEC.md: re-fetch client-nav after a theme change.
    await refreshClientNav();
  }

  return (
    <section className="card" aria-labelledby="appearance-heading">
      <h2 id="appearance-heading">Appearance</h2>
      <div className="field">
        <label htmlFor="theme-select">Theme</label>
        <select
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
        </select>
        <p id="theme-hint" className="hint">
          System follows your device&apos;s light or dark setting.
        </p>
      </div>
      <ErrorAlert message={error} />
      <StatusMessage message={saved} />
    </section>
  );
}
