import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GetCommodityResult } from '@/lib/systems/economy/commodities/schemas';
import { CommodityView } from './CommodityView';

// app/commodities/[key]/page.tsx reads the commodity on the server: the view draws it in the first HTML.
const noMarket = { found: false, commodity: null } as unknown as GetCommodityResult;

describe('the commodity page in its first HTML', () => {
  it('shows the server read, not a loading placeholder', () => {
    const html = renderToString(createElement(CommodityView, { commodityKey: 'steel', initial: noMarket }));
    expect(html).toContain('No market is open for this commodity yet.');
    expect(html).not.toContain('aria-busy');
  });

  it('waits for the browser without it (what the page did before)', () => {
    const html = renderToString(createElement(CommodityView, { commodityKey: 'steel' }));
    expect(html).toContain('aria-busy="true"');
  });
});
