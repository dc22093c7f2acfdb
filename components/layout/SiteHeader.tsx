import Link from 'next/link';
import { LazyMainNav, LazyStatusBar } from './LayoutIslands';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container flex min-h-14 items-center justify-between gap-4 py-2">
        <Link href="/" className="site-name">
          Statecraft
        </Link>
        <LazyMainNav />
      </div>
      <LazyStatusBar />
    </header>
  );
}
