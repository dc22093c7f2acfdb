'use client';

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ClientOnly } from '@/components/ui/ClientOnly';
import { formatAxisTick } from '@/lib/platform/browser/format';

/** A fund's NAV per unit over turns. The figure is named for screen readers; the facts list has the latest value. */
export function NavChart({
  points,
  currencyCode,
}: {
  points: { turn: number; nav: number }[];
  currencyCode: string;
}) {
  const latest = points.at(-1);
  return (
    <figure role="group" aria-label="NAV history chart">
      <figcaption>
        NAV per unit ({currencyCode}){latest ? `: ${latest.nav} at turn ${latest.turn}` : ''}
      </figcaption>
      <div role="img" aria-label={`NAV by turn, ${points.length} points`} className="h-60 w-full">
        <ClientOnly>
          <ResponsiveContainer>
            <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="turn" />
              <YAxis width={64} domain={['auto', 'auto']} tickFormatter={(v) => formatAxisTick(v)} />
              <Tooltip
                formatter={(value) => [`${value} ${currencyCode}`, 'NAV']}
                labelFormatter={(turn) => `Turn ${turn}`}
              />
              <Line
                type="monotone"
                dataKey="nav"
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
