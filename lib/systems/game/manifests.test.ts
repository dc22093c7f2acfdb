// Manifest parity: every phase, endpoint, seed step and notification kind the game assembles comes from
// exactly one system manifest, every system folder has one, and phases sit in one layout.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SYSTEM_IMPORTS } from '@/eslint.config.mjs';
import type { ClientEndpoint } from '@/lib/platform/client-endpoint';
import type { EndpointEntry } from '@/lib/platform/public-api/define-endpoint';
import type { SystemManifest } from '@/lib/systems/core/manifest';
import { TURN_SYSTEMS } from '@/lib/systems/core/turn/types';
import { clientEndpoints } from './api-catalog/client-catalog';
import { endpoints } from './api-catalog/catalog';
import { metaEndpoints } from './api-catalog/endpoints/meta';
import { SYSTEM_MANIFESTS } from './manifests';
import { NOTIFICATION_KINDS } from './notifications/kinds';
import { seedSteps } from './seeding/seed-world';
import { turnPhases } from './turn/registry';

const SYSTEMS_DIR = path.resolve(import.meta.dirname, '..');
const manifests: readonly SystemManifest[] = SYSTEM_MANIFESTS;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** How many of the lists hold `item` (by `key`). */
const holders = <T>(lists: readonly (readonly T[])[], item: T, key: (t: T) => unknown) =>
  lists.filter((list) => list.some((other) => key(other) === key(item))).length;

