import type { PartyDetail } from '@/lib/systems/politics/parties/schemas';

type Member = PartyDetail['topMembers'][number];

/**
 * getParty names the chair but does not give their id. The chair is normally the most influential
 * member, so the name links when exactly one top member carries it; otherwise it stays plain text.
 */
export function chairMember(party: Pick<PartyDetail, 'chairName' | 'topMembers'>): Member | null {
  if (party.chairName === null) return null;
  const matches = party.topMembers.filter((member) => member.name === party.chairName);
  return matches.length === 1 ? matches[0]! : null;
}
