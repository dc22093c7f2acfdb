'use client';

import { deferredPart } from '@/components/ui/deferred-part';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { useClientNav } from '@/lib/systems/game/browser/session';
import { AlertPreferences } from '@/components/core/notifications/AlertPreferences';
import { ProfileSection } from './ProfileSection';
import { ThemeSection } from './ThemeSection';

// The sections below the fold load just after the page's own code (docs/ui.md, "First-load JavaScript"):
// the server renders them into the first HTML with their data, the browser hydrates them when they land.
const ApiKeysSection = deferredPart(() => import('./ApiKeysSection').then((m) => m.ApiKeysSection));
const AccountSection = deferredPart(() => import('./AccountSection').then((m) => m.AccountSection));
const DeleteAccountSection = deferredPart(() =>
  import('./DeleteAccountSection').then((m) => m.DeleteAccountSection),
);

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
