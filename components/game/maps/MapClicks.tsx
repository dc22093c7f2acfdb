'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { Selection } from 'd3-selection';
import type { D3ZoomEvent, ZoomBehavior } from 'd3-zoom';
import { Button } from '@/components/ui/Button';

const MAX_ZOOM = 8;

/**
 * The map's zoom buttons, and the interactions of the server-drawn map beside them (`[data-map-box]` in
 * ServerMap's `[data-map]`). A click on a shape opens its page (keyboard and screen-reader users get the same
 * links in the map's table, so the shapes stay out of the tab order). Zoom and pan are d3-zoom's: a
 * two-finger pinch (or a trackpad pinch, a ctrl+wheel), the buttons, and once zoomed in one finger or the
 * mouse pans. At full size one finger still scrolls the page, so the map never traps a phone's scroll.
 * d3 loads after the page (a lazy import: it is most of a map page's own script); the zoom buttons are
 * enabled once it is attached.
 */
export function MapClicks() {
  const router = useRouter();
  const controls = useRef<HTMLDivElement>(null);
  const zoomer = useRef<{
    behaviour: ZoomBehavior<SVGSVGElement, unknown>;
    svg: Selection<SVGSVGElement, unknown, null, undefined>;
    identity: typeof import('d3-zoom').zoomIdentity;
  } | null>(null);
  const [ready, setReady] = useState(false);
  const [zoomed, setZoomed] = useState(false);

  useEffect(() => {
    // The map itself is the server's HTML beside these controls, never inside them (a deferred part's
    // content is streamed apart when the server's render waits, and React wraps an SVG part it streams
    // in a style attribute, which the CSP refuses).
    const box = controls.current?.closest('[data-map]')?.querySelector<HTMLElement>('[data-map-box]');
    const svg = box?.querySelector('svg');
    const layer = svg?.querySelector('[data-map-layer]');
    if (!box || !svg || !layer) return;
    const openShape = (event: MouseEvent) => {
      const href = (event.target as Element).closest('[data-href]')?.getAttribute('data-href');
      if (href) router.push(href);
    };
    box.addEventListener('click', openShape);
    // Until now a click on a shape did nothing; the stylesheet lets shapes take the pointer from here on.
    box.setAttribute('data-clicks', '');
    let detached = false;
    let detach = () => {};
    void import('./map-zoom').then(({ select, ...d3Zoom }) => {
      if (detached) return;
      const { width, height } = svg.viewBox.baseVal;
      const isZoomed = () => d3Zoom.zoomTransform(svg).k > 1;
      const behaviour = d3Zoom
        .zoom<SVGSVGElement, unknown>()
        .scaleExtent([1, MAX_ZOOM])
        .translateExtent([
          [0, 0],
          [width, height],
        ])
        .filter((event: Event) => {
          if (event.type === 'touchstart') return (event as TouchEvent).touches.length > 1 || isZoomed();
          if (event.type === 'wheel') return (event as WheelEvent).ctrlKey;
          if (event.type === 'mousedown') return isZoomed() && (event as MouseEvent).button === 0;
          return false;
        })
        .on('zoom', (event: D3ZoomEvent<SVGSVGElement, unknown>) => {
          layer.setAttribute('transform', event.transform.toString());
          // Zoomed in, the map takes every touch; at full size the browser keeps one-finger scrolling.
          svg.style.touchAction = event.transform.k > 1 ? 'none' : 'pan-x pan-y';
          setZoomed(event.transform.k > 1);
        });
      const selection = select(svg);
      selection.call(behaviour);
      svg.style.touchAction = 'pan-x pan-y';
      zoomer.current = { behaviour, svg: selection, identity: d3Zoom.zoomIdentity };
      setReady(true);
      detach = () => selection.on('.zoom', null);
    });
    return () => {
      detached = true;
      box.removeEventListener('click', openShape);
      box.removeAttribute('data-clicks');
      detach();
      zoomer.current = null;
    };
  }, [router]);

  const scaleBy = (factor: number) => {
    const current = zoomer.current;
    if (current) current.svg.call(current.behaviour.scaleBy, factor);
  };
  const reset = () => {
    const current = zoomer.current;
    if (current) current.svg.call(current.behaviour.transform, current.identity);
  };

  return (
    <div ref={controls} className="mb-1 flex justify-end gap-1">
      <Button
        variant="secondary"
        size="icon"
        aria-label="Zoom in"
        title="Zoom in"
        onClick={() => scaleBy(2)}
        disabled={!ready}
      >
        +
      </Button>
      <Button
        variant="secondary"
        size="icon"
        aria-label="Zoom out"
        title="Zoom out"
        onClick={() => scaleBy(0.5)}
        disabled={!zoomed}
      >
        −
      </Button>
      {zoomed && (
        <Button variant="secondary" size="sm" onClick={reset}>
          Reset zoom
        </Button>
      )}
    </div>
  );
}
