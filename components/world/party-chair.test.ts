import { describe, expect, it } from 'vitest';
import { chairMember } from './party-chair';

function member(sequentialId: number, name: string) {
  return {
    id: sequentialId.toString(16).padStart(24, '0'),
    sequentialId,
    name,
    position: 'Citizen',
    stateCode: 'CA',
    politicalInfluence: 10,
    nationalInfluence: 5,
    profileUrl: `/characters/${sequentialId}`,
  };
}

describe('chairMember', () => {
  it('finds the chair among the top members by name', () => {
    const topMembers = [member(1, 'Alice Adams'), member(2, 'Dana Diaz')];
    expect(chairMember({ chairName: 'Dana Diaz', topMembers })?.sequentialId).toBe(2);
  });

  it('gives up when there is no chair, no match or more than one match', () => {
    const topMembers = [member(1, 'Sam Lee'), member(2, 'Sam Lee')];
    expect(chairMember({ chairName: null, topMembers })).toBeNull();
    expect(chairMember({ chairName: 'Alice Adams', topMembers })).toBeNull();
    expect(chairMember({ chairName: 'Sam Lee', topMembers })).toBeNull();
  });
});
