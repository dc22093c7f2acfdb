'use client';

import Link from 'next/link';
import { Badge } from '@/components/ui/Badge';
import { Money, Percent } from '@/components/ui/Numbers';
import type { DeskPlayer } from '@/lib/systems/game/desk/get-desk';

const ordinal = (n: number) => {
  const rule = new Intl.PluralRules('en-US', { type: 'ordinal' }).select(n);
  return `${n}${{ one: 'st', two: 'nd', few: 'rd' }[rule as 'one' | 'two' | 'few'] ?? 'th'}`;
};

const REASON_LABELS: Record<string, string> = {
  funds_transfer: 'Transfer',
  fundraise: 'Fundraising',
};
const reasonLabel = (reason: string) =>
  REASON_LABELS[reason] ?? reason.charAt(0).toUpperCase() + reason.slice(1).replaceAll('_', ' ');

/** What changed for the player since the last turn: urgent notices, unread counts, races, bills, money in. */
export function SinceLastTurn({ player }: { player: DeskPlayer }) {
  const since = player.sinceLastTurn;
  const quiet =
    since.urgent.length +
      since.races.length +
      since.bills.length +
      since.dividends.length +
      since.received.length +
      since.unreadMail +
      since.unreadNotifications ===
    0;
  if (quiet) return <p className="m-0 text-muted">Nothing new for you since turn {since.turn}.</p>;
  return (
    <ul className="m-0 flex list-none flex-col gap-2 p-0">
      {since.urgent.map((item) => (
        <li key={item.id} data-testid="desk-urgent">
          <Badge tone="danger">Urgent</Badge>{' '}
          {item.link ? <Link href={item.link}>{item.title}</Link> : item.title}
        </li>
      ))}
      {since.unreadNotifications > 0 && (
        <li>
          <Badge tone="accent">{since.unreadNotifications}</Badge> unread{' '}
          {since.unreadNotifications === 1 ? 'notification' : 'notifications'}
        </li>
      )}
      {since.unreadMail > 0 && (
        <li>
          <Badge tone="accent">{since.unreadMail}</Badge> unread{' '}
          {since.unreadMail === 1 ? 'letter' : 'letters'}
        </li>
      )}
      {since.races.map((race) => (
        <li key={race.id}>
          <Link href={`/elections/${race.id}`}>{race.title}</Link>:{' '}
          {race.eliminatedInPrimary || race.place === null
            ? 'you lost the primary, with '
            : race.status === 'closed'
              ? `${race.isWinner ? 'you won' : 'you lost'}, ${ordinal(race.place)} of ${race.candidates} with `
              : `you are running, ${ordinal(race.place)} of ${race.candidates} in the last public poll with `}
          <Percent fraction={race.voteShare} />
        </li>
      ))}
      {since.bills.map((bill) => (
        <li key={bill.id}>
          <Link href={`/legislation/${bill.id}`}>{bill.title}</Link>:{' '}
          {bill.status === 'pending'
            ? `${bill.yes} yes, ${bill.no} no so far`
            : `${bill.status}, ${bill.yes} to ${bill.no}`}
        </li>
      ))}
      {since.dividends.map((d) => (
        <li key={`dividend-${d.currencyCode}`}>
          Dividends received: <Money amount={d.amount} currency={d.currencyCode} />
        </li>
      ))}
      {since.received.map((r, index) => (
        <li key={`received-${index}`}>
          {reasonLabel(r.reason)}: <Money amount={r.amount} currency={r.currencyCode} />
          {r.from ? ` from ${r.from}` : ''}
        </li>
      ))}
    </ul>
  );
}
