'use client';

import { lazy, Suspense } from 'react';
import { deferredPart } from '@/components/ui/deferred-part';

// The root layout's islands load just after the page's own code rather than with it: every page's first
// load carries what is here (docs/ui.md, "First-load JavaScript"). The server renders them as before, so
// the first HTML holds the menus and the status bar; the browser keeps that HTML until their code lands and
// hydrates them then (a Suspense boundary each). ThemeSync renders nothing.
// The main nav's buttons stay disabled until its code hydrates them (deferredPart).
export const LazyMainNav = deferredPart(() => import('./MainNav').then((m) => m.MainNav));
const StatusBar = lazy(() =>
  import('@/components/core/status/StatusBar').then((m) => ({ default: m.StatusBar })),
);
const ThemeSync = lazy(() =>
  import('@/components/core/theme/ThemeSync').then((m) => ({ default: m.ThemeSync })),
);

export function LazyStatusBar() {
  return (
    <Suspense fallback={null}>
      <StatusBar />
    </Suspense>
  );
}

export function LazyThemeSync() {
  return (
    <Suspense fallback={null}>
      <ThemeSync />
    </Suspense>
  );
}
