import { LineChart } from '@/components/ui/LazyLineChart';
import { formatNumber } from '@/lib/platform/browser/format';

export interface RatePoint {
  turn: number;
  rate: number;
}

/** One currency's rate over turns, with its numbers behind "Show as table". */
export function RateChart({ currencyCode, points }: { currencyCode: string; points: RatePoint[] }) {
  return (
    <LineChart
      title={`${currencyCode} rate`}
      points={points.map((p) => ({ turn: p.turn, value: p.rate }))}
      formatValue={(value) => formatNumber(value, 4, 'en-US')}
    />
  );
}
