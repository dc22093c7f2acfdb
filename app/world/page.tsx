import { RefreshOnTurn } from '@/components/game/live/LiveEventsProvider';
import type { Metadata } from 'next';
import { WorldMap } from '@/components/game/maps/WorldMap';
import { ConflictsView } from '@/components/world/ConflictsView';
import { listCountries } from '@/lib/systems/core/countries/list-countries';
import { getReadDb } from '@/lib/platform/db';
import { getWorldMapCountries } from '@/lib/systems/game/maps/map-reads';

export const metadata: Metadata = { title: 'World affairs' };
export const dynamic = 'force-dynamic';

export default async function WorldPage({ searchParams }: { searchParams: Promise<{ shade?: string }> }) {
  const { shade } = await searchParams;
  // Public world data: the read replica may serve it (docs/scaling.md).
  const db = await getReadDb();
  const [{ countries }, mapCountries] = await Promise.all([listCountries(db), getWorldMapCountries(db)]);
  return (
    <>
      <RefreshOnTurn />
      <h1>World affairs</h1>
      <WorldMap countries={mapCountries} shade={shade} shadeHref={(key) => `/world?shade=${key}`} />
      <h2>Conflicts</h2>
      <p className="lead">
        Armed conflicts in and around our countries: who holds the contested ground, how well each side is
        supplied, and how the fighting has gone turn by turn.
      </p>
      <ConflictsView countries={countries.map((c) => ({ id: c.id, name: c.name }))} />
    </>
  );
}
