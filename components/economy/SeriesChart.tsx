'use client';

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ClientOnly } from '@/components/ui/ClientOnly';
import { formatAxisTick } from '@/lib/platform/client/format';

export interface SeriesPoint {
  turn: number;
  value: number;
}

/** One percent series over turns. The figure is named for screen readers; the table beside it has the numbers. */
export function SeriesChart({ title, points }: { title: string; points: SeriesPoint[] }) {
  const latest = points.at(-1);
  return (
    <figure role="group" aria-label={`${title} chart`}>
      <figcaption>
        {title}
        {latest ? `: ${latest.value}% at turn ${latest.turn}` : ''}
      </figcaption>
      <div role="img" aria-label={`${title} by turn, ${points.length} points`} className="h-[220px] w-full">
        <ClientOnly>
          <ResponsiveContainer>
            <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="turn" />
              <YAxis width={64} tickFormatter={(v) => formatAxisTick(v, '%')} />
              <Tooltip
                formatter={(value) => [`${value}%`, title]}
                labelFormatter={(turn) => `Turn ${turn}`}
              />
              <Line
                type="monotone"
                dataKey="value"
                stroke="currentColor"
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </ClientOnly>
      </div>
    </figure>
  );
}
