'use client';

import { SkeletonText } from '@/components/ui/Skeleton';
import { useClientNav, useDesk } from '@/lib/systems/game/browser/hooks';
import { GuestLanding } from './GuestLanding';
import { PlayerDesk } from './PlayerDesk';

/**
 * The home page: the desk for a signed-in player, the live landing page for a guest. `worldMap` is the
 * server-drawn world map the landing page shows.
 */
export function HomeView({ worldMap }: { worldMap?: React.ReactNode }) {
  const { data: nav, error } = useClientNav();
  const { data: desk, mutate } = useDesk();
  const onTurnDue = () => void mutate();
  if (!nav && !error) return <SkeletonText lines={4} label="Loading…" />;
  if (!nav?.user) return <GuestLanding desk={desk} onTurnDue={onTurnDue} worldMap={worldMap} />;
  return <PlayerDesk desk={desk?.player ? desk : undefined} onTurnDue={onTurnDue} />;
}
