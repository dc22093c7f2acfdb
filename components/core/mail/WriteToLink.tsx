'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/Button';
import { MailIcon } from '@/components/ui/icons';
import { useClientNav } from '@/lib/systems/game/browser/session';

/** "Write to" on a player's profile: opens the composer addressed to them (hidden on your own profile). */
export function WriteToLink({ sequentialId, name }: { sequentialId: number; name: string }) {
  const { data: nav } = useClientNav();
  if (nav?.characterSeq === sequentialId) return null;
  const href = `/mail?${new URLSearchParams({ to: String(sequentialId), name })}`;
  return (
    <Button asChild variant="secondary" size="sm">
      <Link href={href} data-testid="write-to">
        <MailIcon />
        Write to {name}
      </Link>
    </Button>
  );
}
