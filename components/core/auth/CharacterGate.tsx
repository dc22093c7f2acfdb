'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { SkeletonText } from '@/components/ui/Skeleton';
import { useClientNav } from '@/lib/systems/game/browser/session';

/**
 * A page for a signed-in player with a character: until then, the session's loading line, a login prompt
 * that comes back to `next`, or the way to a character with `why` it needs one.
 */
export function CharacterGate({
  next,
  loginTitle,
  why,
  children,
}: {
  next: string;
  loginTitle: string;
  why: string;
  children: React.ReactNode;
}) {
  const { data: nav } = useClientNav();
  if (!nav) return <SkeletonText label="Loading…" />;
  if (!nav.user) {
    return (
      <EmptyState
        title={loginTitle}
        action={
          <Button asChild>
            <Link href={`/login?next=${next}`}>Log in</Link>
          </Button>
        }
      />
    );
  }
  if (!nav.hasCharacter) {
    return (
      <EmptyState
        title="No character yet"
        action={
          <Button asChild>
            <Link href="/setup">Create a character</Link>
          </Button>
        }
      >
        {why}
      </EmptyState>
    );
  }
  return <>{children}</>;
}
