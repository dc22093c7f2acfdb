import { HomeView } from '@/components/game/home/HomeView';
import { WorldMap } from '@/components/game/maps/WorldMap';
import { getDb } from '@/lib/platform/db';
import { getWorldMapCountries } from '@/lib/systems/game/maps/map-reads';

export const dynamic = 'force-dynamic';

/** The desk or the landing page; the landing page's world map is drawn here, on the server. */
export default async function HomePage() {
  const countries = await getWorldMapCountries(getDb());
  return <HomeView worldMap={<WorldMap countries={countries} shade="party" />} />;
}
