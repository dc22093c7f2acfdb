import type { Conflict } from '@/models';
import type { ConflictView } from './schemas';

const rounded = (value: number) => Math.round(value * 10) / 10;

export function toConflictView(c: Conflict): ConflictView {
  return {
    conflictId: c.id,
    name: c.name,
    hostCountry: c.hostCountryId,
    region: c.region,
    type: c.type as ConflictView['type'],
    status: c.status as ConflictView['status'],
    bloc: c.bloc as ConflictView['bloc'],
    terrain: c.terrain,
    severity: c.severity,
    intensity: rounded(c.intensity),
    control: rounded(c.control),
    supplyA: rounded(c.supplyA),
    supplyB: rounded(c.supplyB),
    sideA: { ...c.sideA, kind: c.sideA.kind as ConflictView['sideA']['kind'] },
    sideB: { ...c.sideB, kind: c.sideB.kind as ConflictView['sideB']['kind'] },
    startedTurn: c.startedTurn,
    resolvedTurn: c.resolvedTurn,
  };
}
