import { describe, expect, it } from 'vitest';
import { campaignActionEffect, rallyInfluenceGain, withSamplingNoise } from './campaign-actions';
import {
  ADVERTISE_EFFECT,
  CANVASS_EFFECT,
  POLL_NOISE,
  RALLY_EFFECT,
  RALLY_INFLUENCE_GAIN,
} from './constants';
import { marginOfError } from './phases/campaign-moves';

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

describe('rallies and the public poll', () => {
  it('a rally gains influence, less for each rally of the turn; a debate challenge adds no awareness itself', () => {
    expect(rallyInfluenceGain(0)).toBe(RALLY_INFLUENCE_GAIN);
    expect(rallyInfluenceGain(2)).toBeCloseTo(RALLY_INFLUENCE_GAIN / 3, 12);
    // Three rallies a turn over a six-turn race: about 11 points.
    const race = 6 * (rallyInfluenceGain(0) + rallyInfluenceGain(1) + rallyInfluenceGain(2));
    expect(race).toBeCloseTo(11, 0);
    expect(campaignActionEffect('debate', 0)).toBe(0);
  });

  it('the public poll of 1,000 voters has a margin of error of about 3.1 points', () => {
    expect(marginOfError(1000)).toBeCloseTo(3.1, 1);
    expect(marginOfError(4000)).toBeCloseTo(marginOfError(1000) / 2, 9);
  });
});
