import Link from 'next/link';
import { formatInteger } from '@/lib/platform/browser/format';

const linkClass = 'inline-flex min-h-11 items-center';

/**
 * Links to the page before and after this one of a list paged by address, with "Page N of M" between;
 * nothing when the list fits one page. `earlier` and `later` name the directions in the list's own words.
 */
export function PageLinks({
  page,
  pageCount,
  hrefOf,
  label,
  earlier,
  later,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
  label: string;
  earlier: string;
  later: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-4">
      {page > 1 && (
        <Link className={linkClass} href={hrefOf(page - 1)}>
          {earlier}
        </Link>
      )}
      <span>
        Page {formatInteger(page)} of {formatInteger(pageCount)}
      </span>
      {page < pageCount && (
        <Link className={linkClass} href={hrefOf(page + 1)}>
          {later}
        </Link>
      )}
    </nav>
  );
}
