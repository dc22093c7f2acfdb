'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { useClientNav } from '@/lib/systems/game/browser/session';
import { AlertPreferences } from '@/components/core/notifications/AlertPreferences';
import { AccountSection } from './AccountSection';
import { ApiKeysSection } from './ApiKeysSection';
import { ProfileSection } from './ProfileSection';
import { ThemeSection } from './ThemeSection';
import { DeleteAccountSection } from './DeleteAccountSection';

export function SettingsView() {
  const router = useRouter();
  const { data: nav, error } = useClientNav();
  const loggedOut = nav !== undefined && nav.user === null;

  useEffect(() => {
    if (loggedOut) router.replace('/login?next=/settings');
  }, [loggedOut, router]);

  if (!nav) {
    return error ? (
      <ErrorAlert message={errorMessage(error, 'Could not load your settings.')} />
    ) : (
      <p className="muted">Loading your settings…</p>
    );
  }
  if (loggedOut) return <p className="muted">You are not logged in. Taking you to the login page…</p>;

  return (
    <>
      <ThemeSection theme={nav.theme} />
      {nav.hasCharacter && <ProfileSection missingDemographics={nav.missingDemographics} />}
      <AlertPreferences />
      <ApiKeysSection />
      <AccountSection />
      <DeleteAccountSection />
    </>
  );
}
