import { cn } from './cn';

/**
 * A table that never widens the page: it scrolls sideways inside its own box. The box is focusable and
 * labelled so keyboard users can scroll it. `stickyFirstColumn` keeps the row names in view while scrolling.
 */
export function Table({
  label,
  stickyFirstColumn = false,
  className,
  children,
  ...props
}: React.TableHTMLAttributes<HTMLTableElement> & { label?: string; stickyFirstColumn?: boolean }) {
  return (
    <div
      className="table-scroll"
      role={label ? 'region' : undefined}
      aria-label={label}
      tabIndex={label ? 0 : undefined}
    >
      <table className={cn('table', stickyFirstColumn && 'table--sticky', className)} {...props}>
        {children}
      </table>
    </div>
  );
}
