'use client';

import { deferredPart } from '@/components/ui/deferred-part';
import { useCallback } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { refreshClientStatus } from '@/lib/systems/game/browser/session';
import { useAdminOverview, useHealth } from './admin-api';
import { ClockPanel } from './ClockPanel';
import { HealthPanel } from './HealthPanel';

// The panels below the fold load just after the page's own code (docs/ui.md, "First-load JavaScript"):
// the server renders them into the first HTML with their data, the browser hydrates them when they land.
const WorldPanel = deferredPart(() => import('./WorldPanel').then((m) => m.WorldPanel));
const RecentTurnsTable = deferredPart(() => import('./RecentTurnsTable').then((m) => m.RecentTurnsTable));
const AdminUsersPanel = deferredPart(() => import('./AdminUsersPanel').then((m) => m.AdminUsersPanel));
const AdminModerationPanel = deferredPart(() =>
  import('./AdminModerationPanel').then((m) => m.AdminModerationPanel),
);

/** The dashboard proper; rendered only once client-nav has confirmed an administrator. */
export function AdminDashboard() {
  const overview = useAdminOverview();
  const health = useHealth();
  const { mutate: mutateOverview } = overview;
  const { mutate: mutateHealth } = health;

  const refreshAll = useCallback(async () => {
    await Promise.all([mutateOverview(), mutateHealth(), refreshClientStatus()]);
  }, [mutateOverview, mutateHealth]);
  const recheckClock = useCallback(() => void mutateOverview(), [mutateOverview]);

  const data = overview.data;
  const loadFailed = !data && overview.error !== undefined;
  return (
    <>
      <p className="muted">Updates every 15 seconds.</p>
      {overview.error && (
        <div className="mb-4">
          <ErrorAlert
            message={
              data
                ? `Could not refresh the overview: ${errorMessage(overview.error)} Showing the last figures.`
                : errorMessage(overview.error, 'Could not load the overview.')
            }
          />
        </div>
      )}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,22rem),1fr))] gap-x-6">
        <HealthPanel report={health.data} error={health.error} />
        <ClockPanel
          game={data?.game}
          loadFailed={loadFailed}
          onChanged={refreshAll}
          onTurnDue={recheckClock}
        />
      </div>
      <WorldPanel counts={data?.counts} game={data?.game} loadFailed={loadFailed} onChanged={refreshAll} />
      <section className="card" aria-labelledby="admin-turns-heading">
        <h2 id="admin-turns-heading">Turn timings</h2>
        {data ? (
          <RecentTurnsTable turns={data.recentTurns} />
        ) : (
          <p className="muted">{loadFailed ? 'Turn timings unavailable.' : 'Loading turns…'}</p>
        )}
      </section>
      <AdminUsersPanel />
      <AdminModerationPanel kind="news" />
      <AdminModerationPanel kind="mail" />
    </>
  );
}
