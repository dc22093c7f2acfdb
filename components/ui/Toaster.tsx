'use client';

import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { cn } from './cn';

type Tone = 'info' | 'success' | 'error';
interface ToastMessage {
  id: number;
  text: string;
  tone: Tone;
}

// One module-level queue: any component calls toast(...) and the single Toaster in app/layout.tsx shows it.
// Radix Toast rather than sonner: sonner injects a <style> element at runtime, which the nonce CSP refuses.
let nextId = 1;
const noSubscription = () => () => {};
const listeners = new Set<(message: ToastMessage) => void>();

/** Shows a short confirmation ("Saved", "Order placed") that screen readers announce. */
export function toast(text: string, tone: Tone = 'info'): void {
  const message = { id: nextId++, text, tone };
  for (const listener of listeners) listener(message);
}

export function Toaster() {
  const [messages, setMessages] = useState<ToastMessage[]>([]);
  // Rendered only in the browser: Radix's viewport carries style="pointer-events:none", which as a
  // server-rendered attribute the nonce CSP refuses; set by React on the client it is allowed.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    const add = (message: ToastMessage) => setMessages((current) => [...current, message]);
    listeners.add(add);
    return () => {
      listeners.delete(add);
    };
  }, []);
  const remove = (id: number) => setMessages((current) => current.filter((m) => m.id !== id));
  if (!mounted) return null;
  return (
    <Toast.Provider duration={5000}>
      {messages.map((message) => (
        <Toast.Root
          key={message.id}
          type={message.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) remove(message.id);
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
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-4 left-1/2 z-50 m-0 flex w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 list-none flex-col gap-2 p-0" />
    </Toast.Provider>
  );
}
