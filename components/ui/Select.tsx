'use client';

import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn, withDefaults } from './cn';
import { inputClassName } from './Field';

export interface SelectOption {
  value: string;
  label: React.ReactNode;
  disabled?: boolean;
}

const noSubscription = () => () => {};

/** A styled single choice from a short list (Radix Select). For long or searchable lists use Combobox. */
export function Select({
  id,
  value,
  onValueChange,
  options,
  placeholder = 'Choose…',
  name,
  disabled,
  className,
  ...aria
}: {
  id?: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}) {
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const triggerClass = cn(
    inputClassName,
    'flex items-center justify-between gap-2 text-left',
    withDefaults('w-full max-w-md', className),
  );
  if (!mounted) {
    // Radix renders style attributes (pointer-events:none on the value, a visually hidden native
    // select) that the nonce CSP refuses when they arrive in server HTML; set by React in the browser
    // they are allowed. Until then, the same trigger, inert.
    const chosen = options.find((option) => option.value === value);
    return (
      <button type="button" id={id} className={triggerClass} disabled {...aria}>
        <span>{chosen ? chosen.label : placeholder}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
    );
  }
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} name={name} disabled={disabled}>
      <SelectPrimitive.Trigger id={id} className={triggerClass} {...aria}>
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden="true" className="size-4" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-80 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-border bg-surface text-text shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="relative flex min-h-touch cursor-pointer select-none items-center rounded-sm py-2 pl-8 pr-3 outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-accent-soft md:min-h-9"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2 inline-flex">
                  <Check aria-hidden="true" className="size-4" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
