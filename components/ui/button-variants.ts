// Apart from Button so the header's islands take the look without Button. Classes are joined, not merged
// (components/ui/cn.ts): no size repeats a class group of the base or of a variant. A plain lookup rather
// than class-variance-authority, which every page's first load would carry for two maps.

const BASE =
  // 44 px tall on phones (touch target), 40 px (32 px small) from md up; the focus ring is in globals.css.
  'inline-flex min-h-touch items-center justify-center gap-2 rounded-md border-2 font-semibold no-underline cursor-pointer disabled:cursor-not-allowed disabled:opacity-65 [&_svg]:size-4 [&_svg]:shrink-0';

const VARIANTS = {
  primary: 'border-accent bg-accent text-on-accent hover:brightness-110',
  secondary: 'border-accent bg-transparent text-link hover:bg-accent-soft',
  danger: 'border-danger bg-transparent text-danger hover:bg-danger-soft',
  ghost: 'border-transparent bg-transparent text-link hover:bg-accent-soft',
};

const SIZES = {
  md: 'px-4 py-2 text-base md:min-h-10',
  lg: 'px-6 py-2 text-lg md:min-h-10',
  sm: 'px-3 py-1 text-sm md:min-h-8',
  icon: 'px-2 py-2 leading-tight md:min-h-10 min-w-touch md:min-w-10',
};

export interface ButtonLook {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
}

/** A button's classes: primary and medium unless told. */
export function buttonVariants({ variant, size }: ButtonLook = {}): string {
  return `${BASE} ${VARIANTS[variant ?? 'primary']} ${SIZES[size ?? 'md']}`;
}
