import { formatDateTime } from '@/lib/client/format';
import { formatMs, summarizeTurnTimings, triggerLabel } from './admin-format';
import type { RecentTurn } from './types';
import styles from './admin.module.css';

/** Recent turns with their total time and one column per phase, so slow phases stand out. */
export function RecentTurnsTable({ turns }: { turns: RecentTurn[] }) {
  if (turns.length === 0) return <p className="muted">No turns have run yet.</p>;
  const { phases, rows } = summarizeTurnTimings(turns);

  return (
    // Focusable so keyboard users can scroll the table sideways when there are many phases.
    <div className="table-scroll" role="region" aria-label="Recent turns table" tabIndex={0}>
      <table className="table">
        <caption className={styles.caption}>Recent turns, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Turn</th>
            <th scope="col">Trigger</th>
            <th scope="col">Finished</th>
            <th scope="col">Total</th>
            {phases.map((phase) => (
              <th scope="col" key={phase}>
                {phase}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.turn}>
              <th scope="row">{row.turn}</th>
              <td>{triggerLabel(row.trigger)}</td>
              <td className={styles.numeric}>{formatDateTime(row.finishedAt)}</td>
              <td className={styles.numeric}>{formatMs(row.durationMs)}</td>
              {row.phaseMs.map((ms, index) => (
                <td className={styles.numeric} key={phases[index]}>
                  {ms === null ? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">not run</span>
                    </>
                  ) : (
                    formatMs(ms)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
