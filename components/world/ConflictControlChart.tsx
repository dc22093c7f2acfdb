'use client';

import { LineChart } from '@/components/ui/LazyLineChart';
import type { ConflictBoard } from '@/lib/systems/game/browser/types';

type Point = ConflictBoard['conflicts'][number]['history'][number];

/**
 * A conflict's control (share held by side B) and both sides' supply over turns. The chart is named for
 * screen readers, and the table under it carries every number.
 */
export function ConflictControlChart({
  name,
  sideA,
  sideB,
  points,
}: {
  name: string;
  sideA: string;
  sideB: string;
  points: Point[];
}) {
  return (
    <figure role="group" aria-label={`${name} control chart`} className="mx-0 mt-4 mb-0">
      <LineChart
        title={`${name}: control and supply`}
        series={[
          { name: `Held by ${sideB}`, points: points.map((p) => ({ turn: p.turn, value: p.control })) },
          { name: `Supply, ${sideA}`, points: points.map((p) => ({ turn: p.turn, value: p.supplyA })) },
          { name: `Supply, ${sideB}`, points: points.map((p) => ({ turn: p.turn, value: p.supplyB })) },
        ]}
        unit="%"
        formatValue={(value) => `${value}%`}
        domain={[0, 100]}
        table={false}
        className="mb-0"
      />
      <details>
        <summary>Control and supply by turn (table)</summary>
        <div className="table-scroll" tabIndex={0}>
          <table className="table">
            <caption className="caption">{name}: control and supply by turn</caption>
            <thead>
              <tr>
                <th scope="col">Turn</th>
                <th scope="col">Held by side B</th>
                <th scope="col">Supply A</th>
                <th scope="col">Supply B</th>
                <th scope="col">Intensity</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.turn}>
                  <th scope="row">{p.turn}</th>
                  <td className="numeric">{p.control}%</td>
                  <td className="numeric">{p.supplyA}</td>
                  <td className="numeric">{p.supplyB}</td>
                  <td className="numeric">{p.intensity}</td>
                  <td>{p.status.replace('_', ' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
