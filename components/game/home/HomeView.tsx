'use client';

import { useClientNav } from '@/lib/systems/game/browser/session';
import { useDesk } from '@/lib/systems/game/browser/desk-reads';
import type { Desk } from '@/lib/systems/game/desk/get-desk';
import type { Onboarding } from '@/lib/systems/game/onboarding/onboarding';
import { lazy, Suspense } from 'react';
import { PlayerDesk } from './PlayerDesk';

// A guest's landing loads just after the page's own code (docs/ui.md, "First-load JavaScript"); the server
// renders it into the first HTML. A player's first load carries the desk alone.
const GuestLanding = lazy(() => import('./GuestLanding').then((m) => ({ default: m.GuestLanding })));

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
  if (!player) {
    return (
      <Suspense fallback={null}>
        <GuestLanding desk={desk ?? undefined} onTurnDue={onTurnDue} worldMap={worldMap} />
      </Suspense>
    );
  }
  return <PlayerDesk desk={desk?.player ? desk : undefined} onTurnDue={onTurnDue} onboarding={onboarding} />;
}
