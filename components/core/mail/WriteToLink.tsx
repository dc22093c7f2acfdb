'use client';

import { Mail } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/Button';
import { useClientNav } from '@/lib/systems/game/browser/hooks';

/** "Write to" on a player's profile: opens the composer addressed to them (hidden on your own profile). */
export function WriteToLink({ sequentialId, name }: { sequentialId: number; name: string }) {
  const { data: nav } = useClientNav();
  if (nav?.characterSeq === sequentialId) return null;
  const href = `/mail?${new URLSearchParams({ to: String(sequentialId), name })}`;
  return (
    <Button asChild variant="secondary" size="sm">
      <Link href={href} data-testid="write-to">
        <Mail aria-hidden="true" />
        Write to {name}
      </Link>
    </Button>
  );
}
