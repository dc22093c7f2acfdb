import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { formatMoney } from '@/lib/platform/client/format';
import type { NextStep, NextStepCharacter } from '@/lib/systems/core/manifest';
import { PARTY_DUES, PARTY_DUES_INTERVAL_TURNS } from './constants';

/** The first turn from `fromTurn` on when the member with this seq pays dues (owesPartyDuesOn). */
export function nextDuesTurn(fromTurn: number, seq: number): number {
  const offset =
    (((seq - fromTurn) % PARTY_DUES_INTERVAL_TURNS) + PARTY_DUES_INTERVAL_TURNS) % PARTY_DUES_INTERVAL_TURNS;
  return fromTurn + offset;
}

/**
 * A character without a party is asked to join one; a member is told when the next dues fall and what
 * they buy, so the money leaving their campaign funds is never a surprise.
 */
export async function partyNextSteps(db: Db, character: NextStepCharacter | null): Promise<NextStep[]> {
  if (!character) return [];
  if (!character.partyId) {
    return [
      {
        kind: 'join-party',
        label: 'Join a party',
        detail: 'A party backs your campaigns and gives you a vote in its leadership.',
        action: 'See the parties',
        href: `/countries/${character.countryId}`,
        priority: 10,
      },
    ];
  }
  const [member] = (
    await db.execute<{ seq: number; party_name: string; currency_code: string }>(sql`
      select c.seq, p.name as party_name, co.currency_code from characters c
      join parties p on p.id = c.party_id join countries co on co.id = p.country_id
      where c.id = ${character.id}`)
  ).rows;
  if (!member) return [];
  const dues = formatMoney(PARTY_DUES, member.currency_code);
  return [
    {
      kind: 'party-dues',
      label: `${member.party_name}: dues of ${dues} at turn ${nextDuesTurn(character.lastTurn + 1, member.seq)}`,
      detail:
        `Every ${PARTY_DUES_INTERVAL_TURNS} turns the party takes ${dues} from your campaign funds (nothing if ` +
        'you hold less) for its treasury, which backs its candidates.',
      action: 'Your party',
      href: `/countries/${character.countryId}/parties/${character.partyId}`,
      priority: 70,
    },
  ];
}
