'use client';

import { useState } from 'react';
import { Card } from '@/components/ui/Card';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { SkeletonText } from '@/components/ui/Skeleton';
import {
  setNotificationPreference,
  useNotificationPreferences,
} from '@/lib/systems/game/browser/desk-messages';
import { AlertPreferences } from './AlertPreferences';

const errorText = (caught: unknown) => (caught instanceof Error ? caught.message : 'Something went wrong.');

/** /notifications/preferences: which kinds to record, and the digest and alert settings. */
export function NotificationPreferencesPanel() {
  return (
    <>
      <Preferences />
      <AlertPreferences />
    </>
  );
}

function Preferences() {
  const { data, error } = useNotificationPreferences(true);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function toggle(kind: string, enabled: boolean) {
    setBusy(kind);
    setFailure(null);
    try {
      await setNotificationPreference(kind, enabled);
    } catch (caught) {
      setFailure(errorText(caught));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card title="What to tell you">
      <p className="mt-0 text-muted">
        Switched-off kinds are not recorded at all; switch one back on for new events.
      </p>
      <ErrorAlert message={failure} />
      {error && <ErrorAlert message={`Preferences could not be loaded: ${error.message}`} />}
      {!data && !error && <SkeletonText label="Loading preferences…" />}
      {data && (
        <ul className="m-0 list-none p-0">
          {data.preferences.map((preference) => (
            <li key={preference.kind} className="border-b border-border py-2 last:border-b-0">
              <label className="flex min-h-touch cursor-pointer items-start gap-3 md:min-h-10">
                <input
                  type="checkbox"
                  className="mt-1 size-5 shrink-0"
                  checked={preference.enabled}
                  disabled={busy === preference.kind}
                  onChange={(event) => void toggle(preference.kind, event.target.checked)}
                />
                <span>
                  <span className="block font-semibold">{preference.label}</span>
                  <span className="block text-sm text-muted">{preference.description}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
