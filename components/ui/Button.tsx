import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import { cn } from './cn';

export const buttonVariants = cva(
  // 44 px tall on phones (touch target), 40 px from md up; the focus ring comes from globals.css.
  'inline-flex min-h-touch items-center justify-center gap-2 rounded-md border-2 px-4 py-2 font-semibold leading-tight no-underline cursor-pointer disabled:cursor-not-allowed disabled:opacity-65 md:min-h-10 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'border-accent bg-accent text-on-accent hover:brightness-110',
        secondary: 'border-accent bg-transparent text-link hover:bg-accent-soft',
        danger: 'border-danger bg-transparent text-danger hover:bg-danger-soft',
        ghost: 'border-transparent bg-transparent text-link hover:bg-accent-soft',
      },
      size: {
        md: 'text-base',
        sm: 'px-3 py-1 text-sm md:min-h-8',
        icon: 'px-2 md:min-h-10 min-w-touch md:min-w-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps
  extends React.ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  /** Render the child (a Link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      // A bare <button> inside a form submits it; say so only when asked.
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
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
