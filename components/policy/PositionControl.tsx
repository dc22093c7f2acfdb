'use client';

import { formatCount } from '@/lib/platform/browser/format';
import { Button } from '@/components/ui/Button';

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

interface Props {
  axis: 'economic' | 'social';
  label: string;
  value: number;
  min: number;
  max: number;
  cost: number;
  actions: number;
  busy: boolean;
  onShift: (direction: 1 | -1) => void;
}

/** One policy axis on its -5..+5 scale, with the two shift buttons and their cost. */
export function PositionControl({ axis, label, value, min, max, cost, actions, busy, onShift }: Props) {
  const short = actions < cost;
  const headingId = `${axis}-position-heading`;
  const reasonId = `${axis}-shift-reason`;
  const reason = short
    ? `You have ${formatCount(actions, 'action')}; a shift costs ${cost}.`
    : value <= min
      ? 'Already at the far left.'
      : value >= max
        ? 'Already at the far right.'
        : null;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      <p>
        <span id={`${axis}-position-label`}>Position: </span>
        <strong data-testid={`${axis}-position`}>{signed(value)}</strong> on a scale from {signed(min)} to{' '}
        {signed(max)}
      </p>
      <meter min={min} max={max} value={value} aria-labelledby={`${axis}-position-label`}>
        {signed(value)}
      </meter>
      <p className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={busy || short || value <= min}
          onClick={() => onShift(-1)}
          aria-label={`Shift ${axis} position left to ${signed(value - 1)} (costs ${cost} actions)`}
          aria-describedby={reason ? reasonId : undefined}
        >
          ◀ Shift left · {formatCount(cost, 'action')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy || short || value >= max}
          onClick={() => onShift(1)}
          aria-label={`Shift ${axis} position right to ${signed(value + 1)} (costs ${cost} actions)`}
          aria-describedby={reason ? reasonId : undefined}
        >
          Shift right · {formatCount(cost, 'action')} ▶
        </Button>
        {reason && (
          <span id={reasonId} className="text-sm text-muted">
            {reason}
          </span>
        )}
      </p>
    </section>
  );
}
