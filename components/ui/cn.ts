/** A class name, a condition's leftover (false, null, undefined, 0, ''), or a list of them. */
export type ClassValue = string | number | bigint | boolean | null | undefined | readonly ClassValue[];

/**
 * Joins class names, skipping empty ones and flattening lists. It does not merge: tailwind-merge was the
 * largest library on most pages' first load (docs/ui.md, "First-load JavaScript"), so the components' base
 * classes and the overrides the app passes keep to different class groups (`cn.test.ts` checks them with
 * tailwind-merge), and a component whose default a caller may replace takes it through `withDefaults`.
 * Not clsx: its object syntax is unused here, and clsx was 0.4 kB gzip on nearly every page.
 */
export function cn(...inputs: ClassValue[]): string {
  let joined = '';
  for (const input of inputs) {
    const name = Array.isArray(input) ? cn(...(input as readonly ClassValue[])) : input ? String(input) : '';
    if (name && input !== true) joined = joined ? `${joined} ${name}` : name;
  }
  return joined;
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
