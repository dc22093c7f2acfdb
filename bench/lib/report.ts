import type { Measurement } from './measure';

export interface TargetSummary {
  target: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface Summary {
  targets: TargetSummary[];
  /** game ÷ static: below 1 for req/s and above 1 for p99 mean the game endpoint costs more. */
  ratio: { requestsPerSecond: number; p99: number };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarize(measurements: Measurement[], measured: string, baseline: string): Summary {
  const summaryOf = (target: string): TargetSummary => {
    const rows = measurements.filter((m) => m.target === target);
    return {
      target,
      requestsPerSecond: median(rows.map((m) => m.requestsPerSecond)),
      p99Ms: median(rows.map((m) => m.p99Ms)),
      non2xx: rows.reduce((sum, m) => sum + m.non2xx, 0),
      errors: rows.reduce((sum, m) => sum + m.errors + m.timeouts, 0),
    };
  };
  const a = summaryOf(measured);
  const b = summaryOf(baseline);
  return {
    targets: [a, b],
    ratio: { requestsPerSecond: a.requestsPerSecond / b.requestsPerSecond, p99: a.p99Ms / b.p99Ms },
  };
}

const pad = (value: string, width: number) => value.padStart(width);

export function formatTable(measurements: Measurement[], summary: Summary): string {
  const rounds = [...new Set(measurements.map((m) => m.round))];
  const header = ['', ...rounds.map((r) => `round ${r}`), 'median'];
  const lines: string[][] = [header];
  for (const { target, requestsPerSecond, p99Ms } of summary.targets) {
    const rows = measurements.filter((m) => m.target === target);
    lines.push([
      `${target} req/s`,
      ...rows.map((m) => m.requestsPerSecond.toFixed(0)),
      requestsPerSecond.toFixed(0),
    ]);
    lines.push([`${target} p99 ms`, ...rows.map((m) => m.p99Ms.toFixed(1)), p99Ms.toFixed(1)]);
  }
  const widths = header.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? '').length)) + 2);
  const table = lines
    .map((line) => line.map((cell, column) => pad(cell, widths[column]!)).join(''))
    .join('\n');
  const { ratio } = summary;
  const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
  return [
    table,
    '',
    `ratio game/static: req/s ${fixed(ratio.requestsPerSecond, 3)} ` +
      `(game serves ${fixed(ratio.requestsPerSecond * 100, 1)}% of the static ceiling), p99 ${fixed(ratio.p99, 2)}x`,
  ].join('\n');
}
