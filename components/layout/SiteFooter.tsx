import Link from 'next/link';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <p>
          Statecraft is a turn-based multiplayer political and economic simulation.{' '}
          <Link href="/docs">Read how to play and use the API</Link>.
        </p>
      </div>
    </footer>
  );
}
