import { describe, expect, it } from 'vitest';
import { planParliamentaryGovernment, type Legislator, type PartyInfo } from './plan-government';

const party = (id: string, economic: number, social: number, isDefault = false): PartyInfo => ({
  id,
  economic,
  social,
  isDefault,
  chairCharacterId: null,
});
const parties = new Map(
  [party('left', -3, -3), party('centre', -1, 0), party('right', 3, 3), party('ind', 0, 0, true)].map((p) => [
    p.id,
    p,
  ]),
);
function members(partyId: string, count: number, start = 0): Legislator[] {
  return Array.from({ length: count }, (_, i) => ({
    characterId: `${partyId}-${i + start}`,
    partyId,
    influence: 50 - i,
  }));
}

describe('planParliamentaryGovernment', () => {
  it('lets a party with a majority govern alone, led by its most influential member', () => {
    const plan = planParliamentaryGovernment([...members('left', 6), ...members('right', 4)], parties, 3)!;
    expect(plan).toMatchObject({
      kind: 'majority',
      partyIds: ['left'],
      seatsHeld: 6,
      chamberSeats: 10,
      majorityThreshold: 6,
    });
    expect(plan.headCharacterId).toBe('left-0');
    expect(plan.cabinetCharacterIds).toEqual(['left-1', 'left-2', 'left-3']);
  });

  it('adds the closest party first until a majority, and shares the cabinet by seats', () => {
    const plan = planParliamentaryGovernment(
      [...members('left', 4), ...members('centre', 2), ...members('right', 3), ...members('ind', 1)],
      parties,
      4,
    )!;
    expect(plan).toMatchObject({
      kind: 'coalition',
      partyIds: ['left', 'centre'],
      seatsHeld: 6,
      majorityThreshold: 6,
    });
    // 4 posts over 6 seats: left 2.67 → 2 + the larger remainder, centre 1.33 → 1.
    expect(plan.cabinetCharacterIds).toEqual(['left-1', 'left-2', 'left-3', 'centre-0']);
  });

  it('falls back to a one-party minority when no coalition of real parties reaches a majority', () => {
    const plan = planParliamentaryGovernment(
      [...members('left', 3), ...members('right', 2), ...members('ind', 6)],
      parties,
      2,
    )!;
    expect(plan).toMatchObject({ kind: 'minority', partyIds: ['left'], seatsHeld: 3 });
  });

  it('makes the chair the head when the chair sits in the chamber', () => {
    const withChair = new Map(parties);
    withChair.set('left', { ...parties.get('left')!, chairCharacterId: 'left-3' });
    const plan = planParliamentaryGovernment(members('left', 5), withChair, 2)!;
    expect(plan.headCharacterId).toBe('left-3');
    expect(plan.cabinetCharacterIds).toEqual(['left-0', 'left-1']);
  });

  it('forms nothing without party legislators', () => {
    expect(planParliamentaryGovernment(members('ind', 3), parties, 2)).toBeNull();
  });

  it('lets a named head lead with their party (a constructive vote), and bars the excluded from leading', () => {
    const chamber = [...members('left', 6), ...members('centre', 2), ...members('right', 4)];
    const constructive = planParliamentaryGovernment(chamber, parties, 3, {
      head: { characterId: 'right-1', partyId: 'right' },
    })!;
    expect(constructive.headCharacterId).toBe('right-1');
    expect(constructive.partyIds[0]).toBe('right');
    expect(constructive.cabinetCharacterIds).not.toContain('right-1');
    const resigned = planParliamentaryGovernment(chamber, parties, 3, { excludedHeadIds: ['left-0'] })!;
    expect(resigned.headCharacterId).toBe('left-1');
  });

  it('forms the coalition the talks agreed, with the posts each partner accepted', () => {
    const chamber = [...members('left', 4), ...members('centre', 3), ...members('right', 3)];
    const agreed = planParliamentaryGovernment(chamber, parties, 4, {
      coalition: { leadPartyId: 'left', partners: [{ partyId: 'right', posts: 3 }] },
    })!;
    expect(agreed).toMatchObject({ kind: 'coalition', partyIds: ['left', 'right'], seatsHeld: 7 });
    expect(agreed.cabinetCharacterIds.filter((id) => id.startsWith('right'))).toHaveLength(3);
    expect(agreed.cabinetCharacterIds.filter((id) => id.startsWith('left'))).toHaveLength(1);
    // Nobody accepted: the formateur's party governs alone as a minority.
    const alone = planParliamentaryGovernment(chamber, parties, 4, {
      coalition: { leadPartyId: 'left', partners: [] },
    })!;
    expect(alone).toMatchObject({ kind: 'minority', partyIds: ['left'], seatsHeld: 4 });
  });
});
