// The catalog of crisis and random event kinds (our own prose). Effects are per severity point:
// a severity-3 event shifts each listed metric by 3 × perSeverity.
import type { NewsCategory } from '@/lib/systems/core/news/constants';
import eventKindsJson from './event-kinds.json';

export interface EventMetricEffectReference {
  metricId: string;
  perSeverity: number;
}

/** National economy shifts per severity point: growth and confidence in points, the market in percent. */
export interface EventEconomyEffectReference {
  gdpGrowth: number;
  investorConfidence: number;
  stockMarketPct: number;
}

/** Shifts to the one character the event names (favorability 0..100, political influence 0..100). */
export interface EventCharacterEffectReference {
  favorability: number;
  politicalInfluence: number;
}

export interface EventKindReference {
  id: string;
  label: string;
  /** A country event touches every state of the country; a state event one drawn state. */
  scope: 'country' | 'state';
  severity: { min: number; max: number };
  /** Active window length in turns. */
  duration: { min: number; max: number };
  /** Chance per country per turn, while no event of this kind is active there. */
  baseProbability: number;
  newsCategory: NewsCategory;
  /** Templates: {place}, {severity} and {character}. */
  title: string;
  description: string;
  metrics: EventMetricEffectReference[];
  economy: EventEconomyEffectReference | null;
  character: EventCharacterEffectReference | null;
  /** Share of the metric shifts undone at expiry; the rest fades by the metrics' natural decay. */
  recovery: number;
}

export const eventKindReferences = eventKindsJson as EventKindReference[];
