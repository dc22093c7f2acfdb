import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CountryMap } from '@/components/game/maps/CountryMap';
import { RegionHighlightMap } from '@/components/game/maps/RegionHighlightMap';
import { WORLD_SHADES, WorldMap } from '@/components/game/maps/WorldMap';
import { COUNTRY_SHADES } from '@/components/game/maps/CountryMap';
import { countryReferences } from '@/lib/systems/core/world-plan/reference';
import { getCountryMapRegions, getWorldMapCountries } from '@/lib/systems/game/maps/map-reads';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

// The click handler's router exists only inside the Next app; the markup under test does not depend on it.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));

// The maps as the server renders them, from a seeded world: an <svg role="img"> with every region's path.

const database = seededSuiteDatabase();

const pathIds = (html: string, attribute: 'region' | 'country') =>
  [...html.matchAll(new RegExp(`<path data-${attribute}="([^"]+)"`, 'g'))].map((m) => m[1]!);
const svgOf = (html: string) =>
  /<svg viewBox="[^"]+" role="img" aria-label="[^"]+"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';

describe('server-rendered maps', () => {
  it.each(WORLD_SHADES.map((s) => s.key))(
    'the world map by %s draws every country the game has',
    async (shade) => {
      const countries = await getWorldMapCountries(database.db);
      const html = renderToStaticMarkup(
        createElement(WorldMap, { countries, shade, shadeHref: (k) => `/world?shade=${k}` }),
      );
      expect(pathIds(html, 'country')).toEqual(countryReferences.map((c) => c.id));
      expect(html).toContain('Show as table');
      for (const country of countries) expect(html).toContain(`href="/countries/${country.id}"`);
      console.log(`world map by ${shade}: ${svgOf(html).length} SVG bytes`);
    },
  );

  it.each(countryReferences.flatMap((c) => COUNTRY_SHADES.map((s) => [c.id, s.key] as const)))(
    '%s by %s draws every region of the world plan, each linking to its page',
    async (countryId, shade) => {
      const country = countryReferences.find((c) => c.id === countryId)!;
      const regions = await getCountryMapRegions(database.db, countryId);
      const html = renderToStaticMarkup(
        createElement(CountryMap, {
          regions,
          countryId,
          countryName: country.name,
          currencyCode: country.currencyCode,
          shade,
        }),
      );
      expect(pathIds(html, 'region').sort()).toEqual(country.regions.map((r) => r.id).sort());
      for (const region of country.regions) expect(html).toContain(`data-href="/states/${region.id}"`);
      if (shade === 'seats' || shade === 'economy')
        console.log(`${countryId} map by ${shade}: ${svgOf(html).length} SVG bytes`);
    },
  );

  it('a highlight map picks out its region and draws the rest', async () => {
    const regions = await getCountryMapRegions(database.db, 'JP');
    const html = renderToStaticMarkup(
      createElement(RegionHighlightMap, {
        regions,
        countryId: 'JP',
        countryName: 'Japan',
        regionIds: ['JP-KNT'],
        label: 'Where Kanto lies in Japan',
        highlightLabel: 'Kanto',
      }),
    );
    expect(pathIds(html, 'region')).toHaveLength(8);
    expect(html).toMatch(/<path data-region="JP-KNT" data-href="\/states\/JP-KNT" d="[^"]+" fill="#d9480f"/);
  });
});
