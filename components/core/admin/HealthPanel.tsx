import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { describeDatabase, describeHealth, describeWorker, healthLabel } from './admin-format';
import type { HealthReport } from './types';

export function HealthPanel({
  report,
  error,
}: {
  report: HealthReport | undefined;
  error: Error | undefined;
}) {
  return (
    <section className="card" aria-labelledby="admin-health-heading">
      <h2 id="admin-health-heading">Health</h2>
      {error && <ErrorAlert message={errorMessage(error, 'Could not check the server’s health.')} />}
      {report ? (
        <>
          <p
            className="mb-4 rounded-md border-l-4 border-accent bg-accent-soft px-3 py-2 text-text data-[status=degraded]:border-warning-border data-[status=degraded]:bg-warning-soft data-[status=down]:border-danger data-[status=down]:bg-danger-soft"
            data-status={report.status}
          >
            <strong>Overall: {healthLabel(report.status)}.</strong> {describeHealth(report)}
          </p>
          <dl className="facts">
            <div>
              <dt>Database</dt>
              <dd>{describeDatabase(report.database)}</dd>
            </div>
            <div>
              <dt>Turn worker</dt>
              <dd>{describeWorker(report.worker, report.database.reachable)}</dd>
            </div>
          </dl>
        </>
      ) : (
        !error && <p className="muted">Checking health…</p>
      )}
    </section>
  );
}
