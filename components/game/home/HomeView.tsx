'use client';

import { useClientNav } from '@/lib/systems/game/browser/session';
import { useDesk } from '@/lib/systems/game/browser/desk-reads';
import type { Desk } from '@/lib/systems/game/desk/get-desk';
import type { Onboarding } from '@/lib/systems/game/onboarding/onboarding';
import { deferredPart } from '@/components/ui/deferred-part';
import { PlayerDesk } from './PlayerDesk';

// A guest's landing page loads just after the page's code (a player never needs it); the server renders
// it. The world map stays out of the deferred parts: a part the server streams apart would put the map's
// SVG in a style attribute, which the CSP refuses (MapClicks).
const GuestIntro = deferredPart(() => import('./GuestLanding').then((m) => m.GuestIntro));
const GuestWorld = deferredPart(() => import('./GuestLanding').then((m) => m.GuestWorld));

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
      <>
        <GuestIntro desk={desk ?? undefined} onTurnDue={onTurnDue} />
        {worldMap && (
          <section aria-labelledby="home-map-heading" className="mb-6">
            <h2 id="home-map-heading">The world now</h2>
            <p className="muted">
              Each country in its governing party&apos;s colour; a ring marks an armed conflict. Tap a country
              to open it.
            </p>
            {worldMap}
          </section>
        )}
        <GuestWorld desk={desk ?? undefined} />
      </>
    );
  }
  return <PlayerDesk desk={desk?.player ? desk : undefined} onTurnDue={onTurnDue} onboarding={onboarding} />;
}
