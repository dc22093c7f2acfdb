import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not merge: tailwind-merge was the largest library on most pages' first load
 * (docs/ui.md, "First-load JavaScript"), so the components' base classes and the overrides the app passes
 * keep to different class groups (`cn.test.ts` checks them with tailwind-merge), and a component whose
 * default a caller may replace takes it through `withDefaults`.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/** The utility a class sets, without its variants: "md:max-w-md" → "max-w", "w-20" → "w". */
function group(className: string): string {
  const utility = className.slice(className.lastIndexOf(':') + 1);
  return /^-?((?:min-|max-)?[a-z]+)/.exec(utility)?.[1] ?? utility;
}

/** `defaults` ("w-full max-w-md") with each class dropped whose utility `className` sets itself. */
export function withDefaults(defaults: string, className: string | undefined): string {
  const given = new Set((className ?? '').split(/\s+/).filter(Boolean).map(group));
  return cn(
    defaults.split(' ').filter((name) => !given.has(group(name))),
    className,
  );
}
