import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { LiveEventsProvider } from '@/components/game/live/LiveEventsProvider';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { LazyThemeSync } from '@/components/layout/LayoutIslands';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { StyleNonce } from '@/components/core/theme/StyleNonce';
import { Toaster } from '@/components/ui/Toaster';
import { THEME_INIT_SCRIPT } from '@/lib/platform/browser/theme';
import { liveSeqAtRender } from './live-since';
import { requestOrigin } from './request-origin';
import { SessionData } from './session-data';
import './globals.css';

// The share image's absolute URL is built on metadataBase: the origin the reader reached, not the
// address `next start` binds to (which a shared link would otherwise point at: http://localhost:3000).
export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(await requestOrigin()),
    title: { default: 'Statecraft', template: '%s · Statecraft' },
    description:
      'A turn-based multiplayer political and economic simulation, playable in the browser and through a public API.',
  };
}

export const viewport: Viewport = {
  colorScheme: 'light dark',
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // proxy.ts puts a fresh CSP nonce on every page request; reading it makes every page dynamic.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const liveSince = await liveSeqAtRender();
  return (
    // The inline script sets data-theme before hydration, so the server's <html> attributes differ on purpose.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </head>
      <body>
        <StyleNonce nonce={nonce} />
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SessionData>
          <LiveEventsProvider since={liveSince}>
            <SiteHeader />
            <main id="main" tabIndex={-1} className="container page">
              {children}
            </main>
            <SiteFooter />
            <LazyThemeSync />
            <Toaster />
          </LiveEventsProvider>
        </SessionData>
      </body>
    </html>
  );
}
