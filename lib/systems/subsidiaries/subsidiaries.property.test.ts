import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  wouldCloseOwnershipCycle,
  type OwnershipEdge,
} from '@/lib/systems/corporations/companies/ownership-graph';
import { controllingHolder, type CapTable } from '@/lib/systems/corporations/companies/control';
import { holdingGroups, resolveGroupRoots, type SubsidiaryEdge } from './holding-groups';
import { groupLossRelief } from './loss-relief';

const ids = ['a', 'b', 'c', 'd', 'e', 'f'];

const capTable = fc.record({
  holdings: fc.array(
    fc.record({
      holderKind: fc.constantFrom('character', 'corporation', 'npp'),
      holderId: fc.constantFrom(...ids),
      shares: fc.integer({ min: 0, max: 1000 }),
      superShares: fc.integer({ min: 0, max: 100 }),
      reserved: fc.integer({ min: 0, max: 1000 }),
    }),
    { maxLength: 8 },
  ),
  floatShares: fc.integer({ min: 0, max: 1000 }),
  superShareMultiplier: fc.integer({ min: 1, max: 10 }),
});

describe('derived control (brute-force oracle)', () => {
  it('finds exactly the holder with more than half the votes, super-shares and reserved shares counted', () => {
    fc.assert(
      fc.property(capTable, (raw) => {
        // Reserved shares are part of a holder's shares (they sit in its own open sell orders).
        const holdings = raw.holdings.map((h) => ({ ...h, reserved: Math.min(h.reserved, h.shares) }));
        const table: CapTable = { ...raw, holdings };
        const votes = new Map<string, number>();
        let total = raw.floatShares;
        for (const h of holdings) {
          const v = h.shares + h.superShares * raw.superShareMultiplier;
          votes.set(`${h.holderKind}:${h.holderId}`, (votes.get(`${h.holderKind}:${h.holderId}`) ?? 0) + v);
          total += v;
        }
        const expected = [...votes].filter(([, v]) => total > 0 && 2 * v > total).map(([k]) => k);
        const found = controllingHolder(table);
        expect(found ? [`${found.holderKind}:${found.holderId}`] : []).toEqual(expected);
        // Unreserving (what a cancelled order does) never changes who controls.
        const unreserved = controllingHolder({
          ...table,
          holdings: holdings.map((h) => ({ ...h, reserved: 0 })),
        });
        expect(unreserved?.holderId).toBe(found?.holderId);
      }),
    );
  });
});

const edgeList = fc.array(
  fc.record({ holderId: fc.constantFrom(...ids), ownedId: fc.constantFrom(...ids) }),
  { maxLength: 12 },
);

/** Oracle: a cycle exists after adding buyer->target iff target reaches buyer (Floyd-Warshall closure). */
function reachesOracle(edges: readonly OwnershipEdge[], from: string, to: string): boolean {
  const reach = new Map<string, Set<string>>();
  for (const id of ids) reach.set(id, new Set());
  for (const e of edges) reach.get(e.holderId)!.add(e.ownedId);
  for (const k of ids)
    for (const i of ids) if (reach.get(i)!.has(k)) for (const j of reach.get(k)!) reach.get(i)!.add(j);
  return reach.get(from)!.has(to);
}

describe('ownership-cycle detection (brute-force oracle)', () => {
  it('agrees with the transitive closure', () => {
    fc.assert(
      fc.property(edgeList, fc.constantFrom(...ids), fc.constantFrom(...ids), (edges, buyer, target) => {
        const expected = buyer === target || reachesOracle(edges, target, buyer);
        expect(wouldCloseOwnershipCycle(edges, buyer, target)).toBe(expected);
      }),
    );
  });
});

/** Each subsidiary has at most one controlling parent, as control above half is unique. */
const subsidiaryEdges = fc
  .array(fc.tuple(fc.constantFrom(...ids), fc.constantFrom(...ids)), { maxLength: 10 })
  .map((pairs) => {
    const byChild = new Map<string, string>();
    for (const [parent, child] of pairs)
      if (parent !== child && !byChild.has(child)) byChild.set(child, parent);
    return [...byChild].map(([subsidiaryId, parentId]): SubsidiaryEdge => ({ parentId, subsidiaryId }));
  });

describe('holding groups (brute-force oracle)', () => {
  it('groups are the connected components, rooted at the parentless member or the smallest id of the cycle', () => {
    fc.assert(
      fc.property(subsidiaryEdges, (edges) => {
        // Oracle components by repeated union over undirected edges.
        const component = new Map<string, string>();
        const members = new Set(edges.flatMap((e) => [e.parentId, e.subsidiaryId]));
        for (const m of members) component.set(m, m);
        for (let changed = true; changed;) {
          changed = false;
          for (const e of edges) {
            const low = [component.get(e.parentId)!, component.get(e.subsidiaryId)!].sort()[0]!;
            for (const node of [e.parentId, e.subsidiaryId]) {
              const old = component.get(node)!;
              if (old !== low) {
                for (const [k, v] of component) if (v === old) component.set(k, low);
                changed = true;
              }
            }
          }
        }
        const roots = resolveGroupRoots(edges);
        expect(new Set(roots.keys())).toEqual(members);
        const parentOf = new Map(edges.map((e) => [e.subsidiaryId, e.parentId]));
        for (const [member, root] of roots) {
          // Same group as the oracle component, and every member of a component shares one root.
          for (const [other, otherRoot] of roots) {
            expect(otherRoot === root).toBe(component.get(other) === component.get(member));
          }
          // The root is parentless, or the smallest id of the cycle it sits in.
          if (parentOf.has(root)) {
            const cycle: string[] = [root];
            for (let n = parentOf.get(root)!; n !== root; n = parentOf.get(n)!) cycle.push(n);
            expect(root).toBe([...cycle].sort()[0]);
          }
        }
        const groups = holdingGroups(edges);
        expect([...groups.values()].flat().sort()).toEqual([...members].sort());
      }),
    );
  });
});

describe('group loss relief', () => {
  const member = fc.record({
    corporationId: fc.constantFrom(...ids),
    profitCents: fc.integer({ min: -5_000_000, max: 5_000_000 }),
    taxRate: fc.integer({ min: 0, max: 40 }),
  });
  it('never exceeds tax paid, in total or per member, and matches the formula', () => {
    fc.assert(
      fc.property(fc.uniqueArray(member, { selector: (m) => m.corporationId, maxLength: 6 }), (raw) => {
        const members = raw.map((m) => ({
          corporationId: m.corporationId,
          profitCents: m.profitCents,
          taxCents: Math.max(0, Math.floor((m.profitCents * m.taxRate) / 100)),
        }));
        const relief = groupLossRelief(members);
        const taxPaid = members.reduce((s, m) => s + m.taxCents, 0);
        const total = [...relief.values()].reduce((s, v) => s + v, 0);
        expect(total).toBeLessThanOrEqual(taxPaid);
        for (const m of members) expect(relief.get(m.corporationId) ?? 0).toBeLessThanOrEqual(m.taxCents);
        const losses = members.reduce((s, m) => s + Math.max(0, -m.profitCents), 0);
        const profits = members.reduce((s, m) => s + Math.max(0, m.profitCents), 0);
        const expected =
          profits > 0 && taxPaid > 0
            ? Math.min(taxPaid, Math.floor((Math.min(losses, profits) * taxPaid) / profits))
            : 0;
        expect(total).toBe(expected);
      }),
    );
  });
});
