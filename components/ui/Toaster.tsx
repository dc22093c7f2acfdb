'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { ToastMessage, ToastTone } from './ToastList';

// One module-level queue: any component calls toast(...) and the single Toaster in app/layout.tsx shows it.
// Radix Toast rather than sonner: sonner injects a <style> element at runtime, which the nonce CSP refuses.
// Radix is loaded with the first toast, not with every page (the first-load JavaScript budget).
const ToastList = lazy(() => import('./ToastList'));

let nextId = 1;
const listeners = new Set<(message: ToastMessage) => void>();

/** Shows a short confirmation ("Saved", "Order placed") that screen readers announce. */
export function toast(text: string, tone: ToastTone = 'info'): void {
  const message = { id: nextId++, text, tone };
  for (const listener of listeners) listener(message);
}

export function Toaster() {
  const [messages, setMessages] = useState<ToastMessage[]>([]);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const add = (message: ToastMessage) => {
      setShown(true);
      setMessages((current) => [...current, message]);
    };
    listeners.add(add);
    return () => {
      listeners.delete(add);
    };
  }, []);
  // Nothing in the server HTML: Radix's viewport carries style="pointer-events:none", which as a
  // server-rendered attribute the nonce CSP refuses; set by React on the client it is allowed.
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastList
        messages={messages}
        onClosed={(id) => setMessages((current) => current.filter((m) => m.id !== id))}
      />
    </Suspense>
  );
}
