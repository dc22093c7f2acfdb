'use client';

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ClientOnly } from '@/components/ui/ClientOnly';
import { formatAnchorPrice } from './format';
import { formatAxisTick } from '@/lib/platform/browser/format';

/** A commodity's global price over turns. Named for screen readers; the figures beside it carry the numbers. */
export function PriceChart({ label, points }: { label: string; points: { turn: number; price: number }[] }) {
  const latest = points.at(-1);
  return (
    <figure role="group" aria-label={`${label} price chart`}>
      <figcaption>
        Global price of {label}
        {latest ? `: ${formatAnchorPrice(latest.price)} at turn ${latest.turn}` : ''}
      </figcaption>
      <div
        role="img"
        aria-label={`${label} price by turn, ${points.length} points`}
        className="h-[280px] w-full"
      >
        <ClientOnly>
          <ResponsiveContainer>
            <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="turn" />
              <YAxis width={64} domain={['auto', 'auto']} tickFormatter={(v) => formatAxisTick(v)} />
              <Tooltip
                formatter={(value) => [formatAnchorPrice(Number(value)), 'Price']}
                labelFormatter={(turn) => `Turn ${turn}`}
              />
              <Line
                type="monotone"
                dataKey="price"
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
