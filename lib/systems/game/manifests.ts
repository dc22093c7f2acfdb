import { coreManifest } from '@/lib/systems/core';
import type { SystemManifest } from '@/lib/systems/core/manifest';
import { corporationsManifest } from '@/lib/systems/corporations';
import { economyManifest } from '@/lib/systems/economy';
import { extractionManifest } from '@/lib/systems/extraction';
import { policyManifest } from '@/lib/systems/policy';
import { politicsManifest } from '@/lib/systems/politics';
import { subsidiariesManifest } from '@/lib/systems/subsidiaries';
import { worldManifest } from '@/lib/systems/world';

/**
 * Every system's manifest, in layer order (a system after the ones it builds on): the order a world is
 * seeded in. The turn runs them in TURN_SYSTEMS order instead. `game` has no manifest: it owns no phase,
 * seed step, notification or next step, only the assembly (and the catalog's own /meta and openapi.json).
 */
export const SYSTEM_MANIFESTS = [
  coreManifest,
  policyManifest,
  economyManifest,
  politicsManifest,
  corporationsManifest,
  subsidiariesManifest,
  extractionManifest,
  worldManifest,
] as const satisfies readonly SystemManifest[];

export const manifestOf = Object.fromEntries(SYSTEM_MANIFESTS.map((m) => [m.system, m])) as unknown as Record<
  SystemManifest['system'],
  SystemManifest
>;

/** `list` with the entry of the same id swapped for `replacement`; throws if there is none, so wiring can't go stale. */
export function replaceById<T extends { id: string }>(list: readonly T[], replacement: T): T[] {
  if (!list.some((entry) => entry.id === replacement.id))
    throw new Error(`nothing to replace: ${replacement.id}`);
  return list.map((entry) => (entry.id === replacement.id ? replacement : entry));
}
