import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wouldCloseOwnershipCycle, type OwnershipEdge } from './ownership-graph';

/** Brute force: the transitive closure of every edge plus the new one, then any self-reachable node. */
function oracle(nodes: number, edges: readonly OwnershipEdge[], buyer: string, target: string): boolean {
  const reach = Array.from({ length: nodes }, () => Array<boolean>(nodes).fill(false));
  for (const { holderId, ownedId } of [...edges, { holderId: buyer, ownedId: target }]) {
    reach[Number(holderId)]![Number(ownedId)] = true;
  }
  for (let k = 0; k < nodes; k++)
    for (let i = 0; i < nodes; i++)
      for (let j = 0; j < nodes; j++) if (reach[i]![k] && reach[k]![j]) reach[i]![j] = true;
  return reach.some((row, i) => row[i]);
}

/** Generated cap tables: n corporations, random holdings among them, kept acyclic (as the guard keeps the world). */
const capTables = fc.integer({ min: 1, max: 9 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    holdings: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 30 }),
    buyer: fc.nat(n - 1),
    target: fc.nat(n - 1),
  }),
);

describe('wouldCloseOwnershipCycle', () => {
  it('agrees with brute-force reachability on generated acyclic cap tables', () => {
    fc.assert(
      fc.property(capTables, ({ n, holdings, buyer, target }) => {
        // Build the world the way the guard does: each holding is admitted only if it closes no cycle.
        const edges: OwnershipEdge[] = [];
        for (const [holder, owned] of holdings) {
          const edge = { holderId: String(holder), ownedId: String(owned) };
          if (!oracle(n, edges, edge.holderId, edge.ownedId)) edges.push(edge);
        }
        expect(wouldCloseOwnershipCycle(edges, String(buyer), String(target))).toBe(
          oracle(n, edges, String(buyer), String(target)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with the oracle on arbitrary graphs, cycles already present included', () => {
    fc.assert(
      fc.property(capTables, ({ n, holdings, buyer, target }) => {
        const edges = holdings.map(([h, o]) => ({ holderId: String(h), ownedId: String(o) }));
        // With cycles already present the question is whether the new edge itself lies on one.
        const newEdgeOnCycle = buyer === target || reachable(n, edges, String(target), String(buyer));
        expect(wouldCloseOwnershipCycle(edges, String(buyer), String(target))).toBe(newEdgeOnCycle);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses buying itself and a direct or indirect owner, and allows unrelated purchases', () => {
    const edges = [
      { holderId: 'a', ownedId: 'b' },
      { holderId: 'b', ownedId: 'c' },
    ];
    expect(wouldCloseOwnershipCycle(edges, 'a', 'a')).toBe(true);
    expect(wouldCloseOwnershipCycle(edges, 'b', 'a')).toBe(true);
    expect(wouldCloseOwnershipCycle(edges, 'c', 'a')).toBe(true);
    expect(wouldCloseOwnershipCycle(edges, 'a', 'c')).toBe(false);
    expect(wouldCloseOwnershipCycle(edges, 'd', 'a')).toBe(false);
  });
});

/** Brute force: whether `to` is reachable from `from` along holdings (transitive closure). */
function reachable(nodes: number, edges: readonly OwnershipEdge[], from: string, to: string): boolean {
  const reach = Array.from({ length: nodes }, () => Array<boolean>(nodes).fill(false));
  for (const { holderId, ownedId } of edges) reach[Number(holderId)]![Number(ownedId)] = true;
  for (let k = 0; k < nodes; k++)
    for (let i = 0; i < nodes; i++)
      for (let j = 0; j < nodes; j++) if (reach[i]![k] && reach[k]![j]) reach[i]![j] = true;
  return reach[Number(from)]![Number(to)]!;
}
