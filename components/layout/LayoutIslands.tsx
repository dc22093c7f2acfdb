'use client';

import { lazy, Suspense } from 'react';

// The root layout's islands load just after the page's own code rather than with it: every page's first
// load carries what is here (docs/ui.md, "First-load JavaScript"). The server renders them as before, so
// the first HTML holds the menus and the status bar; the browser keeps that HTML until their code lands and
// hydrates them then (a Suspense boundary each). ThemeSync renders nothing. The main nav is not here: its
// menu buttons show at once and would do nothing until a deferred chunk landed (SiteHeader imports it).
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
