import { cn } from './cn';

/** One part of a bar: a colour given as a class (`fill-success`) or, for a party, as its own colour. */
export interface BarSegment {
  name: string;
  value: number;
  className?: string;
  fill?: string;
}

export interface BarRow {
  label: React.ReactNode;
  /** The row's name in words, for the chart's summary. */
  name: string;
  segments: BarSegment[];
}

/**
 * Horizontal bars, stacked when a row has several parts, as server-rendered SVG (the bars' widths are
 * SVG attributes, not inline styles, which the Content-Security-Policy refuses in server HTML). Each row
 * names its total; a legend names the parts when there are several.
 */
export function BarChart({
  title,
  rows,
  formatValue = (value: number) => String(value),
}: {
  title: string;
  rows: readonly BarRow[];
  formatValue?: (value: number) => string;
}) {
  const totals = rows.map((row) => row.segments.reduce((sum, s) => sum + s.value, 0));
  const max = Math.max(1, ...totals);
  const parts = rows[0]?.segments.length ?? 0;
  const summary = rows
    .map(
      (row, i) =>
        `${row.name} ${parts > 1 ? row.segments.map((s) => `${s.name} ${formatValue(s.value)}`).join(', ') : formatValue(totals[i]!)}`,
    )
    .join('; ');
  return (
    <figure className="m-0 mb-6" role="group" aria-label={`${title} chart`}>
      <figcaption className="font-semibold">{title}</figcaption>
      {parts > 1 && (
        <ul className="m-0 mt-1 flex list-none flex-wrap gap-x-4 gap-y-1 p-0 text-sm" aria-hidden="true">
          {rows[0]!.segments.map((s) => (
            <li key={s.name} className="inline-flex items-center gap-2">
              <svg width="12" height="12" className="shrink-0">
                <rect width="12" height="12" className={s.className} fill={s.fill} />
              </svg>
              {s.name}
            </li>
          ))}
        </ul>
      )}
      {rows.length === 0 ? (
        <p className="muted">No data yet.</p>
      ) : (
        <div role="img" aria-label={`${title}: ${summary}`} className="mt-2 grid gap-1">
          {rows.map((row, i) => {
            let offset = 0;
            return (
              <div
                key={row.name}
                className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)_auto] items-center gap-2 text-sm md:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto]"
              >
                <span className="truncate">{row.label}</span>
                <svg className="block h-5 w-full" aria-hidden="true">
                  {row.segments.map((s) => {
                    const x = offset;
                    offset += (s.value / max) * 100;
                    return (
                      <rect
                        key={s.name}
                        x={`${x}%`}
                        width={`${(s.value / max) * 100}%`}
                        height="100%"
                        className={cn(s.className)}
                        fill={s.fill}
                      />
                    );
                  })}
                </svg>
                <span className="numeric tabular-nums">{formatValue(totals[i]!)}</span>
              </div>
            );
          })}
        </div>
      )}
    </figure>
  );
}
