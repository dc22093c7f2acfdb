import { describe, expect, it } from 'vitest';
import { apportionSeats } from './apportion-seats';

describe('apportionSeats', () => {
  it('gives every region one seat and the rest by Huntington–Hill priority', () => {
    const seats = apportionSeats(
      [
        { id: 'a', population: 1_000 },
        { id: 'b', population: 100 },
        { id: 'c', population: 10 },
      ],
      10,
    );
    // b's priority 100/√2 ≈ 70.7 beats a's 1000/√(n(n+1)) only once a holds 14 seats.
    expect([...seats.entries()]).toEqual([
      ['a', 8],
      ['b', 1],
      ['c', 1],
    ]);
  });

  it('gives the next seat to the smaller region once its priority is higher', () => {
    const seats = apportionSeats(
      [
        { id: 'a', population: 1_000 },
        { id: 'b', population: 100 },
      ],
      16,
    );
    expect(seats.get('a')).toBe(14);
    expect(seats.get('b')).toBe(2);
  });

  it('hands out exactly the total and refuses fewer seats than regions', () => {
    const regions = Array.from({ length: 7 }, (_, i) => ({ id: `r${i}`, population: (i + 1) * 1_000 }));
    const seats = apportionSeats(regions, 50);
    expect([...seats.values()].reduce((a, b) => a + b, 0)).toBe(50);
    expect(seats.get('r6')).toBeGreaterThan(seats.get('r0')!);
    expect(() => apportionSeats(regions, 6)).toThrow(/cannot apportion/);
  });
});
