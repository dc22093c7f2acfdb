import { LineChart } from '@/components/ui/LazyLineChart';
import { formatMoney } from '@/lib/platform/browser/format';

/** The share price by turn, set once a turn (so drawn as steps), with its numbers behind "Show as table". */
export function SharePriceChart({
  points,
  currencyCode,
}: {
  points: { turn: number; sharePrice: number }[];
  currencyCode: string;
}) {
  return (
    <LineChart
      title="Share price"
      points={points.map((p) => ({ turn: p.turn, value: p.sharePrice }))}
      formatValue={(value) => formatMoney(value, currencyCode, 'en-US')}
      step
    />
  );
}
