import Link from 'next/link';
import { cn } from '@/components/ui/cn';

const TABS = [
  { key: 'overview', label: 'Overview', suffix: '' },
  { key: 'resources', label: 'Resources', suffix: '/resources' },
] as const;

/** The tabs of a state's pages, as links: each tab is its own server-rendered page. */
export function StateTabs({ stateId, current }: { stateId: string; current: (typeof TABS)[number]['key'] }) {
  return (
    <nav aria-label="State pages" className="mb-4 flex gap-1 overflow-x-auto border-b border-border">
      {TABS.map((tab) => (
        <Link
          key={tab.key}
          href={`/states/${stateId}${tab.suffix}`}
          aria-current={tab.key === current ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-touch items-center whitespace-nowrap border-b-2 px-3 font-semibold no-underline md:min-h-10',
            tab.key === current ? 'border-accent text-text' : 'border-transparent text-muted',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
