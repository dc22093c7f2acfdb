import { LineChart } from '@/components/ui/LazyLineChart';
import { formatMoney } from '@/lib/platform/browser/format';

/** A fund's NAV per unit over turns, with its numbers behind "Show as table". */
export function NavChart({
  points,
  currencyCode,
}: {
  points: { turn: number; nav: number }[];
  currencyCode: string;
}) {
  return (
    <LineChart
      title="NAV history"
      points={points.map((p) => ({ turn: p.turn, value: p.nav }))}
      formatValue={(value) => formatMoney(value, currencyCode, 'en-US')}
    />
  );
}
