import Link from 'next/link';
import type { PartyDetail } from '@/lib/systems/politics/parties/schemas';
import { formatScore } from './format';
import { characterHref } from './links';

export function TopMembersTable({ members }: { members: PartyDetail['topMembers'] }) {
  if (members.length === 0) return <p className="muted">This party has no members yet.</p>;
  return (
    <div className="table-scroll" role="region" aria-label="Top members table" tabIndex={0}>
      <table className="table">
        <caption className="caption">Most influential members, highest first</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Position</th>
            <th scope="col">Home</th>
            <th scope="col">Political influence</th>
            <th scope="col">National influence</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row">
                <Link href={characterHref(member.sequentialId)}>{member.name}</Link>
              </th>
              <td>{member.position}</td>
              <td>{member.stateCode}</td>
              <td className="numeric">{formatScore(member.politicalInfluence)}</td>
              <td className="numeric">{formatScore(member.nationalInfluence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
