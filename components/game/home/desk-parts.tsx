'use client';

import Link from 'next/link';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { useLiveEvents } from '@/components/game/live/LiveEventsProvider';

// What the desk and the guest landing share, apart from the landing itself (which a player's first load
// does not carry: it loads with the desk's lower half).

/** "Live" beside the clock while the shared stream is open: the page updates the moment a turn commits. */
export function LiveBadge() {
  const { status } = useLiveEvents();
  return status === 'open' ? <Badge tone="success">Live</Badge> : null;
}

/** A card's header link, a full touch target on phones. */
export function CardLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link href={href}>{children}</Link>
    </Button>
  );
}
