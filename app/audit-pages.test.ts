import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUDITED_PAGES, routeOfPageFile } from '@/e2e/support/audit-pages';

// The Playwright audit (e2e/ui/audit.spec.ts) visits AUDITED_PAGES; this keeps that list equal to the pages.
describe('the page audit list', () => {
  const routes = readdirSync('app', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.replace(/\\/g, '/').split('/').at(-1) === 'page.tsx')
    .map((file) => routeOfPageFile(`app/${file}`))
    .sort();

  it('names every page file of app/, and nothing else', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(AUDITED_PAGES.map((entry) => entry.route).sort()).toEqual(routes);
  });

  it('turns page files into routes', () => {
    expect(routeOfPageFile('app/page.tsx')).toBe('/');
    expect(routeOfPageFile('app/corporations/[id]/group/page.tsx')).toBe('/corporations/[id]/group');
    expect(routeOfPageFile('app/countries/[code]/(tabs)/economy/page.tsx')).toBe('/countries/[code]/economy');
  });
});
