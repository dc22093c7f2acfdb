/** One group member's result for the turn, in one country's currency (minor units). */
export interface MemberResult {
  corporationId: string;
  profitCents: number;
  taxCents: number;
}

/**
 * Group loss relief (docs/subsidiaries.md), as if the group filed one return: surrendered loss is
 * min(losses, profits); relief = min(tax paid, surrendered × tax paid ÷ profits). It is split
 * among the members that paid tax in proportion to that tax (floor; the remainder goes to the
 * largest payers first), so no member gets back more than it paid.
 */
export function groupLossRelief(members: readonly MemberResult[]): Map<string, number> {
  const relief = new Map<string, number>();
  const losses = members.reduce((sum, m) => sum + Math.max(0, -m.profitCents), 0);
  const profitable = members.filter((m) => m.profitCents > 0);
  const profits = profitable.reduce((sum, m) => sum + m.profitCents, 0);
  const payers = profitable.filter((m) => m.taxCents > 0);
  const taxPaid = payers.reduce((sum, m) => sum + m.taxCents, 0);
  if (losses <= 0 || profits <= 0 || taxPaid <= 0) return relief;
  const surrendered = Math.min(losses, profits);
  const total = Math.min(taxPaid, Math.floor((surrendered * taxPaid) / profits));
  if (total <= 0) return relief;
  let given = 0;
  for (const m of payers) {
    const share = Math.floor((total * m.taxCents) / taxPaid);
    relief.set(m.corporationId, share);
    given += share;
  }
  const ordered = [...payers].sort(
    (a, b) => b.taxCents - a.taxCents || (a.corporationId < b.corporationId ? -1 : 1),
  );
  for (let i = 0; given < total; i = (i + 1) % ordered.length) {
    const m = ordered[i]!;
    if (relief.get(m.corporationId)! < m.taxCents) {
      relief.set(m.corporationId, relief.get(m.corporationId)! + 1);
      given++;
    }
  }
  for (const [id, cents] of relief) if (cents === 0) relief.delete(id);
  return relief;
}
