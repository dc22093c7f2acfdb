'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * Renders its children only in the browser, after hydration; the server HTML (and the hydrating pass)
 * gets `fallback`. For widgets that write inline style attributes while rendering (recharts' containers),
 * which the Content-Security-Policy refuses in server HTML but allows when set from script.
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return inBrowser ? children : fallback;
}
