import { describe, expect, it } from 'vitest';
import { countryReferences } from '@/lib/systems/core/world-plan/reference';
import { countryMapGeometry, REGION_MAP_COUNTRIES, worldMapGeometry, WORLD_ATLAS_IDS } from './geometry';

const pathBytes = (shapes: { d: string }[]) => shapes.reduce((sum, shape) => sum + shape.d.length, 0);

describe('map geometry', () => {
  it.each(countryReferences.map((c) => [c.id, c] as const))(
    '%s: every world plan region has a shape and every shape a region',
    (id, country) => {
      const geometry = countryMapGeometry(id);
      expect(geometry, `${id} has no region map`).not.toBeNull();
      const shapeIds = geometry!.shapes.map((s) => s.id).sort();
      expect(shapeIds).toEqual(country.regions.map((r) => r.id).sort());
      for (const shape of geometry!.shapes) {
        expect(shape.d, shape.id).toMatch(/^M[\d.-]+,[\d.-]+L/);
        // Inside the drawing: a ring wound the wrong way would cover the whole sphere instead.
        const [x, y] = shape.centroid;
        expect(x, shape.id).toBeGreaterThan(0);
        expect(x, shape.id).toBeLessThan(geometry!.width);
        expect(y, shape.id).toBeGreaterThan(0);
        expect(y, shape.id).toBeLessThan(geometry!.height);
      }
      // Small enough for a page: a country's paths stay under 60 kB.
      expect(pathBytes(geometry!.shapes)).toBeLessThan(60_000);
    },
  );

  it('lists every playable country among the region maps', () => {
    expect([...REGION_MAP_COUNTRIES].sort()).toEqual(countryReferences.map((c) => c.id).sort());
  });

  it('draws every country the game has on the world map, and the rest as one grey background', () => {
    const codes = countryReferences.map((c) => c.id);
    for (const code of codes) expect(WORLD_ATLAS_IDS[code], code).toBeDefined();
    const world = worldMapGeometry(codes);
    expect(world.shapes.map((s) => s.id)).toEqual(codes);
    for (const shape of world.shapes) expect(shape.d.length, shape.id).toBeGreaterThan(20);
    expect(world.background.length).toBeGreaterThan(1000);
    expect(pathBytes(world.shapes) + world.background.length).toBeLessThan(80_000);
  });

  it('projects once per process: a second call returns the same object', () => {
    expect(countryMapGeometry('UK')).toBe(countryMapGeometry('UK'));
    const codes = countryReferences.map((c) => c.id);
    expect(worldMapGeometry(codes)).toBe(worldMapGeometry(codes));
  });

  it('has no map for an unknown country', () => {
    expect(countryMapGeometry('XX')).toBeNull();
  });
});
