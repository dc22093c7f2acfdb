import { expect, test, type APIRequestContext } from '@playwright/test';
import { countryReferences } from '../../lib/systems/core/world-plan/reference';

// Every map is in the first HTML: fetched without a browser (so without JavaScript), each page's <svg>
// carries one data-region (or data-country) path per region. Prints each map's SVG bytes for docs/maps.md.

const regionIdsOf = (code: string) =>
  countryReferences
    .find((c) => c.id === code)!
    .regions.map((r) => r.id)
    .sort();

async function mapsIn(request: APIRequestContext, address: string) {
  const response = await request.get(address);
  expect(response.status(), address).toBe(200);
  const html = await response.text();
  const svgs = [
    ...html.matchAll(/<svg viewBox="[^"]+" role="img" aria-label="([^"]+)"[^>]*>([\s\S]*?)<\/svg>/g),
  ];
  // Only the maps: other charts on a page are <svg role="img"> too.
  return svgs
    .filter(([, label]) => /^(Map of|World map|Where)/.test(label!))
    .map(([svg, label, body]) => ({
      label: label!,
      bytes: Buffer.byteLength(svg!),
      regions: [...body!.matchAll(/<path data-region="([^"]+)"/g)].map((m) => m[1]!).sort(),
      countries: [...body!.matchAll(/<path data-country="([^"]+)"/g)].map((m) => m[1]!),
    }));
}

test('the world map draws every country the game has, in the server HTML', async ({ request }) => {
  for (const shade of ['gdp', 'party']) {
    const [map] = await mapsIn(request, `/world?shade=${shade}`);
    expect(map, `/world?shade=${shade}`).toBeDefined();
    expect(map!.countries).toEqual(countryReferences.map((c) => c.id));
    console.log(`SVG bytes /world?shade=${shade}: ${map!.bytes}`);
  }
});

test('each country page draws every region of the world plan, in the server HTML', async ({ request }) => {
  for (const { id } of countryReferences) {
    for (const shade of ['seats', 'economy']) {
      const maps = await mapsIn(request, `/countries/${id}?shade=${shade}`);
      expect(maps, id).toHaveLength(1);
      expect(maps[0]!.regions, id).toEqual(regionIdsOf(id));
      console.log(`SVG bytes /countries/${id}?shade=${shade}: ${maps[0]!.bytes}`);
    }
  }
});

test("a state's page, the elections page and each kind of race draw their country's regions", async ({
  request,
}) => {
  const pages = ['/states/CA', '/states/UKI', '/countries/US/elections', '/countries/UK/elections'];
  const list = (await (await request.get('/api/elections?country=US')).json()) as {
    elections: { id: string; state: string | null }[];
  };
  // A race's own map is drawn when the run's world has one of each kind open (a fresh world may have none
  // yet). The annotation says how many were drawn.
  const national = list.elections.find((e) => e.state === null);
  const regional = list.elections.find((e) => e.state !== null);
  if (national) pages.push(`/elections/${national.id}`);
  if (regional) pages.push(`/elections/${regional.id}`);
  test.info().annotations.push({ type: 'races mapped', description: String(pages.length - 4) });
  for (const address of pages) {
    const maps = await mapsIn(request, address);
    expect(maps, address).toHaveLength(1);
    const country = address.includes('UK') ? 'UK' : 'US';
    expect(maps[0]!.regions, address).toEqual(regionIdsOf(country));
    console.log(`SVG bytes ${address}: ${maps[0]!.bytes}`);
  }
});
