import { cn } from './cn';

/** A grey placeholder block while data loads; hidden from screen readers (pair it with a status text). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-code-bg', className ?? 'h-4 w-full')}
    />
  );
}

/** A few skeleton lines with a visually hidden "Loading…" for assistive technology. */
export function SkeletonText({ lines = 3, label = 'Loading…' }: { lines?: number; label?: string }) {
  return (
    <div role="status" className="mb-4 grid gap-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={index === lines - 1 ? 'h-4 w-2/3' : 'h-4 w-full'} />
      ))}
    </div>
  );
}
