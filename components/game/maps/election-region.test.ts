import { describe, expect, it } from 'vitest';
import { electionRegionAreas } from './ElectionRegionMap';
import { NO_DATA_COLOUR } from './scale';

const regions = [
  { id: 'OH', name: 'Ohio' },
  { id: 'TX', name: 'Texas' },
  { id: 'CA', name: 'California' },
];
const candidates = [
  { characterId: 'a', characterName: 'Alice Adams', party: 'Democratic', partyColor: '#1f4fc4' },
  { characterId: 'b', characterName: 'Bob Baker', party: 'Republican', partyColor: '#c41f1f' },
  { characterId: 'c', characterName: 'Cy Noparty', party: null, partyColor: null },
];

describe('a race map by region', () => {
  it('shades each region by its leader, names the top two with whole percents, and grey without a poll', () => {
    const { areas, legend } = electionRegionAreas(
      regions,
      [
        {
          regionId: 'OH',
          shares: [
            { characterId: 'b', share: 0.4 },
            { characterId: 'a', share: 0.514 },
            { characterId: 'c', share: 0.086 },
          ],
        },
        {
          regionId: 'TX',
          shares: [
            { characterId: 'b', share: 0.6 },
            { characterId: 'a', share: 0.4 },
          ],
        },
      ],
      candidates,
    );
    expect(areas.map((a) => [a.id, a.fill, a.valueText])).toEqual([
      ['OH', '#1f4fc4', 'Alice Adams 51%, Bob Baker 40%'],
      ['TX', '#c41f1f', 'Bob Baker 60%, Alice Adams 40%'],
      ['CA', NO_DATA_COLOUR, 'no candidates yet'],
    ]);
    expect(legend).toEqual({
      kind: 'categories',
      title: 'Leads',
      items: [
        { colour: '#1f4fc4', label: 'Alice Adams (Democratic)' },
        { colour: '#c41f1f', label: 'Bob Baker (Republican)' },
        { colour: NO_DATA_COLOUR, label: 'No poll' },
      ],
    });
  });

  it('gives a candidate without a party a colour of its own', () => {
    const { areas, legend } = electionRegionAreas(
      regions.slice(0, 1),
      [
        {
          regionId: 'OH',
          shares: [
            { characterId: 'c', share: 0.7 },
            { characterId: 'a', share: 0.3 },
          ],
        },
      ],
      candidates,
    );
    expect(areas[0]!.fill).not.toBe(NO_DATA_COLOUR);
    expect(legend.kind === 'categories' && legend.items).toEqual([
      { colour: areas[0]!.fill, label: 'Cy Noparty' },
    ]);
  });

  it("draws a closed race's results: the winner's colour, shares to one decimal, a legend of who won", () => {
    const { areas, legend } = electionRegionAreas(
      regions.slice(0, 2),
      [
        {
          regionId: 'OH',
          shares: [
            { characterId: 'a', share: 0.5142 },
            { characterId: 'b', share: 0.4858 },
          ],
        },
      ],
      candidates,
      'results',
    );
    expect(areas.map((a) => [a.id, a.fill, a.valueText])).toEqual([
      ['OH', '#1f4fc4', 'Alice Adams 51.4%, Bob Baker 48.6%'],
      ['TX', NO_DATA_COLOUR, 'no result'],
    ]);
    expect(legend).toEqual({
      kind: 'categories',
      title: 'Won',
      items: [
        { colour: '#1f4fc4', label: 'Alice Adams (Democratic)' },
        { colour: NO_DATA_COLOUR, label: 'No result' },
      ],
    });
  });
});