describe('system manifests', () => {
  it('exist for every system folder but game, one per system, listed in layer order', async () => {
    const folders = readdirSync(SYSTEMS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(new Set(folders)).toEqual(new Set(Object.keys(SYSTEM_IMPORTS)));
    expect(manifests.map((m) => m.system)).toEqual(
      Object.keys(SYSTEM_IMPORTS).filter((system) => system !== 'game'),
    );
    expect(new Set(manifests.map((m) => m.system))).toEqual(new Set(TURN_SYSTEMS));
    for (const system of folders.filter((folder) => folder !== 'game')) {
      const exported = Object.values(await import(`@/lib/systems/${system}/index.ts`));
      expect(exported, system).toHaveLength(1);
      expect(manifests, system).toContain(exported[0]);
    }
    // game owns no phase, seed step or kind: it assembles the others.
    expect(existsSync(path.join(SYSTEMS_DIR, 'game', 'index.ts'))).toBe(false);
  });

  it('give every registered phase exactly one manifest, and register every manifest phase', () => {
    const lists = manifests.map((m) => [...m.phases, ...(m.lastPhases ?? [])]);
    for (const phase of turnPhases)
      expect(
        holders(lists, phase, (p) => p.id),
        phase.id,
      ).toBe(1);
    expect(turnPhases.map((p) => p.id).sort()).toEqual(
      lists
        .flat()
        .map((p) => p.id)
        .sort(),
    );
    for (const manifest of manifests)
      for (const phase of [...manifest.phases, ...(manifest.lastPhases ?? [])])
        expect(phase.system, phase.id).toBe(manifest.system);
  });

  it('give every v1 endpoint exactly one manifest (or the catalog itself), and catalog every one', () => {
    const lists: Record<string, EndpointEntry>[] = [
      ...manifests.map((m) => ({ ...m.endpoints })),
      metaEndpoints,
    ];
    for (const [id, endpoint] of Object.entries(endpoints)) {
      expect(lists.filter((list) => id in list).length, id).toBe(1);
      expect(lists.find((list) => id in list)![id], id).toMatchObject({ path: endpoint.path });
    }
    expect(Object.keys(endpoints).sort()).toEqual(lists.flatMap((list) => Object.keys(list)).sort());
  });

  it('list every endpoint declared in lib/systems: v1 ones in the catalog, client ones in the client catalog', async () => {
    const v1 = new Set<unknown>(manifests.flatMap((m) => Object.values(m.endpoints)));
    const client = new Set<unknown>(manifests.flatMap((m) => Object.values(m.clientEndpoints)));
    let v1Declared = 0;
    let clientDeclared = 0;
    // game assembles the catalogs; every other system declares its own endpoints.
    const declaring = sourceFiles(SYSTEMS_DIR).filter(
      (file) => !file.startsWith(path.join(SYSTEMS_DIR, 'game')),
    );
    for (const file of declaring) {
      const text = readFileSync(file, 'utf8');
      const declaresV1 = text.includes('defineEndpoint(');
      const declaresClient = /\bClientEndpoint\b/.test(text) && !file.endsWith('manifest.ts');
      if (!declaresV1 && !declaresClient) continue;
      const exported = Object.values(await import(file)).filter((v) => typeof v === 'object' && v !== null);
      for (const group of exported as Record<string, unknown>[]) {
        for (const [name, entry] of Object.entries(group)) {
          if (declaresV1 && (entry as EndpointEntry).scope) {
            v1Declared += 1;
            expect(v1.has(entry), `${file}: ${name}`).toBe(true);
          } else if (declaresClient && (entry as ClientEndpoint).auth) {
            clientDeclared += 1;
            expect(client.has(entry), `${file}: ${name}`).toBe(true);
          }
        }
      }
    }
    expect(v1Declared).toBe(v1.size);
    expect(clientDeclared).toBe(client.size);
    expect(Object.keys(clientEndpoints)).toHaveLength(client.size);
  });

  it('give every seed step and notification kind exactly one manifest, named after its system', () => {
    const stepLists = manifests.map((m) => [...m.seedSteps, ...(m.lastSeedSteps ?? [])]);
    for (const step of seedSteps)
      expect(
        holders(stepLists, step, (s) => s.id),
        step.id,
      ).toBe(1);
    expect(seedSteps.map((s) => s.id).sort()).toEqual(
      stepLists
        .flat()
        .map((s) => s.id)
        .sort(),
    );
    for (const manifest of manifests)
      for (const step of [...manifest.seedSteps, ...(manifest.lastSeedSteps ?? [])])
        expect(step.id.startsWith(`${manifest.system}.`), step.id).toBe(true);
    const kindLists = manifests.map((m) => Object.keys(m.notificationKinds));
    for (const kind of Object.keys(NOTIFICATION_KINDS))
      expect(
        holders(kindLists, kind, (k) => k),
        kind,
      ).toBe(1);
    expect(Object.keys(NOTIFICATION_KINDS)).toHaveLength(kindLists.flat().length);
  });

  it('declare every phase in a phases/ folder whose index.ts lists it', () => {
    const phaseFiles = sourceFiles(SYSTEMS_DIR).filter(
      (file) =>
        /\bdefinePhase\(/.test(readFileSync(file, 'utf8')) &&
        !file.endsWith(path.join('turn', 'define-phase.ts')),
    );
    expect(phaseFiles.length).toBeGreaterThan(0);
    for (const file of phaseFiles) {
      expect(path.basename(path.dirname(file)), file).toBe('phases');
      expect(existsSync(path.join(path.dirname(file), 'index.ts')), file).toBe(true);
    }
    const stray = sourceFiles(SYSTEMS_DIR).filter((file) => path.basename(file) === 'phases.ts');
    expect(stray).toEqual([]);
  });

  it("run each phases/index.ts list in its manifest, in the list's order", async () => {
    const indexes = sourceFiles(SYSTEMS_DIR).filter((file) => file.endsWith(path.join('phases', 'index.ts')));
    for (const file of indexes) {
      const system = path.relative(SYSTEMS_DIR, file).split(path.sep)[0]!;
      const manifest = manifests.find((m) => m.system === system)!;
      const run = [...manifest.phases, ...(manifest.lastPhases ?? [])].map((p) => p.id);
      const lists = Object.values(await import(file)).filter(Array.isArray) as { id: string }[][];
      expect(lists, file).toHaveLength(1);
      const positions = lists[0]!.map((phase) => run.indexOf(phase.id));
      expect(positions, file).not.toContain(-1);
      expect(positions, file).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});
