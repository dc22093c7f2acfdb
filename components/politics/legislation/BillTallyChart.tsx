import { BarChart } from '@/components/ui/BarChart';

interface PartyVotes {
  party: string;
  yes: number;
  no: number;
  abstain: number;
}

/** The tally of a bill as stacked bars per party; the table beside it has the numbers. */
export function BillTallyChart({ rows }: { rows: PartyVotes[] }) {
  return (
    <BarChart
      title="Votes by party"
      rows={rows.map((row) => ({
        label: row.party,
        name: row.party,
        segments: [
          { name: 'Yes', value: row.yes, className: 'fill-success' },
          { name: 'No', value: row.no, className: 'fill-danger' },
          { name: 'Abstain', value: row.abstain, className: 'fill-muted' },
        ],
      }))}
    />
  );
}
