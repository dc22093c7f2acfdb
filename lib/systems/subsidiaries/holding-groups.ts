/** A formalized subsidiary edge: `parentId` controls more than half of `subsidiaryId`, which is formalized. */
export interface SubsidiaryEdge {
  parentId: string;
  subsidiaryId: string;
}

/**
 * Each member's group root. Control above half is unique, so each subsidiary has one parent and
 * the edges form chains toward roots. Each walk is bounded by the edge count; a walk that meets
 * itself is in a cycle, whose smallest id becomes the root so the group never splits into singletons.
 */
export function resolveGroupRoots(edges: readonly SubsidiaryEdge[]): Map<string, string> {
  const parentOf = new Map<string, string>();
  for (const { parentId, subsidiaryId } of edges) {
    if (!parentOf.has(subsidiaryId)) parentOf.set(subsidiaryId, parentId);
  }
  const members = new Set<string>();
  for (const { parentId, subsidiaryId } of edges) members.add(parentId).add(subsidiaryId);
  const roots = new Map<string, string>();
  for (const start of members) {
    const path: string[] = [start];
    const position = new Map<string, number>([[start, 0]]);
    let node = start;
    let root: string | null = null;
    for (let step = 0; step < edges.length; step++) {
      const parent = parentOf.get(node);
      if (parent === undefined) break;
      const seenAt = position.get(parent);
      if (seenAt !== undefined) {
        root = path.slice(seenAt).reduce((a, b) => (b < a ? b : a));
        break;
      }
      position.set(parent, path.length);
      path.push(parent);
      node = parent;
    }
    roots.set(start, root ?? node);
  }
  return roots;
}

/** Groups as root -> sorted member ids. */
export function holdingGroups(edges: readonly SubsidiaryEdge[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const [member, root] of resolveGroupRoots(edges)) {
    const list = groups.get(root);
    if (list) list.push(member);
    else groups.set(root, [member]);
  }
  for (const list of groups.values()) list.sort();
  return groups;
}
