import {
  formatCompactMoney,
  formatMoney,
  formatPercent,
  formatSignedPercent,
  showsAsZero,
} from '@/lib/platform/browser/format';
import { cn } from './cn';

/** An amount with its currency, tabular digits so columns line up; `compact` for headlines ("$14.2B"). */
export function Money({
  amount,
  currency,
  compact = false,
  className,
}: {
  amount: number;
  currency: string | null;
  compact?: boolean;
  className?: string;
}) {
  const text = compact ? formatCompactMoney(amount, currency) : formatMoney(amount, currency);
  return (
    <span
      className={cn('tabular-nums whitespace-nowrap', className)}
      title={compact ? formatMoney(amount, currency) : undefined}
    >
      {text}
    </span>
  );
}

/** A fraction shown as a percentage (0.4993 → "49.9%"). */
export function Percent({
  fraction,
  digits = 1,
  className,
}: {
  fraction: number;
  digits?: number;
  className?: string;
}) {
  return (
    <span className={cn('tabular-nums whitespace-nowrap', className)}>{formatPercent(fraction, digits)}</span>
  );
}

/**
 * A change, coloured by whether it is good news: green when it moves the way that is better for the
 * thing measured (higher income, lower crime), red when worse. The arrow and the word carry the meaning
 * for readers who do not see colour.
 */
export function Delta({
  value,
  higherIsBetter = true,
  format = (v) => formatSignedPercent(v),
  className,
}: {
  value: number;
  higherIsBetter?: boolean;
  format?: (value: number) => string;
  className?: string;
}) {
  // A change too small to show at this precision ("0%") is no change, never a green "▲ 0%".
  if (value === 0 || !Number.isFinite(value) || showsAsZero(format(value))) {
    return <span className={cn('tabular-nums text-muted', className)}>no change</span>;
  }
  const better = value > 0 === higherIsBetter;
  return (
    <span
      className={cn('tabular-nums whitespace-nowrap', better ? 'text-success' : 'text-danger', className)}
    >
      <span aria-hidden="true">{value > 0 ? '▲' : '▼'} </span>
      {format(value)}
      <span className="sr-only">{better ? ' (better)' : ' (worse)'}</span>
    </span>
  );
}

/** A headline figure with its label above and an optional note (a Delta, a date) below. */
export function Stat({
  label,
  value,
  note,
  className,
}: {
  label: React.ReactNode;
  value: React.ReactNode;
  note?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0 rounded-lg border border-border bg-surface px-4 py-3', className)}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="m-0 text-xl font-semibold tabular-nums">{value}</dd>
      {note && <dd className="m-0 text-sm">{note}</dd>}
    </div>
  );
}

/** A responsive grid of Stats (a <dl>). */
export function StatGrid({ className, children }: { className?: string; children: React.ReactNode }) {
  return <dl className={cn('mb-6 grid grid-cols-2 gap-3 md:grid-cols-4', className)}>{children}</dl>;
}
