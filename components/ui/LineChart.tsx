import { formatAxisTick } from '@/lib/platform/browser/format';
import { cn, withDefaults } from './cn';
import { linear, nice, ticks } from './ticks';

export interface ChartPoint {
  turn: number;
  value: number;
}

/** One named line of a chart with several. */
export interface ChartSeries {
  name: string;
  points: readonly ChartPoint[];
}

const WIDTH = 600;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 56 };

// Each series has its own colour and its own dash, so the lines differ without colour too.
const SERIES_STYLES = [
  { stroke: 'stroke-accent', fill: 'fill-accent', dash: undefined },
  { stroke: 'stroke-danger', fill: 'fill-danger', dash: '7 4' },
  { stroke: 'stroke-success', fill: 'fill-success', dash: '2 4' },
  { stroke: 'stroke-warning-border', fill: 'fill-warning-border', dash: '10 3 2 3' },
] as const;

export interface LineChartLayout {
  /** The line through the points, straight segments only (no smoothing inventing peaks between turns). */
  path: string;
  /** One path per series, in order (the first is `path`). */
  paths: string[];
  yTicks: { value: number; y: number; label: string }[];
  xTicks: { turn: number; x: number }[];
  /** The last point's position of each series, marked on the chart (the first is `last`). */
  last: { x: number; y: number } | null;
  lasts: ({ x: number; y: number } | null)[];
}

/**
 * Where the lines and ticks fall: round ("nice") ticks (./ticks.ts), whole turns on the x axis, and a flat
 * series given a band around its value so it draws mid-height rather than on an edge. `domain` fixes the
 * value axis (a share, 0 to 100); `step` draws each value held until the next turn.
 */
export function seriesChartLayout(
  series: readonly ChartSeries[],
  { unit = '', domain, step = false }: { unit?: string; domain?: [number, number]; step?: boolean } = {},
): LineChartLayout {
  const all = series.flatMap((s) => s.points);
  if (all.length === 0) return { path: '', paths: [], yTicks: [], xTicks: [], last: null, lasts: [] };
  const values = all.map((p) => p.value);
  let [low, high] = domain ?? [Math.min(...values), Math.max(...values)];
  if (low === high) {
    const pad = Math.abs(low) > 0 ? Math.abs(low) * 0.1 : 1;
    low -= pad;
    high += pad;
  }
  const turns = all.map((p) => p.turn);
  const first = Math.min(...turns);
  const lastTurn = Math.max(...turns);
  const xDomain: [number, number] = [first, lastTurn === first ? first + 1 : lastTurn];
  const x = linear(xDomain, [MARGIN.left, WIDTH - MARGIN.right]);
  const yDomain: [number, number] = domain ? [low, high] : nice(low, high, 5);
  const y = linear(yDomain, [HEIGHT - MARGIN.bottom, MARGIN.top]);
  const round = (n: number) => Math.round(n * 10) / 10;
  const pathOf = (points: readonly ChartPoint[]) =>
    points
      .map((p, i) => {
        const at = `${round(x(p.turn))},${round(y(p.value))}`;
        if (i === 0) return `M${at}`;
        return step ? `H${round(x(p.turn))}V${round(y(p.value))}` : `L${at}`;
      })
      .join('');
  const paths = series.map((s) => pathOf(s.points));
  const lasts = series.map((s) => {
    const point = s.points.at(-1);
    return point ? { x: x(point.turn), y: y(point.value) } : null;
  });
  return {
    path: paths[0] ?? '',
    paths,
    yTicks: ticks(yDomain[0], yDomain[1], 5).map((value) => ({
      value,
      y: y(value),
      label: formatAxisTick(value, unit),
    })),
    xTicks: ticks(xDomain[0], xDomain[1], 6)
      .filter((turn) => Number.isInteger(turn))
      .map((turn) => ({ turn, x: x(turn) })),
    last: lasts[0] ?? null,
    lasts,
  };
}

/** The layout of a single series (see seriesChartLayout). */
export function lineChartLayout(points: readonly ChartPoint[], unit = ''): LineChartLayout {
  return seriesChartLayout([{ name: '', points }], { unit });
}

/**
 * The one chart of the game: series over turns as a server-renderable SVG (no script needed to draw it),
 * straight or stepped segments, round ticks, the latest value named, a legend when there are several
 * lines, and the same numbers behind "Show as table" for screen readers and anyone who wants them.
 * Pass `points` for one series, or `series` for several (up to four styles; more repeat them).
 */
