import Link from 'next/link';

export const GUIDE_PAGES = [
  { href: '/guide', label: 'How to play' },
  { href: '/guide/offices', label: 'Offices' },
  { href: '/guide/legislation', label: 'Laws and their effects' },
  { href: '/guide/metrics', label: 'Metrics' },
  { href: '/guide/turn', label: 'A turn, phase by phase' },
  { href: '/guide/money', label: 'Money and dues' },
];

/** The guide's pages, as a row of links under each page's title. */
export function GuideNav({ current }: { current: string }) {
  return (
    <nav aria-label="Guide" className="mb-6">
      <ul className="m-0 flex list-none flex-wrap gap-x-4 gap-y-1 p-0">
        {GUIDE_PAGES.map((page) => (
          <li key={page.href}>
            {page.href === current ? (
              <strong aria-current="page">{page.label}</strong>
            ) : (
              <Link href={page.href}>{page.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
