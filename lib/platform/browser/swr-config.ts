'use client';

import { createElement, useContext, useMemo, type ReactNode } from 'react';
import { FallbackContext } from './swr';

/**
 * Seeds the reads below it with the server's data by key, until their first response (swr.ts); a nested
 * one adds its keys to its parent's, as SWR's does.
 */
export function SWRConfig({
  value,
  children,
}: {
  value: { fallback: Record<string, unknown> };
  children?: ReactNode;
}) {
  const parent = useContext(FallbackContext);
  const fallback = useMemo(() => ({ ...parent, ...value.fallback }), [parent, value.fallback]);
  return createElement(FallbackContext.Provider, { value: fallback }, children);
}
