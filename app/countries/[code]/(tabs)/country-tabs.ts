import type { LinkTab } from '@/components/ui/LinkTabs';

/**
 * The country page's tabs, in order. Each is a sub-route of /countries/[code] sharing the layout beside this
 * file; a new tab is a folder here and a line in this list.
 */
export function countryTabs(code: string): LinkTab[] {
  const base = `/countries/${code}`;
  return [
    { label: 'Overview', href: base },
    { label: 'Politics', href: `${base}/politics` },
    { label: 'Economy', href: `${base}/economy` },
    { label: 'Trade', href: `${base}/trade` },
    { label: 'Regions', href: `${base}/regions` },
    { label: 'Elections', href: `${base}/elections` },
    { label: 'History', href: `${base}/history` },
  ];
}
