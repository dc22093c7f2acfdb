import Link from 'next/link';
import type { MapGeometry } from './geometry';
import { LazyMapClicks as MapClicks } from './LazyMapClicks';
import { CONFLICT_COLOUR, NO_DATA_COLOUR } from './scale';

export interface MapArea {
  /** The shape's id: a world plan state id, or a game country code on the world map. */
  id: string;
  name: string;
  href: string;
  fill: string;
  /** The shaded value in words ("54.2%", "Labour, 5 of 8 seats"). */
  valueText: string;
  /** Drawn with a ring: the world map's countries at war. */
  marked?: boolean;
}

export type MapLegend =
  | {
      kind: 'scale';
      title: string;
      lowLabel: string;
      highLabel: string;
      /** Colours from low to high, drawn as equal steps. */
      steps: string[];
    }
  | { kind: 'categories'; title: string; items: { colour: string; label: string }[] };

/**
 * A server-rendered SVG map: one `<path data-region>` (or `data-country`) per shape, coloured by the caller,
 * a legend, and the same data as a table behind "Show as table". Shapes without an area are drawn grey.
 */
export function ServerMap({
  geometry,
  areas,
  label,
  legend,
  idAttribute = 'region',
  valueHeading,
  markerLabel,
}: {
  geometry: MapGeometry;
  areas: MapArea[];
  label: string;
  legend: MapLegend;
  idAttribute?: 'region' | 'country';
  valueHeading: string;
  /** What a ring means, shown in the legend when any area is marked. */
  markerLabel?: string;
}) {
  const byId = new Map(areas.map((area) => [area.id, area]));
  const marked = geometry.shapes.filter((shape) => byId.get(shape.id)?.marked);
  return (
    <figure className="server-map m-0 mb-6">
      <div data-map className="map-clicks relative">
        <MapClicks />
        <div data-map-box>
          <svg
            viewBox={`0 0 ${geometry.width} ${geometry.height}`}
            role="img"
            aria-label={label}
            className="mx-auto block h-auto max-h-[36rem] w-full"
          >
            <g data-map-layer>
              {geometry.background && (
                <path d={geometry.background} fill={NO_DATA_COLOUR} className="opacity-60" />
              )}
              {geometry.shapes.map((shape) => {
                const area = byId.get(shape.id);
                return (
                  <path
                    key={shape.id}
                    {...{ [`data-${idAttribute}`]: shape.id }}
                    data-href={area?.href}
                    d={shape.d}
                    fill={area?.fill ?? NO_DATA_COLOUR}
                    className="map-shape stroke-bg [stroke-width:0.75]"
                  >
                    <title>{area ? `${area.name}: ${area.valueText}` : shape.id}</title>
                  </path>
                );
              })}
              {marked.map((shape) => (
                <circle
                  key={`marker-${shape.id}`}
                  cx={shape.centroid[0]}
                  cy={shape.centroid[1]}
                  r={9}
                  fill="none"
                  stroke={CONFLICT_COLOUR}
                  strokeWidth={3}
                  pointerEvents="none"
                />
              ))}
            </g>
          </svg>
        </div>
      </div>
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <MapLegendView legend={legend} />
        {markerLabel && marked.length > 0 && (
          <span className="inline-flex items-center gap-1">
            <svg width="16" height="16" aria-hidden="true">
              <circle cx="8" cy="8" r="6" fill="none" stroke={CONFLICT_COLOUR} strokeWidth="2.5" />
            </svg>
            {markerLabel}
          </span>
        )}
      </figcaption>
      <details className="mt-2">
        <summary className="min-h-touch cursor-pointer py-2 font-semibold md:min-h-10">Show as table</summary>
        <div className="table-scroll" role="region" aria-label={`${label}: table`} tabIndex={0}>
          <table className="table">
            <caption className="caption">{label}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">{valueHeading}</th>
              </tr>
            </thead>
            <tbody>
              {areas.map((area) => (
                <tr key={area.id}>
                  <th scope="row">
                    <Link href={area.href}>{area.name}</Link>
                  </th>
                  <td>
                    {area.valueText}
                    {area.marked && markerLabel ? ` (${markerLabel.toLowerCase()})` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

function MapLegendView({ legend }: { legend: MapLegend }) {
  if (legend.kind === 'scale')
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <span className="font-semibold">{legend.title}:</span>
        <span>{legend.lowLabel}</span>
        {/* SVG fills, not a CSS gradient: the CSP allows no inline styles. */}
        <svg width="120" height="12" aria-hidden="true" className="rounded-sm">
          {legend.steps.map((colour, i) => (
            <rect
              key={i}
              x={(i * 120) / legend.steps.length}
              width={120 / legend.steps.length}
              height="12"
              fill={colour}
            />
          ))}
        </svg>
        <span>{legend.highLabel}</span>
      </span>
    );
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="font-semibold">{legend.title}:</span>
      {legend.items.map((item) => (
        <span key={item.label} className="inline-flex items-center gap-1">
          <svg width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" fill={item.colour} />
          </svg>
          {item.label}
        </span>
      ))}
    </span>
  );
}
