/** Words for the -5..+5 policy axes, shared by the party pages and the public API's lean labels. */
export const POSITION_AXES = {
  economic: { negative: 'Left', neutral: 'Centre', positive: 'Right' },
  social: { negative: 'Progressive', neutral: 'Centrist', positive: 'Conservative' },
} as const;

export type PositionAxis = keyof typeof POSITION_AXES;

/** The word for a position on one axis: negative, zero or positive. */
export function positionLabel(value: number, axis: PositionAxis): string {
  const labels = POSITION_AXES[axis];
  return value < 0 ? labels.negative : value > 0 ? labels.positive : labels.neutral;
}
