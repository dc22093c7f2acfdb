/** Notifications of one kind told in one turn, shown together; a group of one is shown as it is. */
export interface NotificationGroup<T> {
  key: string;
  kind: string;
  turn: number;
  items: T[];
}

/**
 * Groups neighbouring notifications (the list is newest first) by kind and turn, so a turn that told a
 * player of twelve filled orders shows one line that opens to the twelve.
 */
export function groupNotifications<T extends { id: string; kind: string; turn: number }>(
  items: readonly T[],
): NotificationGroup<T>[] {
  const groups: NotificationGroup<T>[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.kind === item.kind && last.turn === item.turn) last.items.push(item);
    else groups.push({ key: item.id, kind: item.kind, turn: item.turn, items: [item] });
  }
  return groups;
}
