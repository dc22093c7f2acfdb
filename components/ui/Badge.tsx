import { cn } from './cn';

const TONES = {
  neutral: 'border-border bg-code-bg text-text',
  accent: 'border-accent bg-accent-soft text-text',
  success: 'border-success text-success',
  danger: 'border-danger bg-danger-soft text-text',
  warning: 'border-warning-border bg-warning-soft text-text',
};

export function Badge({
  tone,
  className,
  ...props
}: React.HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof TONES | null }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-sm border px-2 py-0.5 text-xs font-semibold',
        TONES[tone ?? 'neutral'],
        className,
      )}
      {...props}
    />
  );
}
