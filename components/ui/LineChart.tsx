import { scaleLinear } from 'd3-scale';
import { formatAxisTick } from '@/lib/platform/browser/format';

export interface ChartPoint {
  turn: number;
  value: number;
}

const WIDTH = 600;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 56 };

export interface LineChartLayout {
  /** The line through the points, straight segments only (no smoothing inventing peaks between turns). */
  path: string;
  yTicks: { value: number; y: number; label: string }[];
  xTicks: { turn: number; x: number }[];
  /** The last point's position, marked on the chart. */
  last: { x: number; y: number } | null;
}

/**
 * Where a series' line and ticks fall: d3-scale's round ("nice") ticks, whole turns on the x axis, and a
 * flat series given a band around its value so it draws mid-height rather than on an edge.
 */
export function lineChartLayout(points: readonly ChartPoint[], unit = ''): LineChartLayout {
  if (points.length === 0) return { path: '', yTicks: [], xTicks: [], last: null };
  const values = points.map((p) => p.value);
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (low === high) {
    const pad = Math.abs(low) > 0 ? Math.abs(low) * 0.1 : 1;
    low -= pad;
    high += pad;
  }
  const turns = points.map((p) => p.turn);
  const x = scaleLinear()
    .domain([
      Math.min(...turns),
      Math.max(...turns) === Math.min(...turns) ? Math.min(...turns) + 1 : Math.max(...turns),
    ])
    .range([MARGIN.left, WIDTH - MARGIN.right]);
  const y = scaleLinear()
    .domain([low, high])
    .nice(5)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const round = (n: number) => Math.round(n * 10) / 10;
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${round(x(p.turn))},${round(y(p.value))}`)
    .join('');
  const lastPoint = points.at(-1)!;
  return {
    path,
    yTicks: y.ticks(5).map((value) => ({ value, y: y(value), label: formatAxisTick(value, unit) })),
    xTicks: x
      .ticks(6)
      .filter((turn) => Number.isInteger(turn))
      .map((turn) => ({ turn, x: x(turn) })),
    last: { x: x(lastPoint.turn), y: y(lastPoint.value) },
  };
}

/**
 * A series over turns as a server-renderable SVG: straight segments, round ticks, the latest value named,
 * and the same numbers behind "Show as table" for screen readers and anyone who wants them.
 */
export function LineChart({
  title,
  points,
  unit = '',
  formatValue = (value: number) => formatAxisTick(value, unit),
}: {
  title: string;
  points: readonly ChartPoint[];
  /** Suffix of the axis ticks ("%"). */
  unit?: string;
  formatValue?: (value: number) => string;
}) {
  const latest = points.at(-1);
  const layout = lineChartLayout(points, unit);
  const summary = latest
    ? `${title} by turn, ${points.length} ${points.length === 1 ? 'point' : 'points'}; latest ${formatValue(latest.value)} at turn ${latest.turn}`
    : `${title}: no data yet`;
  return (
    <figure className="m-0 mb-6" role="group" aria-label={`${title} chart`}>
      <figcaption className="font-semibold">
        {title}
        {latest ? `: ${formatValue(latest.value)} at turn ${latest.turn}` : ''}
      </figcaption>
      {points.length === 0 ? (
        <p className="muted">No data yet.</p>
      ) : (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={summary}
          className="block h-auto w-full text-text"
        >
          {layout.yTicks.map((tick) => (
            <g key={`y${tick.value}`}>
              <line
                x1={MARGIN.left}
                x2={WIDTH - MARGIN.right}
                y1={tick.y}
                y2={tick.y}
                stroke="currentColor"
                strokeOpacity={0.15}
              />
              <text
                x={MARGIN.left - 6}
                y={tick.y}
                dy="0.32em"
                textAnchor="end"
                fontSize={12}
                fill="currentColor"
              >
                {tick.label}
              </text>
            </g>
          ))}
          {layout.xTicks.map((tick) => (
            <text
              key={`x${tick.turn}`}
              x={tick.x}
              y={HEIGHT - MARGIN.bottom + 18}
              textAnchor="middle"
              fontSize={12}
              fill="currentColor"
            >
              {tick.turn}
            </text>
          ))}
          <path
            d={layout.path}
            fill="none"
            className="stroke-accent"
            strokeWidth={2}
            strokeLinejoin="round"
          />
          {layout.last && <circle cx={layout.last.x} cy={layout.last.y} r={3.5} className="fill-accent" />}
        </svg>
      )}
      {points.length > 0 && (
        <details className="mt-1">
          <summary className="min-h-touch cursor-pointer py-2 text-sm md:min-h-10">Show as table</summary>
          <div className="table-scroll" role="region" aria-label={`${title}: table`} tabIndex={0}>
            <table className="table">
              <caption className="caption">{title} by turn</caption>
              <thead>
                <tr>
                  <th scope="col">Turn</th>
                  <th scope="col">{title}</th>
                </tr>
              </thead>
              <tbody>
                {[...points].reverse().map((p) => (
                  <tr key={p.turn}>
                    <th scope="row">{p.turn}</th>
                    <td className="numeric">{formatValue(p.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </figure>
  );
}
