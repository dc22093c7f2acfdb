'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * Renders its children only in the browser, after hydration; the server HTML (and the hydrating pass)
 * gets `fallback`. For widgets that write inline style attributes while rendering (a chart library's),
 * which the Content-Security-Policy refuses in server HTML but allows when set from script.
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}

/**
 * False in server HTML and while React hydrates it, true once the page is interactive. A server-rendered
 * button disables itself until then, so a click that no handler would hear is never lost silently.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
