import { cloneElement, isValidElement } from 'react';
import { buttonVariants, type ButtonLook } from './button-variants';
import { cn } from './cn';

export { buttonVariants };

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Render the one child element (a Link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, children, ...props }: ButtonProps) {
  const look = cn(buttonVariants({ variant, size }), className);
  // The child takes the look and the props; a clone rather than Radix Slot, which every page with a
  // button would load (docs/ui.md, "First-load JavaScript").
  if (asChild && isValidElement<{ className?: string }>(children)) {
    return cloneElement(children, { ...props, className: cn(look, children.props.className) });
  }
  return (
    // A bare <button> inside a form submits it; say so only when asked.
    <button className={look} type={type ?? 'button'} {...props}>
      {children}
    </button>
  );
}

/**
 * A command button that states what it costs and, when it cannot be used, why: the reason is shown
 * next to the disabled button (not only in a tooltip) so that touch and screen-reader users get it too.
 */
export function ActionButton({
  cost,
  disabledReason,
  children,
  id,
  ...props
}: ButtonProps & { cost?: string; disabledReason?: string | null }) {
  const reasonId = id ? `${id}-reason` : undefined;
  const blocked = Boolean(disabledReason);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        id={id}
        {...props}
        disabled={props.disabled || blocked}
        aria-describedby={blocked ? reasonId : props['aria-describedby']}
      >
        {children}
        {cost && <span className="font-normal opacity-90">· {cost}</span>}
      </Button>
      {blocked && (
        <span id={reasonId} className="text-sm text-muted">
          {disabledReason}
        </span>
      )}
    </span>
  );
}
