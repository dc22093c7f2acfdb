import { SWRConfig } from 'swr';
import { pageUser } from './page-user';
import { getDb } from '@/lib/platform/db';
import { getClientStatus } from '@/lib/systems/game/characters/get-client-status';
import { CLIENT_NAV_KEY, CLIENT_STATUS_KEY } from '@/lib/systems/game/browser/keys';
import { getClientNav } from '@/lib/systems/game/navigation/get-client-nav';

/** The session's navigation and status, read on the server with the same functions as their endpoints. */
async function sessionFallback(): Promise<Record<string, unknown>> {
  try {
    const user = await pageUser();
    const db = getDb();
    const [nav, status] = await Promise.all([
      getClientNav(db, user),
      user ? getClientStatus(db, { userId: user.id }) : undefined,
    ]);
    return { [CLIENT_NAV_KEY]: nav, ...(status ? { [CLIENT_STATUS_KEY]: status } : {}) };
  } catch {
    return {}; // the views fetch them in the browser, as before
  }
}

/**
 * Seeds SWR with the session's client-nav and client-status (docs/ui.md, "Data in the first HTML"), so the
 * header, the status bar and every view that waits on the session render signed in (or as a guest) in the
 * first HTML; the hooks then poll and follow the live stream as before.
 */
export async function SessionData({ children }: { children: React.ReactNode }) {
  return <SWRConfig value={{ fallback: await sessionFallback() }}>{children}</SWRConfig>;
}
