import { Fragment } from 'react';
import { DateTime } from '@/components/ui/DateTime';
import { formatMs, summarizeTurnTimings, triggerLabel } from './admin-format';
import type { RecentTurn } from './types';

/** How many recent turns get a column: enough to see a trend, few enough to read at 1280 px. */
const TURN_COLUMNS = 6;

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
 * Recent turns as columns and the turn's phases as rows, grouped under the game system that runs
 * them (the system's row carries its subtotal), so the table grows downwards as phases are added
 * and a slow system stands out. The phase names stay in view in a sticky first column.
 */
export function RecentTurnsTable({ turns }: { turns: RecentTurn[] }) {
  if (turns.length === 0) return <p className="muted">No turns have run yet.</p>;
  const { groups, rows: allRows } = summarizeTurnTimings(turns);
  const rows = allRows.slice(0, TURN_COLUMNS);
  // Where each system's phases start in a row's phaseMs (phases are listed system by system).
  const starts = groups.map((_, index) =>
    groups.slice(0, index).reduce((sum, group) => sum + group.phases.length, 0),
  );

  return (
    <div className="table-scroll" role="region" aria-label="Recent turns table" tabIndex={0}>
      <table className="table table--sticky text-sm [&_td]:whitespace-nowrap [&_th]:whitespace-nowrap">
        <caption className="caption">
          The last {rows.length} turns, newest first: time per game system and phase
        </caption>
        <thead>
          <tr>
            <th scope="col">System and phase</th>
            {rows.map((row) => (
              <th scope="col" key={row.turn} className="numeric">
                Turn {row.turn}
                <span className="block font-normal">{triggerLabel(row.trigger)}</span>
                <span className="block font-normal">
                  <DateTime iso={row.finishedAt} />
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Whole turn</th>
            {rows.map((row) => (
              <td className="numeric font-semibold" key={row.turn}>
                {formatMs(row.durationMs)}
              </td>
            ))}
          </tr>
          {groups.map((group, groupIndex) => {
            const start = starts[groupIndex]!;
            return (
              <Fragment key={group.system}>
                <tr className="bg-accent-soft">
                  <th scope="row">
                    <span className="capitalize">{group.system}</span>
                    {group.phases.length > 1 && (
                      <span className="font-normal text-muted"> ({group.phases.length} phases)</span>
                    )}
                  </th>
                  {rows.map((row) => (
                    <td className="numeric font-semibold" key={row.turn}>
                      <Ms ms={row.systemMs[groupIndex] ?? null} />
                    </td>
                  ))}
                </tr>
                {group.phases.length > 1 &&
                  group.phases.map((phase, offset) => (
                    <tr key={phase}>
                      <th scope="row" className="pl-6 font-normal">
                        {phase}
                      </th>
                      {rows.map((row) => (
                        <td className="numeric" key={row.turn}>
                          <Ms ms={row.phaseMs[start + offset] ?? null} />
                        </td>
                      ))}
                    </tr>
                  ))}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
