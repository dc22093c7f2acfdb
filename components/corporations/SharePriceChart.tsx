'use client';

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ClientOnly } from '@/components/ui/ClientOnly';
import { formatAxisTick } from '@/lib/platform/browser/format';

/** The share price by turn; the figure is named for screen readers, the facts above carry the numbers. */
export function SharePriceChart({
  points,
  currencyCode,
}: {
  points: { turn: number; sharePrice: number }[];
  currencyCode: string;
}) {
  const latest = points.at(-1);
  return (
    <figure role="group" aria-label="Share price chart">
      <figcaption>
        Share price ({currencyCode}){latest ? `: ${latest.sharePrice} at turn ${latest.turn}` : ''}
      </figcaption>
      <div
        role="img"
        aria-label={`Share price by turn, ${points.length} points`}
        className="h-[260px] w-full"
      >
        <ClientOnly>
          <ResponsiveContainer>
            <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="turn" />
              <YAxis width={64} domain={['auto', 'auto']} tickFormatter={(v) => formatAxisTick(v)} />
              <Tooltip
                formatter={(value) => [`${value} ${currencyCode}`, 'Share price']}
                labelFormatter={(t) => `Turn ${t}`}
              />
              <Line
                type="monotone"
                dataKey="sharePrice"
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
