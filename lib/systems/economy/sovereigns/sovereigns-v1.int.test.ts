import { beforeAll, describe, expect, it } from 'vitest';
import { freshApiKey } from '@/lib/testing/api-keys';
import { seededSuiteDatabase, worldSuiteDatabase } from '@/lib/testing/suite-database';
import { FULL_TURNS, FULL_TURNS_WORLD } from '@/lib/testing/turned-worlds';
import { callV1 } from '@/lib/testing/v1-requests';

let apiKey: string;

type Component = { id: string; label: string; value: number };
const sum = (components: Component[]) => components.reduce((total, c) => total + c.value, 0);

describe('sovereigns endpoint', () => {
  seededSuiteDatabase();
  beforeAll(async () => {
    apiKey = await freshApiKey('alice');
  });

  it('lists every seeded sovereign before any auction, with its sustainability score', async () => {
    const { status, body } = await callV1('sovereigns', { apiKey });
    expect(status).toBe(200);
    expect(body.found).toBe(true);
    expect(body.countries.map((c: { countryId: string }) => c.countryId).sort()).toEqual([
      'DE',
      'JP',
      'UK',
      'US',
    ]);
    const uk = body.countries.find((c: { countryId: string }) => c.countryId === 'UK');
    expect(uk).toMatchObject({
      countryName: 'United Kingdom',
      currencyCode: 'GBP',
      crisisState: 'normal',
      creditRating: 'A',
      consecutiveFailedAuctions: 0,
      turnsSinceDefault: null,
      inflation: 3.2,
      gdpGrowth: 1.2,
      // prime 3 + term premium 0.3875 + A spread 1.5, as a fraction
      couponRate: 0.048875,
      fxDepreciation10: 0,
      entityHoldings: 0,
      requiredIssuance: 0,
      demand: { subscriptionRatio: null, band: null, contributions: [] },
      lastAuction: null,
    });
    expect(uk.debtToGdp).toBeCloseTo(0.9724, 4);
    // The seeded ratio reads as its anchor rating's reference ratio (A: 0.9).
    expect(uk.assessedDebtToGdp).toBeCloseTo(0.9, 4);
    expect(uk.trust).toBeGreaterThan(50);
    expect(uk.sustainability.components.map((c: Component) => c.id)).toEqual([
      'dgdp',
      'primary-balance',
      'fx',
      'growth',
    ]);
    // dgdp: (0.9 - 0.6) / 1.4 * 50 = 10.71 points off; growth 1.2% = +4.0 points.
    expect(uk.sustainability.components[0].value).toBeCloseTo(-10.7143, 3);
    expect(uk.sustainability.components[3].value).toBeCloseTo(3.996, 3);
    expect(uk.sustainability.score).toBeCloseTo(80 + sum(uk.sustainability.components), 1);
    expect(uk.sustainability.band).toBe(
      uk.sustainability.score >= 80 ? 'healthy' : uk.sustainability.score >= 50 ? 'warning' : 'at-risk',
    );
  });
});

describe('sovereigns endpoint after turns', () => {
  // The seeded world after FULL_TURNS whole turns, shared with other suites.
  worldSuiteDatabase(FULL_TURNS_WORLD);
  beforeAll(async () => {
    apiKey = await freshApiKey('alice');
  });

  it('shows each auction demand, its band and the last auction', async () => {
    const { body } = await callV1('sovereigns', { apiKey });
    for (const sovereign of body.countries) {
      const where = JSON.stringify(sovereign);
      const { demand } = sovereign;
      expect(
        demand.contributions.map((c: Component) => c.id),
        where,
      ).toEqual([
        'base',
        'debtToGdp',
        'debtToGdpCliff',
        'inflation',
        'fxDepreciation',
        'defaultScar',
        'trust',
        'couponPremium',
        'entityHoldings',
      ]);
      expect(demand.subscriptionRatio, where).toBeCloseTo(Math.max(0, sum(demand.contributions)), 3);
      const band =
        demand.subscriptionRatio >= 1
          ? 'subscribed'
          : demand.subscriptionRatio >= 0.7
            ? 'undersubscribed'
            : 'failed';
      expect(demand.band, where).toBe(band);
      expect(sovereign.sustainability.score).toBeGreaterThanOrEqual(0);
      expect(sovereign.sustainability.score).toBeLessThanOrEqual(100);
    }
    // The deficit countries borrowed at auction this turn; the auction sold the offering it was subscribed for.
    const us = body.countries.find((c: { countryId: string }) => c.countryId === 'US');
    expect(us.lastAuction).toMatchObject({ turn: FULL_TURNS, band: 'subscribed' });
    expect(us.lastAuction.raised).toBe(us.lastAuction.offered);
    expect(us.lastAuction.offered % 1000).toBe(0);
    expect(us.lastAuction.offered).toBeGreaterThan(0);
  });
});
