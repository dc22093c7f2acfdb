'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

const Chart = lazy(() => import('./LineChart').then((module) => ({ default: module.LineChart })));

/**
 * LineChart for client views: the server draws the SVG into the page's first HTML (no script needed to
 * show it), so its code loads after the page's, for the view's later re-renders (docs/ui.md, "First-load
 * JavaScript"). Server components render LineChart itself.
 */
export function LineChart(props: ComponentProps<typeof Chart>) {
  return (
    <Suspense fallback={null}>
      <Chart {...props} />
    </Suspense>
  );
}
