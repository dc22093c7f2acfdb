'use client';

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ClientOnly } from '@/components/ui/ClientOnly';

interface PartyVotes {
  party: string;
  yes: number;
  no: number;
  abstain: number;
}

/** The tally of a bill as stacked bars per party; the table beside it has the numbers. */
export function BillTallyChart({ rows }: { rows: PartyVotes[] }) {
  return (
    <figure role="group" aria-label="Votes by party chart">
      <figcaption>Votes by party</figcaption>
      <div
        role="img"
        aria-label={`Yes, no and abstain votes of ${rows.length} parties`}
        className="h-60 w-full"
      >
        <ClientOnly>
          <ResponsiveContainer>
            <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="party" />
              <YAxis allowDecimals={false} width={48} />
              <Tooltip />
              <Legend />
              <Bar dataKey="yes" name="Yes" stackId="v" fill="#2e7d32" isAnimationActive={false} />
              <Bar dataKey="no" name="No" stackId="v" fill="#c62828" isAnimationActive={false} />
              <Bar dataKey="abstain" name="Abstain" stackId="v" fill="#757575" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </ClientOnly>
      </div>
    </figure>
  );
}
