import type { Metadata } from 'next';
import { ResourceMapView, type ResourceMapShapes } from '@/components/extraction/ResourceMapView';
import { RESOURCE_MAP_START } from '@/components/extraction/resource-map-start';
import { countryMapGeometry } from '@/components/game/maps/geometry';
import { listCountries } from '@/lib/systems/core/countries/list-countries';
import { getDb } from '@/lib/platform/db';
import { getResourceMap } from '@/lib/systems/extraction/get-resource-map';

export const metadata: Metadata = { title: 'Extraction resources' };
// Reads the live world on every request; `next build` runs without a database.
export const dynamic = 'force-dynamic';

/** The simplified shapes of every country with a map (computed once per process), without centroids. */
function resourceMaps(countries: readonly { id: string }[]): Record<string, ResourceMapShapes> {
  const maps: Record<string, ResourceMapShapes> = {};
  for (const { id } of countries) {
    const geometry = countryMapGeometry(id);
    if (geometry)
      maps[id] = {
        width: geometry.width,
        height: geometry.height,
        shapes: geometry.shapes.map(({ id, d }) => ({ id, d })),
      };
  }
  return maps;
}

export default async function ResourcesPage() {
  const [{ countries }, initial] = await Promise.all([
    listCountries(getDb()),
    getResourceMap(getDb(), RESOURCE_MAP_START).catch(() => undefined),
  ]);
  return (
    <>
      <h1>Extraction resources</h1>
      <p>
        Each state can extract oil, coal, iron, natural gas, timber and rare earths up to its capacity per
        day. Corporations hold contracts for a share of it; the rest is shared by every extraction sector in
        the state. Choose a state to see its capacity, contracts and output.
      </p>
      <ResourceMapView
        countries={countries.map((c) => ({ id: c.id, name: c.name }))}
        maps={resourceMaps(countries)}
        initial={initial}
      />
    </>
  );
}
