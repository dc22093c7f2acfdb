'use client';

import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from './cn';
import { CloseIcon } from './icons';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlayClass = 'fixed inset-0 z-40 bg-black/50';

function CloseButton() {
  return (
    <DialogPrimitive.Close
      className="absolute right-2 top-2 inline-flex size-touch items-center justify-center rounded-md text-muted hover:bg-accent-soft"
      aria-label="Close"
    >
      <CloseIcon className="size-5" />
    </DialogPrimitive.Close>
  );
}

/** A centred modal with a title (required, for screen readers) and an optional description. */
export function DialogContent({
  title,
  description,
  className,
  children,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-surface p-5 text-text shadow-lg',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogPrimitive.Title className="m-0 mb-2 pr-10 text-xl font-semibold">
          {title}
        </DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="mb-4 text-muted">{description}</DialogPrimitive.Description>
        )}
        {children}
        <CloseButton />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
