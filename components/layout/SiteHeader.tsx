import Link from 'next/link';
import { StatusBar } from '@/components/status/StatusBar';
import { MainNav } from './MainNav';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link href="/" className="site-name">
          Statecraft
        </Link>
        <MainNav />
      </div>
      <StatusBar />
    </header>
  );
}
