import Link from 'next/link';
import { buttonVariants } from '@/components/ui/Button';
import { cn } from '@/components/ui/cn';

/** The map's "shade by" choice as plain links (`?shade=…`), so picking needs no client JavaScript. */
export function ShadePicker({
  options,
  current,
  hrefFor,
}: {
  options: readonly { key: string; label: string }[];
  current: string;
  hrefFor: (key: string) => string;
}) {
  return (
    <nav aria-label="Shade the map by" className="mb-3 flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold">Shade by</span>
      {options.map((option) => (
        <Link
          key={option.key}
          href={hrefFor(option.key)}
          scroll={false}
          aria-current={option.key === current ? 'true' : undefined}
          className={cn(
            buttonVariants({ variant: option.key === current ? 'primary' : 'secondary', size: 'sm' }),
          )}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}

/** The option named by a `?shade=` value, or the first. */
export function pickShade<T extends { key: string }>(
  options: readonly T[],
  value: string | string[] | undefined,
): T {
  return options.find((o) => o.key === value) ?? options[0]!;
}
