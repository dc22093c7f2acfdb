import Link from 'next/link';
import { formatInteger, formatMoney } from '@/lib/platform/browser/format';
import type { PartyDetail } from '@/lib/systems/politics/parties/schemas';
import { formatPosition, WORLD_LOCALE } from './format';
import { characterHref } from './links';
import { chairMember } from './party-chair';

export function PartyFacts({ party, currencyCode }: { party: PartyDetail; currencyCode: string }) {
  const chair = chairMember(party);
  return (
    <dl className="fact-grid">
      <div>
        <dt>Chair</dt>
        <dd>
          {chair ? (
            <Link href={characterHref(chair.sequentialId)}>{chair.name}</Link>
          ) : (
            (party.chairName ?? 'None')
          )}
        </dd>
      </div>
      <div>
        <dt>Abbreviation</dt>
        <dd>{party.abbreviation}</dd>
      </div>
      <div>
        <dt>Members</dt>
        <dd className="numeric">{formatInteger(party.memberCount, WORLD_LOCALE)}</dd>
      </div>
      <div>
        <dt>Economic position</dt>
        <dd>{formatPosition(party.economicPosition, 'economic')}</dd>
      </div>
      <div>
        <dt>Social position</dt>
        <dd>{formatPosition(party.socialPosition, 'social')}</dd>
      </div>
      <div>
        <dt>Treasury</dt>
        <dd className="numeric">{formatMoney(party.treasury, currencyCode, WORLD_LOCALE)}</dd>
      </div>
    </dl>
  );
}
