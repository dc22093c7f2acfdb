import { Fragment } from 'react';
import { formatDateTime } from '@/lib/platform/client/format';
import { formatMs, summarizeTurnTimings, triggerLabel } from './admin-format';
import type { RecentTurn } from './types';

function Ms({ ms }: { ms: number | null }) {
  if (ms !== null) return <>{formatMs(ms)}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">not run</span>
    </>
  );
}

/**
 * Recent turns with their total time and one column per phase, grouped under the game system that
 * runs it (a system with several phases also gets a subtotal column), so slow systems stand out.
 */
export function RecentTurnsTable({ turns }: { turns: RecentTurn[] }) {
  if (turns.length === 0) return <p className="muted">No turns have run yet.</p>;
  const { groups, rows } = summarizeTurnTimings(turns);
  const withSubtotal = (phaseCount: number) => phaseCount > 1;

  return (
    // Focusable so keyboard users can scroll the table sideways when there are many phases.
    <div className="table-scroll" role="region" aria-label="Recent turns table" tabIndex={0}>
      <table className="table">
        <caption className="caption">Recent turns, newest first, timed by system and phase</caption>
        <thead>
          <tr>
            <td colSpan={4} />
            {groups.map((group) => (
              <th
                scope="colgroup"
                key={group.system}
                colSpan={group.phases.length + (withSubtotal(group.phases.length) ? 1 : 0)}
              >
                {group.system}
              </th>
            ))}
          </tr>
          <tr>
            <th scope="col">Turn</th>
            <th scope="col">Trigger</th>
            <th scope="col">Finished</th>
            <th scope="col">Total</th>
            {groups.map((group) => (
              <Fragment key={group.system}>
                {withSubtotal(group.phases.length) && <th scope="col">{group.system} total</th>}
                {group.phases.map((phase) => (
                  <th scope="col" key={phase}>
                    {phase}
                  </th>
                ))}
              </Fragment>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            let column = 0;
            return (
              <tr key={row.turn}>
                <th scope="row">{row.turn}</th>
                <td>{triggerLabel(row.trigger)}</td>
                <td className="numeric">{formatDateTime(row.finishedAt)}</td>
                <td className="numeric">{formatMs(row.durationMs)}</td>
                {groups.map((group, groupIndex) => (
                  <Fragment key={group.system}>
                    {withSubtotal(group.phases.length) && (
                      <td className="numeric">
                        <Ms ms={row.systemMs[groupIndex] ?? null} />
                      </td>
                    )}
                    {group.phases.map((phase) => (
                      <td className="numeric" key={phase}>
                        <Ms ms={row.phaseMs[column++] ?? null} />
                      </td>
                    ))}
                  </Fragment>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