export function LineChart({
  title,
  points,
  series: manySeries,
  unit = '',
  formatValue = (value: number) => formatAxisTick(value, unit),
  domain,
  step = false,
  table = true,
  className,
}: {
  title: string;
  points?: readonly ChartPoint[];
  series?: readonly ChartSeries[];
  /** Suffix of the axis ticks ("%"). */
  unit?: string;
  formatValue?: (value: number) => string;
  /** A fixed value axis, such as [0, 100] for a share. */
  domain?: [number, number];
  /** Hold each value until the next point (a price set once a turn) rather than joining points slanted. */
  step?: boolean;
  /** False when the page shows the numbers in a table of its own. */
  table?: boolean;
  className?: string;
}) {
  const series: readonly ChartSeries[] = manySeries ?? [{ name: title, points: points ?? [] }];
  const several = series.length > 1;
  const count = Math.max(0, ...series.map((s) => s.points.length));
  const layout = seriesChartLayout(series, { unit, domain, step });
  const latestOf = (s: ChartSeries) => s.points.at(-1);
  const first = latestOf(series[0]!);
  const summary =
    count === 0
      ? `${title}: no data yet`
      : several
        ? `${title} by turn, ${series.length} lines, ${count} ${count === 1 ? 'point' : 'points'}; latest ${series
            .map((s) => {
              const latest = latestOf(s);
              return latest ? `${s.name} ${formatValue(latest.value)}` : `${s.name} none`;
            })
            .join(', ')}`
        : `${title} by turn, ${count} ${count === 1 ? 'point' : 'points'}; latest ${formatValue(first!.value)} at turn ${first!.turn}`;
  // The table: one row per turn, one column per series.
  const turns = [...new Set(series.flatMap((s) => s.points.map((p) => p.turn)))].sort((a, b) => b - a);
  const byTurn = series.map((s) => new Map(s.points.map((p) => [p.turn, p.value])));
  return (
    <figure
      className={cn('mx-0 mt-0', withDefaults('mb-6', className))}
      role="group"
      aria-label={`${title} chart`}
    >
      <figcaption className="font-semibold">
        {title}
        {!several && first ? `: ${formatValue(first.value)} at turn ${first.turn}` : ''}
      </figcaption>
      {count === 0 ? (
        <p className="muted">No data yet.</p>
      ) : (
        <>
          {several && (
            <ul className="m-0 mt-1 flex list-none flex-wrap gap-x-4 gap-y-1 p-0 text-sm">
              {series.map((s, i) => {
                const style = SERIES_STYLES[i % SERIES_STYLES.length]!;
                const latest = latestOf(s);
                return (
                  <li key={s.name} className="inline-flex items-center gap-2">
                    <svg width="24" height="8" aria-hidden="true" className="shrink-0">
                      <line
                        x1="0"
                        x2="24"
                        y1="4"
                        y2="4"
                        className={style.stroke}
                        strokeWidth={2.5}
                        strokeDasharray={style.dash}
                      />
                    </svg>
                    <span>
                      {s.name}
                      {latest ? `: ${formatValue(latest.value)}` : ''}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
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
            {layout.paths.map((path, i) => {
              const style = SERIES_STYLES[i % SERIES_STYLES.length]!;
              const last = layout.lasts[i];
              return (
                <g key={series[i]!.name}>
                  <path
                    d={path}
                    fill="none"
                    className={style.stroke}
                    strokeWidth={2}
                    strokeLinejoin="round"
                    strokeDasharray={style.dash}
                  />
                  {last && <circle cx={last.x} cy={last.y} r={3.5} className={style.fill} />}
                </g>
              );
            })}
          </svg>
        </>
      )}
      {table && count > 0 && (
        <details className="mt-1">
          <summary className="min-h-touch cursor-pointer py-2 text-sm md:min-h-10">Show as table</summary>
          <div className="table-scroll" role="region" aria-label={`${title}: table`} tabIndex={0}>
            <table className="table">
              <caption className="caption">{title} by turn</caption>
              <thead>
                <tr>
                  <th scope="col">Turn</th>
                  {series.map((s) => (
                    <th key={s.name} scope="col">
                      {s.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {turns.map((turn) => (
                  <tr key={turn}>
                    <th scope="row">{turn}</th>
                    {byTurn.map((values, i) => {
                      const value = values.get(turn);
                      return (
                        <td key={series[i]!.name} className="numeric">
                          {value === undefined ? '—' : formatValue(value)}
                        </td>
                      );
                    })}
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
