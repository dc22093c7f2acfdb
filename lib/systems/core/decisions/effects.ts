import type { DecisionEffect, SovereignResolution } from './types';

// Short builders for the template catalogs' data files.

export const metric = (
  metricId: string,
  delta: number,
  ticks = 1,
  scope: 'state' | 'country' = 'state',
): DecisionEffect => ({ kind: 'metric', metricId, delta, scope, ticks });

export const nationalMetric = (metricId: string, delta: number, ticks = 1): DecisionEffect =>
  metric(metricId, delta, ticks, 'country');

export const economy = (
  shift: { gdpGrowth?: number; investorConfidence?: number; stockMarketPct?: number },
  ticks = 1,
): DecisionEffect => ({
  kind: 'economy',
  gdpGrowth: shift.gdpGrowth ?? 0,
  investorConfidence: shift.investorConfidence ?? 0,
  stockMarketPct: shift.stockMarketPct ?? 0,
  ticks,
});

export const standing = (
  favorability: number,
  politicalInfluence = 0,
  ticks = 1,
  target: 'addressee' | 'subject' = 'addressee',
): DecisionEffect => ({ kind: 'standing', target, favorability, politicalInfluence, ticks });

export const money = (
  account: 'addressee' | 'treasury' | 'corporation',
  units: number,
  counterparty: string,
  ticks = 1,
): DecisionEffect => ({ kind: 'money', account, units, counterparty, ticks });

export const conflictCourse = (
  intensity: number,
  supply: number,
  ticks = 1,
  ceasefire = false,
): DecisionEffect => ({ kind: 'conflict', intensity, supply, ceasefire, ticks });

export const ballot = (position: 'yes' | 'no' | 'abstain'): DecisionEffect => ({
  kind: 'ballot',
  position,
  ticks: 1,
});

export const sovereignResolution = (resolution: SovereignResolution, ticks = 1): DecisionEffect => ({
  kind: 'sovereign',
  resolution,
  ticks,
});
