'use client';

import { THEME_INIT_SCRIPT } from '@/lib/platform/browser/theme-init';
// buttonVariants, not Button: every page loads this boundary, and Button would put 12 pages over the
// 150 kB first-load budget (measured in app/error.tsx's note).
import { buttonVariants } from '@/components/ui/button-variants';
import './globals.css';

/** Replaces the root layout when the layout itself fails, so it brings its own document. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <title>Something went wrong · Statecraft</title>
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </head>
      <body>
        <main id="main" className="container page narrow">
          <h1>Something went wrong</h1>
          <p>Statecraft could not load. Please try again in a moment.</p>
          <p className="flex flex-wrap gap-3">
            <button type="button" className={buttonVariants()} onClick={() => retry()}>
              Try again
            </button>
            {/* A full page load on purpose: the app shell itself is what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className={buttonVariants({ variant: 'secondary' })}>
              Go to the home page
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
