import { describe, expect, it } from 'vitest';
import { electionPhase, isFilingOpen } from './election-phase';

const withPrimary = { status: 'upcoming', primaryTurn: 13, generalTurn: 15 };

describe('electionPhase', () => {
  it('walks upcoming → primary → general → ended', () => {
    expect(electionPhase(withPrimary, 12)).toEqual({
      isUpcoming: true,
      inPrimary: false,
      inGeneral: false,
      isEnded: false,
    });
    expect(electionPhase({ ...withPrimary, status: 'open' }, 13)).toEqual({
      isUpcoming: false,
      inPrimary: true,
      inGeneral: false,
      isEnded: false,
    });
    expect(electionPhase({ ...withPrimary, status: 'open' }, 15)).toEqual({
      isUpcoming: false,
      inPrimary: false,
      inGeneral: true,
      isEnded: false,
    });
    expect(electionPhase({ ...withPrimary, status: 'closed' }, 17)).toEqual({
      isUpcoming: false,
      inPrimary: false,
      inGeneral: false,
      isEnded: true,
    });
  });

  it('has no primary phase without a primary', () => {
    const plain = { status: 'upcoming', primaryTurn: null, generalTurn: 15 };
    expect(electionPhase(plain, 14).isUpcoming).toBe(true);
    expect(electionPhase({ ...plain, status: 'open' }, 15)).toMatchObject({
      inPrimary: false,
      inGeneral: true,
    });
  });

  it('keeps filing open through the primary and shuts it at the general', () => {
    expect(isFilingOpen(withPrimary, 12)).toBe(true);
    expect(isFilingOpen({ ...withPrimary, status: 'open' }, 14)).toBe(true);
    expect(isFilingOpen({ ...withPrimary, status: 'open' }, 15)).toBe(false);
    expect(isFilingOpen({ ...withPrimary, status: 'closed' }, 10)).toBe(false);
  });
});
