'use client';

import { useEffect } from 'react';
import { useClientNav } from '@/lib/systems/game/browser/session';
import { applyThemePreference, isThemePreference } from '@/lib/platform/browser/theme';

/** Keeps <html data-theme> in step with the theme client-nav reports, and with the OS for "system". */
export function ThemeSync() {
  const { data: nav } = useClientNav();
  const reported = nav?.theme;
  const preference = isThemePreference(reported) ? reported : undefined;

  useEffect(() => {
    if (!preference) return;
    applyThemePreference(preference);
    if (preference !== 'system') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyThemePreference('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [preference]);

  return null;
}
