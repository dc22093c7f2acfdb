import { describe, expect, it } from 'vitest';
import { campaignActionEffect, withSamplingNoise } from './campaign-actions';
import { ADVERTISE_EFFECT, CANVASS_EFFECT, POLL_NOISE, RALLY_EFFECT } from './constants';

describe('campaignActionEffect', () => {
  it('gives each kind its base, and the n-th of a kind in a turn 1/n of it', () => {
    expect(campaignActionEffect('canvass', 0)).toBe(CANVASS_EFFECT);
    expect(campaignActionEffect('canvass', 1)).toBe(CANVASS_EFFECT / 2);
    expect(campaignActionEffect('rally', 3)).toBe(RALLY_EFFECT / 4);
    expect(campaignActionEffect('poll', 0)).toBe(0);
  });

  it('grows advertising with the log of the amount: strongly diminishing', () => {
    const tenThousand = campaignActionEffect('advertise', 0, 10_000);
    expect(tenThousand).toBeCloseTo(ADVERTISE_EFFECT * Math.log(2), 12);
    const million = campaignActionEffect('advertise', 0, 1_000_000);
    expect(million / tenThousand).toBeLessThan(7);
    expect(campaignActionEffect('advertise', 0, 0)).toBe(0);
  });
});

describe('withSamplingNoise', () => {
  const shares = [
    { id: 'a', share: 0.5 },
    { id: 'b', share: 0.3 },
    { id: 'c', share: 0.2 },
  ];
  it('moves each share by at most the noise and keeps the total at one', () => {
    let k = 0;
    const draws = [0, 1, 0.5];
    const noisy = withSamplingNoise(shares, () => draws[k++]!);
    expect(noisy.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(1, 12);
    noisy.forEach((s, i) => expect(Math.abs(s.share - shares[i]!.share)).toBeLessThanOrEqual(2 * POLL_NOISE));
    expect(noisy[0]!.share).toBeLessThan(0.5);
  });
  it('is exact when every draw is the middle', () => {
    expect(withSamplingNoise(shares, () => 0.5).map((s) => s.share)).toEqual([0.5, 0.3, 0.2]);
  });
});
