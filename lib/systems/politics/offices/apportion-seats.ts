/**
 * Huntington–Hill apportionment (the US House method): every region starts with one seat, and each further
 * seat goes to the region with the highest priority population / sqrt(n (n + 1)). Ties go to the earlier
 * region in input order, so the result depends only on the input.
 */
export function apportionSeats(
  regions: readonly { id: string; population: number }[],
  total: number,
): Map<string, number> {
  if (total < regions.length)
    throw new Error(`cannot apportion ${total} seats over ${regions.length} regions`);
  const seats = regions.map(() => 1);
  const priority = (index: number) =>
    regions[index]!.population / Math.sqrt(seats[index]! * (seats[index]! + 1));
  for (let assigned = regions.length; assigned < total; assigned++) {
    let best = 0;
    for (let i = 1; i < regions.length; i++) if (priority(i) > priority(best)) best = i;
    seats[best]!++;
  }
  return new Map(regions.map((r, i) => [r.id, seats[i]!]));
}
