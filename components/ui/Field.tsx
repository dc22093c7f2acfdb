'use client';

import { cloneElement, isValidElement, useId } from 'react';
import { cn, withDefaults } from './cn';

/** The look of a text control, without its display and width (each control sets those). */
export const inputClassName =
  'min-h-touch md:min-h-10 rounded-md border border-control-border bg-surface px-3 py-2 text-text';
/** A text control's width unless the caller's className sets one ("w-20", "max-w-2xl"). */
const INPUT_WIDTH = 'w-full max-w-md';

/** A text input in the design system's look; pass it inside a Field to get a label. */
export function Input({ className, ...props }: React.InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn('block', inputClassName, withDefaults(INPUT_WIDTH, className))} {...props} />;
}

export function Textarea({ className, ...props }: React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      className={cn('block min-h-24', inputClassName, withDefaults(INPUT_WIDTH, className))}
      {...props}
    />
  );
}

/** A checkbox with its label beside it, the whole row a 44 px touch target on phones. */
export function Checkbox({
  label,
  className,
  ...props
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: React.ReactNode }) {
  return (
    <label className={cn('inline-flex min-h-touch cursor-pointer items-center gap-2 md:min-h-10', className)}>
      <input type="checkbox" className="size-5 accent-accent" {...props} />
      <span>{label}</span>
    </label>
  );
}

interface FieldProps {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string | null;
  className?: string;
  /** One control (input, select, textarea, Combobox); Field gives it an id and the describing ids. */
  children: React.ReactElement<{ id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }>;
}

/** Label above the control, then the hint, then the error, all tied to the control for screen readers. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const generated = useId();
  const controlId = (isValidElement(children) && children.props.id) || `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  // Keep ids the control already names (a form-level error, say) alongside the hint and error.
  const describedBy =
    [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1', className)}>
      <label htmlFor={controlId} className="font-semibold">
        {label}
      </label>
      {cloneElement(children, {
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : children.props['aria-invalid'],
      })}
      {hint && (
        <p id={hintId} className="m-0 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="m-0 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
