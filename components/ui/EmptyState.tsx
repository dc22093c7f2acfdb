import { cn } from './cn';

/** What a list says when it has nothing yet, and what to do about it. */
export function EmptyState({
  title,
  children,
  action,
  icon,
  className,
}: {
  title: React.ReactNode;
  children?: React.ReactNode;
  action?: React.ReactNode;
  icon?: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'mb-6 flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center',
        className,
      )}
    >
      {icon && (
        <div className="text-muted [&_svg]:size-8" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="m-0 font-semibold">{title}</p>
      {children && <div className="m-0 max-w-prose text-muted">{children}</div>}
      {action}
    </div>
  );
}
