import { cn } from './cn';

/** The grid the command forms of a page sit in: one column on phones, two from md up. */
export function CommandGrid({ className, children, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('my-4 grid gap-4 md:grid-cols-2', className)} {...props}>
      {children}
    </div>
  );
}

/**
 * One command as a bordered form: a title, its fields, then its ActionButton. The form's accessible
 * name is its title, so tests and screen readers find it as "Buy shares".
 */
export function CommandForm({
  title,
  description,
  className,
  children,
  ...props
}: Omit<React.FormHTMLAttributes<HTMLFormElement>, 'title'> & {
  title: string;
  description?: React.ReactNode;
}) {
  return (
    <form
      aria-label={title}
      className={cn(
        'grid min-w-0 content-start gap-3 rounded-lg border border-border bg-surface p-4',
        className,
      )}
      {...props}
    >
      <h3 className="m-0 text-lg">{title}</h3>
      {description && <p className="m-0 text-sm text-muted">{description}</p>}
      {children}
    </form>
  );
}
