'use client';

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ClientOnly } from '@/components/ui/ClientOnly';
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
  const latest = points.at(-1);
  return (
    <figure role="group" aria-label={`${name} control chart`} className="mx-0 mt-4 mb-0">
      <figcaption>
        Share of the contested area held by {sideB}
        {latest ? `: ${latest.control}% at turn ${latest.turn}` : ''}
      </figcaption>
      <div
        role="img"
        aria-label={`${name}: control and supply by turn, ${points.length} points`}
        className="h-[280px] w-full"
      >
        <ClientOnly>
          <ResponsiveContainer>
            <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="turn" />
              <YAxis unit="%" width={56} domain={[0, 100]} />
              <Tooltip labelFormatter={(turn) => `Turn ${turn}`} />
              <Legend />
              <Line
                name={`Held by ${sideB}`}
                type="monotone"
                dataKey="control"
                stroke="currentColor"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
              <Line
                name={`Supply, ${sideA}`}
                type="monotone"
                dataKey="supplyA"
                stroke="currentColor"
                strokeDasharray="6 3"
                dot={false}
                isAnimationActive={false}
              />
              <Line
                name={`Supply, ${sideB}`}
                type="monotone"
                dataKey="supplyB"
                stroke="currentColor"
                strokeDasharray="2 3"
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </ClientOnly>
      </div>
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
