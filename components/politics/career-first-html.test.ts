import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GetCareerResult } from '@/lib/systems/politics/offices/schemas';
import { CareerSection } from './CareerSection';

// app/characters/[id]/page.tsx reads the career on the server: the section draws it in the first HTML.
const career: GetCareerResult = {
  found: true,
  characterId: 'c1',
  characterName: 'Alice Adams',
  career: [
    {
      type: 'elected',
      office: 'Senator',
      officeLabel: 'Senator for Ohio',
      electionId: null,
      officeType: 'senator',
      party: null,
      fromState: 'Ohio',
      toState: 'Ohio',
      startTurn: 4,
      endTurn: null,
      seatId: null,
    },
  ],
};

describe("a character's career in the first HTML", () => {
  it('shows the server read, not a loading placeholder', () => {
    const html = renderToString(createElement(CareerSection, { characterId: 'c1', initial: career }));
    expect(html).toContain('Senator');
    expect(html).toContain('in office');
    expect(html).not.toContain('aria-busy');
  });

  it('waits for the browser without it (what the page did before)', () => {
    const html = renderToString(createElement(CareerSection, { characterId: 'c1' }));
    expect(html).toContain('aria-busy="true"');
  });
});
