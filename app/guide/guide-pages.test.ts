// The guide's pages render from the catalogs without a server: every office title, law and metric label
// appears, and no internal key (a camelCase metric id, a snake_case code) leaks into the text.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { legislationEntries, metricEntries, officeEntries } from '@/lib/systems/game/guide/reference';
import GuidePage from './page';
import GuideLegislationPage from './legislation/page';
import GuideLawPage from './legislation/[law]/page';
import GuideMetricsPage from './metrics/page';
import GuideMoneyPage from './money/page';
import GuideOfficesPage from './offices/page';
import GuideTurnPage from './turn/page';

/** The visible text of a page: tags and attribute values dropped, entities decoded. */
function textOf(page: () => React.ReactElement): string {
  return renderToStaticMarkup(createElement(page))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

// Rendering the 256 laws takes seconds on a loaded machine.
describe('the guide pages', { timeout: 60_000 }, () => {
  it('render every office, law and metric of the catalogs', () => {
    const offices = textOf(GuideOfficesPage);
    for (const entry of officeEntries()) expect(offices).toContain(entry.title);
    const laws = renderToStaticMarkup(createElement(GuideLegislationPage));
    for (const entry of legislationEntries()) {
      expect(laws).toContain(`id="${entry.anchor}"`);
      expect(laws).toContain(`href="/guide/legislation/${entry.slug}"`);
    }
    const metrics = renderToStaticMarkup(createElement(GuideMetricsPage));
    for (const entry of metricEntries()) {
      expect(metrics).toContain(`id="${entry.anchor}"`);
      expect(metrics).toContain(escapeHtml(entry.label));
    }
  });

  it('show no internal keys in their text', () => {
    for (const page of [
      GuidePage,
      GuideOfficesPage,
      GuideLegislationPage,
      GuideMetricsPage,
      GuideTurnPage,
      GuideMoneyPage,
    ]) {
      const text = textOf(page);
      expect(text.match(/\b[a-z]+[A-Z][a-zA-Z]*\b/g) ?? [], page.name).toEqual([]);
      expect(text.match(/\b[a-z]+_[a-z_]+\b/g) ?? [], page.name).toEqual([]);
    }
  });

  it("keep the laws' index small and give each law its options and effects on its own page", async () => {
    // The index was one 3.5 MB page with every law's effects; its HTML doubles this markup (RSC payload).
    expect(renderToStaticMarkup(createElement(GuideLegislationPage)).length).toBeLessThan(120_000);
    for (const entry of legislationEntries()) {
      const page = await GuideLawPage({ params: Promise.resolve({ law: entry.slug }) });
      const text = renderToStaticMarkup(page).replace(/<[^>]+>/g, ' ');
      for (const option of entry.options) expect(text).toContain(escapeHtml(option.name));
      expect(text.match(/\b[a-z]+[A-Z][a-zA-Z]*\b/g) ?? [], entry.slug).toEqual([]);
      expect(text.match(/\b[a-z]+_[a-z_]+\b/g) ?? [], entry.slug).toEqual([]);
    }
  });

  it('state the money facts with their currency', () => {
    const money = textOf(GuideMoneyPage);
    expect(money).toContain('$6,500');
    expect(money).toContain('$20,000');
  });
});
