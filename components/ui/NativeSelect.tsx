'use client';

import { cn, withDefaults } from './cn';
import { inputClassName } from './Field';

// Its own module, apart from Select (Radix Select and its icons): the many pages that take only the native
// select do not load Radix with it.
/**
 * The browser's own <select> in the design system's look, for filters and long lists where the
 * phone's native picker serves best; children are <option>s. Pass it inside a Field to get a label.
 */
export function NativeSelect({ className, ...props }: React.SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(inputClassName, 'block min-w-40 pr-8', withDefaults('w-auto max-w-md', className))}
      {...props}
    />
  );
}
