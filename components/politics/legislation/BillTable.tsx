import Link from 'next/link';
import { Badge } from '@/components/ui/Badge';
import type { BillSummary } from '@/lib/systems/game/browser/legislation';

const BILL_STATUS = {
  pending: { label: 'Voting', tone: 'accent' },
  passed: { label: 'Passed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
} as const;

/** A bill's status as a badge in words. */
export function BillStatusBadge({
  status,
  ...props
}: { status: BillSummary['status'] } & React.HTMLAttributes<HTMLSpanElement>) {
  const { label, tone } = BILL_STATUS[status];
  return (
    <Badge tone={tone} {...props}>
      {label}
    </Badge>
  );
}

/** Bills with sponsor, status and tally; each title links to the bill's page. */
export function BillTable({ bills, caption }: { bills: BillSummary[]; caption: string }) {
  if (bills.length === 0) return <p className="muted">No bills yet.</p>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Bill</th>
            <th scope="col">Sponsor</th>
            <th scope="col">Status</th>
            <th scope="col">Yes</th>
            <th scope="col">No</th>
            <th scope="col">Abstain</th>
          </tr>
        </thead>
        <tbody>
          {bills.map((bill) => (
            <tr key={bill.id} data-testid="bill-row">
              <td>
                <Link href={`/legislation/${bill.id}`}>{bill.title}</Link>
              </td>
              <td>
                {bill.sponsor.name}
                {bill.sponsor.party ? ` (${bill.sponsor.party})` : ''}
              </td>
              <td>
                <BillStatusBadge status={bill.status} />
              </td>
              <td>{bill.vote.yes}</td>
              <td>{bill.vote.no}</td>
              <td>{bill.vote.abstain}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
