import { cva } from 'class-variance-authority';

// Apart from Button so the header's islands take the look without tailwind-merge and Radix Slot.
export const buttonVariants = cva(
  // 44 px tall on phones (touch target), 40 px from md up; the focus ring comes from globals.css.
  'inline-flex min-h-touch items-center justify-center gap-2 rounded-md border-2 px-4 py-2 font-semibold leading-tight no-underline cursor-pointer disabled:cursor-not-allowed disabled:opacity-65 md:min-h-10 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'border-accent bg-accent text-on-accent hover:brightness-110',
        secondary: 'border-accent bg-transparent text-link hover:bg-accent-soft',
        danger: 'border-danger bg-transparent text-danger hover:bg-danger-soft',
        ghost: 'border-transparent bg-transparent text-link hover:bg-accent-soft',
      },
      size: {
        md: 'text-base',
        sm: 'px-3 py-1 text-sm md:min-h-8',
        icon: 'px-2 md:min-h-10 min-w-touch md:min-w-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);
