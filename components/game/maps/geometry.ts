import { geoAlbersUsa, geoEqualEarth, geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature, merge } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import worldAtlas from 'world-atlas/countries-110m.json';
import regionAtlas from './data/regions.topo.json';

// SVG paths of every map, projected once per process on first use (never per request).

export interface MapShape {
  id: string;
  d: string;
  /** Where a marker sits: the shape's centroid in SVG units. */
  centroid: [number, number];
}

export interface MapGeometry {
  width: number;
  height: number;
  shapes: MapShape[];
  /** Land drawn under the shapes without data (the world map's other countries); '' when none. */
  background: string;
}

const MAP_WIDTH = 600;
/** One decimal is well under a pixel at any size the page draws a map. */
const PATH_DIGITS = 1;

/** Countries with a region map (regions.topo.json's objects). */
export const REGION_MAP_COUNTRIES = ['US', 'UK', 'DE', 'JP'] as const;

/** ISO 3166-1 numeric codes (world-atlas's ids) of the game's country codes. */
export const WORLD_ATLAS_IDS: Record<string, string> = {
  US: '840',
  UK: '826',
  GB: '826',
  DE: '276',
  JP: '392',
  FR: '250',
  IE: '372',
  CN: '156',
  CA: '124',
  IN: '356',
};

const ANTARCTICA = '010';

function project(
  features: Feature<Geometry, { id: string }>[],
  projection: GeoProjection,
  width: number,
  background?: Feature<Geometry>,
): MapGeometry {
  const collection: FeatureCollection = { type: 'FeatureCollection', features };
  projection.fitWidth(
    width,
    background ? { type: 'FeatureCollection', features: [...features, background] } : collection,
  );
  const path = geoPath(projection).digits(PATH_DIGITS);
  const [[, top], [, bottom]] = path.bounds(
    background ? { type: 'FeatureCollection', features: [...features, background] } : collection,
  );
  const shapes = features.map((f) => {
    const [x, y] = path.centroid(f);
    return {
      id: f.properties.id,
      d: path(f) ?? '',
      centroid: [Math.round(x), Math.round(y)] as [number, number],
    };
  });
  return {
    width,
    height: Math.ceil(bottom - Math.min(0, top)),
    shapes,
    background: background ? (path(background) ?? '') : '',
  };
}

const regionTopology = regionAtlas as unknown as Topology;

function projectionFor(country: string): GeoProjection {
  // Albers USA insets Alaska and Hawaii; Mercator is close enough for the compact others.
  return country === 'US' ? geoAlbersUsa() : geoMercator();
}

const countryCache = new Map<string, MapGeometry | null>();

/** The region map of a country (its shapes' ids are the world plan's state ids), or null when it has none. */
export function countryMapGeometry(country: string): MapGeometry | null {
  if (countryCache.has(country)) return countryCache.get(country)!;
  const object = regionTopology.objects[country] as GeometryCollection<{ id: string }> | undefined;
  const geometry = object
    ? project(
        (feature(regionTopology, object) as FeatureCollection<Geometry, { id: string }>).features,
        projectionFor(country),
        MAP_WIDTH,
      )
    : null;
  countryCache.set(country, geometry);
  return geometry;
}

let worldCache: MapGeometry | null = null;

/** The world map: one shape per game country (ids are the game's codes) over the grey of every other country. */
export function worldMapGeometry(countryCodes: readonly string[]): MapGeometry {
  const key = countryCodes.join(',');
  if (worldCache && worldCacheKey === key) return worldCache;
  const topology = worldAtlas as unknown as Topology;
  const object = topology.objects.countries as GeometryCollection<{ name: string }>;
  const atlasIds = new Set(countryCodes.map((code) => WORLD_ATLAS_IDS[code]));
  const games = countryCodes.flatMap((code) => {
    const geometry = object.geometries.find((g) => g.id === WORLD_ATLAS_IDS[code]);
    if (!geometry) return [];
    const shape = feature(topology, geometry) as Feature<Geometry>;
    return [{ ...shape, properties: { id: code } }];
  });
  const others: Feature<Geometry> = {
    type: 'Feature',
    properties: {},
    geometry: merge(
      topology,
      object.geometries.filter((g) => g.id !== ANTARCTICA && !atlasIds.has(String(g.id))) as never,
    ),
  };
  worldCache = project(games, geoEqualEarth(), 960, others);
  worldCacheKey = key;
  return worldCache;
}
let worldCacheKey = '';
