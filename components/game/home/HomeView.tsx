'use client';

import { useClientNav } from '@/lib/systems/game/browser/session';
import { useDesk } from '@/lib/systems/game/browser/desk-reads';
import type { Desk } from '@/lib/systems/game/desk/get-desk';
import type { Onboarding } from '@/lib/systems/game/onboarding/onboarding';
import { GuestLanding } from './GuestLanding';
import { PlayerDesk } from './PlayerDesk';

/**
 * The home page: the desk for a signed-in player, the live landing page for a guest. The server decides
 * which from the session cookie (`signedIn`) and reads the desk (`initial`); after a login or logout in
 * this tab, the re-read navigation decides. `worldMap` is the server-drawn map the landing page shows.
 */
export function HomeView({
  signedIn,
  initial,
  onboarding,
  worldMap,
}: {
  signedIn: boolean;
  initial?: Desk;
  onboarding?: Onboarding;
  worldMap?: React.ReactNode;
}) {
  const { data: nav } = useClientNav();
  const { data: desk, mutate } = useDesk(initial);
  const onTurnDue = () => void mutate();
  const player = nav ? Boolean(nav.user) : signedIn;
  if (!player) return <GuestLanding desk={desk ?? undefined} onTurnDue={onTurnDue} worldMap={worldMap} />;
  return <PlayerDesk desk={desk?.player ? desk : undefined} onTurnDue={onTurnDue} onboarding={onboarding} />;
}
