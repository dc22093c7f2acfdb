import { LineChart } from '@/components/ui/LazyLineChart';
import { formatPercentPoints } from '@/lib/platform/browser/format';

export interface SeriesPoint {
  turn: number;
  value: number;
}

/** One percent series over turns: the shared SVG line chart, with its table behind "Show as table". */
export function SeriesChart({ title, points }: { title: string; points: SeriesPoint[] }) {
  return (
    <LineChart
      title={title}
      points={points}
      unit="%"
      formatValue={(value) => formatPercentPoints(value, 2, 'en-US')}
    />
  );
}
