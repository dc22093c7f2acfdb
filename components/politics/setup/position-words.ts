import { positionLabel } from '@/lib/systems/politics/parties/position-labels';

const STRENGTH = ['', 'slightly', 'moderately', 'firmly', 'strongly', 'far'];

/** "firmly left on the economy" for economic -3; "centrist on social issues" for 0. */
export function describeStance(economic: number, social: number): string {
  return `${axisWords(economic, 'economic')} and ${axisWords(social, 'social')}`;
}

function axisWords(value: number, axis: 'economic' | 'social'): string {
  const where = axis === 'economic' ? 'on the economy' : 'on social issues';
  const label = positionLabel(value, axis).toLowerCase();
  if (value === 0) return `${label} ${where}`;
  return `${STRENGTH[Math.min(Math.abs(value), 5)]} ${label} ${where}`;
}

const MEANING = {
  economic: {
    negative: 'public spending, regulation and higher taxes on the well-off',
    neutral: 'a balance of markets and public services',
    positive: 'lower taxes, less regulation and free markets',
  },
  social: {
    negative: 'reform, civil liberties and change',
    neutral: 'a middle course on social questions',
    positive: 'tradition, order and caution about change',
  },
} as const;

/** One line under a position picker: where the value stands and what it favours. */
export function describePosition(value: number, axis: 'economic' | 'social'): string {
  const side = value < 0 ? 'negative' : value > 0 ? 'positive' : 'neutral';
  const words = axisWords(value, axis);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}: favours ${MEANING[axis][side]}.`;
}
