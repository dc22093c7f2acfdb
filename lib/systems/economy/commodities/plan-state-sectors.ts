import type { sectorCommodityRates, stateSectors } from '@/models';
import { createRandom } from '@/lib/platform/random';
import type { SectorReference } from '@/lib/systems/economy/macro/reference';
import {
  DAYS_PER_YEAR,
  EXTRACTION_VARIATION,
  OPENING_UTILIZATION,
  SECTOR_OUTPUT_WEIGHTS,
  SECTOR_VARIATION,
  WORKFORCE_SHARE,
} from './constants';

interface PlannedState {
  id: string;
  countryId: string;
  population: number;
  gdpMillions: number;
  /** Local currency units per anchor unit. */
  forexRate: number;
}

type SectorRateRow = typeof sectorCommodityRates.$inferInsert;
type StateSectorRow = typeof stateSectors.$inferInsert;

interface StrategyMaps {
  supplies?: Record<string, number>;
  demands?: Record<string, number>;
  requiresTechUnlock?: boolean;
}

/**
 * A sector's commodity rates: the mean of its strategies that need no tech unlock (so chemicals also
 * make pharmaceuticals and fertilizers), or its own maps when it has none.
 */
export function planSectorRates(sectors: readonly SectorReference[]): SectorRateRow[] {
  const rows: SectorRateRow[] = [];
  for (const sector of sectors) {
    const open = (sector.strategies as StrategyMaps[]).filter((s) => !s.requiresTechUnlock);
    const sources: StrategyMaps[] = open.length > 0 ? open : [sector];
    for (const direction of ['supply', 'demand'] as const) {
      const totals = new Map<string, number>();
      for (const source of sources) {
        const map = (direction === 'supply' ? source.supplies : source.demands) ?? {};
        for (const [key, rate] of Object.entries(map)) totals.set(key, (totals.get(key) ?? 0) + rate);
      }
      for (const [commodityKey, total] of [...totals.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const rate = Math.round((total / sources.length) * 1e8) / 1e8;
        if (rate > 0) rows.push({ sectorType: sector.id, commodityKey, direction, rate });
      }
    }
  }
  return rows;
}

/**
 * Opening state sectors: each state's GDP (converted to anchor units per day) split over the sector
 * types by SECTOR_OUTPUT_WEIGHTS times a seeded per-state variation; employment splits the state's
 * workforce by output share. Pure: same states and seed, same rows.
 */
export function planStateSectors(
  stateList: readonly PlannedState[],
  sectorIds: readonly string[],
  seed: string,
): StateSectorRow[] {
  const random = createRandom(`${seed}:state-sectors`);
  const rows: StateSectorRow[] = [];
  for (const state of [...stateList].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const weights = sectorIds.map((sectorId) => {
      const [low, high] = sectorId === 'extraction' ? EXTRACTION_VARIATION : SECTOR_VARIATION;
      return (SECTOR_OUTPUT_WEIGHTS[sectorId] ?? 0.02) * (low + random.float() * (high - low));
    });
    const totalWeight = weights.reduce((sum, w) => sum + w, 0);
    const dailyOutput = (state.gdpMillions * 1_000_000) / state.forexRate / DAYS_PER_YEAR;
    const workforce = state.population * WORKFORCE_SHARE;
    sectorIds.forEach((sectorType, i) => {
      const share = weights[i]! / totalWeight;
      const output = Math.round(dailyOutput * share * 1e4) / 1e4;
      rows.push({
        stateId: state.id,
        sectorType,
        countryId: state.countryId,
        capacity: Math.round((output / OPENING_UTILIZATION) * 1e4) / 1e4,
        utilization: OPENING_UTILIZATION,
        output,
        employment: Math.round(workforce * share),
        updatedTurn: 0,
      });
    });
  }
  return rows;
}
