import Link from 'next/link';
import { EmptyState } from '@/components/ui/EmptyState';
import { Table } from '@/components/ui/Table';
import { formatGameDate } from '@/lib/systems/politics/elections/election-calendar';
import type { CalendarRace } from '@/lib/systems/politics/elections/schemas';

const STATUS_LABELS: Record<CalendarRace['status'], string> = {
  scheduled: 'Not open yet',
  upcoming: 'Filing open',
  open: 'Voting',
};

/** "Mar 4, 2025 (turn 14)": a game date with its turn. */
export function turnWithDate(turn: number, gameDate: string): string {
  return `${formatGameDate(gameDate)} (turn ${turn})`;
}

export const raceName = (race: Pick<CalendarRace, 'stateName' | 'title'>) =>
  `${race.stateName ? `${race.stateName}: ` : ''}${race.title}`;

/** Every seat group's next race: when filing opens, the primary, the general and the count. */
export function ElectionCalendarTable({ races }: { races: CalendarRace[] }) {
  if (races.length === 0)
    return <EmptyState title="No races">This country elects no office by popular vote.</EmptyState>;
  return (
    <Table label="Election calendar" stickyFirstColumn>
      <caption className="caption">The next race for every office, soonest filing first</caption>
      <thead>
        <tr>
          <th scope="col">Race</th>
          <th scope="col">Status</th>
          <th scope="col">Filing opens</th>
          <th scope="col">Primary</th>
          <th scope="col">General (filing closes)</th>
          <th scope="col">Votes counted</th>
        </tr>
      </thead>
      <tbody>
        {races.map((race) => (
          <tr key={race.electionId ?? `${race.electionType}-${race.state}-${race.filingTurn}-${race.seatId}`}>
            <th scope="row">
              {race.electionId ? (
                <Link href={`/elections/${race.electionId}`}>{raceName(race)}</Link>
              ) : (
                raceName(race)
              )}
              {race.totalSeats > 1 ? ` (${race.totalSeats} seats)` : ''}
            </th>
            <td>{STATUS_LABELS[race.status]}</td>
            <td>{turnWithDate(race.filingTurn, race.filingDate)}</td>
            <td>
              {race.primaryTurn !== null && race.primaryDate
                ? turnWithDate(race.primaryTurn, race.primaryDate)
                : 'None'}
            </td>
            <td>{turnWithDate(race.generalTurn, race.generalDate)}</td>
            <td>{turnWithDate(race.endTurn, race.endDate)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
