'use client';

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ClientOnly } from '@/components/ui/ClientOnly';
import { formatAxisTick } from '@/lib/platform/browser/format';

export interface RatePoint {
  turn: number;
  rate: number;
}

/** One currency's rate over turns; the rates table beside it carries the numbers for screen readers. */
export function RateChart({ currencyCode, points }: { currencyCode: string; points: RatePoint[] }) {
  const latest = points.at(-1);
  const title = `${currencyCode} per anchor unit`;
  return (
    <figure role="group" aria-label={`${currencyCode} rate chart`}>
      <figcaption>
        {title}
        {latest ? `: ${latest.rate} at turn ${latest.turn}` : ''}
      </figcaption>
      <div
        role="img"
        aria-label={`${currencyCode} rate by turn, ${points.length} points`}
        className="h-[220px] w-full"
      >
        <ClientOnly>
          <ResponsiveContainer>
            <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="turn" />
              <YAxis domain={['auto', 'auto']} width={64} tickFormatter={(v) => formatAxisTick(v)} />
              <Tooltip formatter={(value) => [value, title]} labelFormatter={(turn) => `Turn ${turn}`} />
              <Line
                type="monotone"
                dataKey="rate"
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
