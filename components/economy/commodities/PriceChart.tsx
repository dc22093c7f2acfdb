import { LineChart } from '@/components/ui/LazyLineChart';
import { formatAnchorPrice } from './format';

/** A commodity's global price over turns, with its numbers behind "Show as table". */
export function PriceChart({ label, points }: { label: string; points: { turn: number; price: number }[] }) {
  return (
    <LineChart
      title={`${label} price`}
      points={points.map((p) => ({ turn: p.turn, value: p.price }))}
      formatValue={formatAnchorPrice}
    />
  );
}
