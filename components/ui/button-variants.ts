// Apart from Button so the header's islands and the error boundaries take the look without Button. The
// look itself is CSS (.button and its modifiers in app/globals.css): every page's first load carries
// these few names rather than the utilities they stand for.

export interface ButtonLook {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost' | null;
  size?: 'md' | 'lg' | 'sm' | 'icon' | null;
}

/** A button's classes: primary and medium unless told. */
export function buttonVariants({ variant, size }: ButtonLook = {}): string {
  return `button button--${variant ?? 'primary'} button--${size ?? 'md'}`;
}
