// Colours of the maps: a sequential blue scale for numbers, grey for no data or countries outside the game.

const LOW = [236, 242, 248];
const HIGH = [8, 69, 148];
export const NO_DATA_COLOUR = '#c8c8c8';
export const CONFLICT_COLOUR = '#c0141c';

export interface SequentialScale {
  min: number;
  max: number;
  colourOf(value: number | null): string;
}

/** A light-to-dark scale over the values' range (higher is darker); null values are grey. */
export function sequentialScale(values: readonly (number | null)[]): SequentialScale {
  const numbers = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const min = numbers.length ? Math.min(...numbers) : 0;
  const max = numbers.length ? Math.max(...numbers) : 0;
  return {
    min,
    max,
    colourOf(value) {
      if (value === null || !Number.isFinite(value)) return NO_DATA_COLOUR;
      const t = max > min ? (value - min) / (max - min) : 0.5;
      const channel = (i: number) => Math.round(LOW[i]! + (HIGH[i]! - LOW[i]!) * t);
      return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`;
    },
  };
}
export const HIGHLIGHT_COLOUR = '#d9480f';
export const OTHER_REGION_COLOUR = '#dde3ea';
