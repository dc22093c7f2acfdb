import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SWRConfig } from 'swr';
import { SettingsView } from '@/components/core/settings/SettingsView';
import { listUserSessions } from '@/lib/platform/auth/account';
import { listApiKeys } from '@/lib/platform/auth/api-keys';
import { sessionIdOf } from '@/lib/platform/auth/sessions';
import { getDb } from '@/lib/platform/db';
import { getAlertPreferences } from '@/lib/systems/core/alerts/alert-preferences';
import { getPlayerProfile } from '@/lib/systems/core/characters/update-profile';
import { pageSessionToken, pageUser } from '../page-user';

export const metadata: Metadata = { title: 'Settings' };
export const dynamic = 'force-dynamic';

export default async function SettingsPage() {
  const user = await pageUser();
  if (!user) redirect('/login?next=/settings');
  // Each section's read, as its endpoint answers it (keyed by the same address), so every section is in
  // the first HTML and its hook polls from there. The profile belongs to a character and may be missing.
  const db = getDb();
  const [profile, keys, alerts, sessions] = await Promise.all([
    getPlayerProfile(db, { userId: user.id }).catch(() => undefined),
    listApiKeys(db, user.id),
    getAlertPreferences(db, { userId: user.id }).catch(() => undefined),
    listUserSessions(db, { userId: user.id, sessionId: await sessionIdOf(await pageSessionToken()) }),
  ]);
  const fallback: Record<string, unknown> = {
    // As JSON carries them: the timestamps as ISO strings.
    '/api/settings/api-keys': { keys: JSON.parse(JSON.stringify(keys)) as unknown },
    '/api/settings/account/sessions': sessions,
  };
  if (profile) fallback['/api/settings/profile'] = profile;
  if (alerts) fallback['/api/notifications/alerts'] = alerts;
  return (
    <>
      <h1>Settings</h1>
      <SWRConfig value={{ fallback }}>
        <SettingsView />
      </SWRConfig>
    </>
  );
}
