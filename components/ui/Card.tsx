import { cn } from './cn';

/** A titled panel; the title is a real heading so the page outline stays navigable. */
export function Card({
  title,
  titleLevel = 2,
  actions,
  className,
  children,
  ...props
}: React.HTMLAttributes<HTMLElement> & {
  title?: React.ReactNode;
  titleLevel?: 2 | 3;
  actions?: React.ReactNode;
}) {
  const Heading = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={cn('mb-6 rounded-lg border border-border bg-surface p-4 md:p-5', className)}
      {...props}
    >
      {(title || actions) && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title && <Heading className="m-0">{title}</Heading>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
