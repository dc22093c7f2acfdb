/** Pure government formation: who governs, who leads and who sits in the cabinet. */

export interface Legislator {
  characterId: string;
  partyId: string | null;
  influence: number;
}

export interface PartyInfo {
  id: string;
  economic: number;
  social: number;
  isDefault: boolean;
  chairCharacterId: string | null;
}

export interface GovernmentPlan {
  kind: 'majority' | 'coalition' | 'minority';
  partyIds: string[];
  seatsHeld: number;
  chamberSeats: number;
  majorityThreshold: number;
  headCharacterId: string;
  cabinetCharacterIds: string[];
}

const byInfluence = (a: Legislator, b: Legislator) =>
  b.influence - a.influence || (a.characterId < b.characterId ? -1 : 1);

export interface FormationChoice {
  /** A head already chosen (Germany's constructive vote elects the successor it names); their party leads. */
  head?: { characterId: string; partyId: string | null };
  /** Members who may not lead (a prime minister who resigned, a government that lost a confidence vote). */
  excludedHeadIds?: readonly string[];
  /**
   * The coalition the talks agreed (docs/parties.md): the formateur's party leads, with exactly these
   * partners, each given the cabinet posts it accepted (the formateur's party takes the rest).
   */
  coalition?: { leadPartyId: string; partners: readonly { partyId: string; posts: number }[] };
}

/**
 * Parliamentary formation over the primary chamber: the largest party governs alone with a majority of the
 * seats; short of one, it adds the parties closest to it in positions (then the larger, then by id) until
 * the coalition holds a majority, and governs alone as a minority when no coalition reaches one.
 * Independents form no bloc. A formation `choice` may name the head (whose party then leads) or bar some
 * members from leading. The head is the largest party's chair when they sit in the chamber, else its
 * most influential member; cabinet posts are shared in proportion to the coalition's seats (largest
 * remainder, the head's party first), each party sending its most influential members.
 */
export function planParliamentaryGovernment(
  legislators: readonly Legislator[],
  parties: ReadonlyMap<string, PartyInfo>,
  cabinetSize: number,
  choice: FormationChoice = {},
): GovernmentPlan | null {
  const seats = new Map<string, Legislator[]>();
  for (const member of legislators) {
    if (!member.partyId || parties.get(member.partyId)?.isDefault) continue;
    seats.set(member.partyId, [...(seats.get(member.partyId) ?? []), member]);
  }
  const ranked = [...seats.entries()].sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : 1));
  if (ranked.length === 0) return null;
  const chamberSeats = legislators.length;
  const majorityThreshold = Math.floor(chamberSeats / 2) + 1;
  const leadId = choice.head?.partyId ?? choice.coalition?.leadPartyId;
  const leading = leadId ? ranked.find(([id]) => id === leadId) : undefined;
  const [largestId, largestMembers] = leading ?? ranked[0]!;
  const largest = parties.get(largestId)!;
  const distance = (id: string) => {
    const p = parties.get(id)!;
    return Math.hypot(p.economic - largest.economic, p.social - largest.social);
  };
  let partyIds = [largestId];
  let held = largestMembers.length;
  let kind: GovernmentPlan['kind'] = 'majority';
  const agreed = choice.coalition?.partners.filter((p) => seats.has(p.partyId) && p.partyId !== largestId);
  if (agreed) {
    partyIds = [largestId, ...agreed.map((p) => p.partyId)];
    held = partyIds.reduce((sum, id) => sum + seats.get(id)!.length, 0);
    kind = held < majorityThreshold ? 'minority' : agreed.length > 0 ? 'coalition' : 'majority';
  } else if (held < majorityThreshold) {
    const partners = ranked
      .filter(([id]) => id !== largestId)
      .map(([id, members]) => ({ id, seats: members.length }))
      .sort((a, b) => distance(a.id) - distance(b.id) || b.seats - a.seats || (a.id < b.id ? -1 : 1));
    const coalition = [largestId];
    let total = held;
    for (const partner of partners) {
      if (total >= majorityThreshold) break;
      coalition.push(partner.id);
      total += partner.seats;
    }
    if (total >= majorityThreshold) {
      partyIds = coalition;
      held = total;
      kind = 'coalition';
    } else {
      kind = 'minority';
    }
  }
  const sortedMembers = new Map(partyIds.map((id) => [id, [...seats.get(id)!].sort(byInfluence)]));
  const excluded = new Set(choice.excludedHeadIds ?? []);
  const chair = largestMembers.find(
    (m) => m.characterId === largest.chairCharacterId && !excluded.has(m.characterId),
  );
  const head = choice.head
    ? { characterId: choice.head.characterId }
    : (chair ??
      sortedMembers.get(largestId)!.find((m) => !excluded.has(m.characterId)) ??
      sortedMembers.get(largestId)![0]!);
  // Agreed terms: each partner's posts (no more than it can fill), the lead party the rest.
  const quotas = agreed
    ? agreedQuotas(partyIds, agreed, cabinetSize, (id) => seats.get(id)!.length)
    : largestRemainder(partyIds, cabinetSize, held, (id) => seats.get(id)!.length);
  const cabinetCharacterIds: string[] = [];
  for (const q of quotas) {
    const pool = sortedMembers.get(q.id)!.filter((m) => m.characterId !== head.characterId);
    cabinetCharacterIds.push(...pool.slice(0, q.posts).map((m) => m.characterId));
  }
  return {
    kind,
    partyIds,
    seatsHeld: held,
    chamberSeats,
    majorityThreshold,
    headCharacterId: head.characterId,
    cabinetCharacterIds,
  };
}

function agreedQuotas(
  partyIds: readonly string[],
  agreed: readonly { partyId: string; posts: number }[],
  cabinetSize: number,
  seatsOf: (id: string) => number,
): { id: string; posts: number }[] {
  let left = cabinetSize;
  const partners = agreed.map((p) => {
    const posts = Math.max(0, Math.min(p.posts, seatsOf(p.partyId), left));
    left -= posts;
    return { id: p.partyId, posts };
  });
  return [{ id: partyIds[0]!, posts: left }, ...partners];
}

/** Cabinet posts in proportion to the coalition's seats, by largest remainder. */
function largestRemainder(
  partyIds: readonly string[],
  cabinetSize: number,
  held: number,
  seatsOf: (id: string) => number,
): { id: string; posts: number }[] {
  const quotas = partyIds.map((id) => {
    const exact = (cabinetSize * seatsOf(id)) / held;
    return { id, posts: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = cabinetSize - quotas.reduce((sum, q) => sum + q.posts, 0);
  for (const q of [...quotas].sort((a, b) => b.remainder - a.remainder || (a.id < b.id ? -1 : 1))) {
    if (left <= 0) break;
    q.posts++;
    left--;
  }
  return quotas;
}
