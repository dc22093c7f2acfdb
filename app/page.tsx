import { HomeView } from '@/components/game/home/HomeView';
import { WorldMap } from '@/components/game/maps/WorldMap';
import { getDb } from '@/lib/platform/db';
import { getDesk } from '@/lib/systems/game/desk/get-desk';
import { getWorldMapCountries } from '@/lib/systems/game/maps/map-reads';
import { getOnboarding } from '@/lib/systems/game/onboarding/onboarding';
import { pageUser } from './page-user';

export const dynamic = 'force-dynamic';

/**
 * The desk or the landing page, chosen here from the session cookie, with its data read on the server;
 * the landing page's world map is drawn here too, so a guest's first HTML holds it (docs/maps.md).
 */
export default async function HomePage() {
  const db = getDb();
  const user = await pageUser();
  const [desk, onboarding, countries] = await Promise.all([
    getDesk(db, { userId: user?.id ?? null }),
    user ? getOnboarding(db, { userId: user.id }).catch(() => undefined) : undefined,
    user ? [] : getWorldMapCountries(db),
  ]);
  return (
    <HomeView
      signedIn={user !== null}
      initial={desk}
      onboarding={onboarding}
      worldMap={user ? undefined : <WorldMap countries={countries} shade="party" />}
    />
  );
}
