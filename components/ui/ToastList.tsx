'use client';

import { Toast } from 'radix-ui';
import { cn } from './cn';
import { CloseIcon } from './icons';

export type ToastTone = 'info' | 'success' | 'error';
export interface ToastMessage {
  id: number;
  text: string;
  tone: ToastTone;
}

/** The toasts themselves, on Radix Toast: loaded by the Toaster only once a first toast is shown. */
export default function ToastList({
  messages,
  onClosed,
}: {
  messages: ToastMessage[];
  onClosed: (id: number) => void;
}) {
  return (
    <Toast.Provider duration={5000}>
      {messages.map((message) => (
        <Toast.Root
          key={message.id}
          type={message.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onClosed(message.id);
          }}
          className={cn(
            'flex items-start gap-3 rounded-lg border bg-surface p-3 text-text shadow-lg',
            message.tone === 'error'
              ? 'border-danger'
              : message.tone === 'success'
                ? 'border-success'
                : 'border-border',
          )}
        >
          <Toast.Description className="flex-1">{message.text}</Toast.Description>
          <Toast.Close
            aria-label="Dismiss"
            className="inline-flex size-touch items-center justify-center rounded-md text-muted hover:bg-accent-soft md:size-8"
          >
            <CloseIcon className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-4 left-1/2 z-50 m-0 flex w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 list-none flex-col gap-2 p-0" />
    </Toast.Provider>
  );
}
