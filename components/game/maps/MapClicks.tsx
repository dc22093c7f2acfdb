'use client';

import { useRouter } from 'next/navigation';

/**
 * The map's one interaction: a click on a shape opens its page. Keyboard and screen-reader users get the
 * same links in the map's table, so the shapes stay out of the tab order.
 */
export function MapClicks({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  return (
    <div
      className="map-clicks"
      onClick={(event) => {
        const href = (event.target as Element).closest('[data-href]')?.getAttribute('data-href');
        if (href) router.push(href);
      }}
    >
      {children}
    </div>
  );
}
