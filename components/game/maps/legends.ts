import type { MapLegend } from './ServerMap';
import { NO_DATA_COLOUR, type SequentialScale } from './scale';

/** The legend of a number scale: its lowest and highest values at the two ends. */
export function scaleLegend(
  title: string,
  scale: SequentialScale,
  format: (value: number) => string,
): MapLegend {
  return {
    kind: 'scale',
    title,
    lowLabel: format(scale.min),
    highLabel: format(scale.max),
    steps: [0, 0.25, 0.5, 0.75, 1].map((t) => scale.colourOf(scale.min + t * (scale.max - scale.min))),
  };
}

/** The legend of party colours: each party shown once, and grey for none. */
export function partyLegend(
  title: string,
  parties: readonly ({ id: string; name: string; color: string } | null)[],
  noneLabel = 'None',
): MapLegend {
  const seen = new Map<string, { colour: string; label: string }>();
  let none = false;
  for (const party of parties) {
    if (!party) none = true;
    else if (!seen.has(party.id)) seen.set(party.id, { colour: party.color, label: party.name });
  }
  const items = [...seen.values()];
  if (none) items.push({ colour: NO_DATA_COLOUR, label: noneLabel });
  return { kind: 'categories', title, items };
}
