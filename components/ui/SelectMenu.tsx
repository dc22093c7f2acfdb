'use client';

import { Select as SelectPrimitive } from 'radix-ui';
import { CheckIcon } from './control-icons';
import { useFocusOnArrival } from './deferred-picker';
import { ChevronDownIcon } from './icons';
import type { SelectOption } from './Select';

// Select's Radix part, loaded on the reader's first hover, focus or press (Select.tsx): with floating-ui
// and the scroll lock it is about 30 kB gzip that no page needs for its first paint.

export interface SelectMenuProps {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  placeholder: string;
  name?: string;
  disabled?: boolean;
  /** The reader pressed the light trigger before this arrived: open at once. */
  openOnMount: boolean;
  /** The light trigger had the focus when this arrived: the real one takes it over. */
  focusTrigger: boolean;
  trigger: { id?: string; className: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean };
}

export function SelectMenu({
  value,
  onValueChange,
  options,
  placeholder,
  name,
  disabled,
  openOnMount,
  focusTrigger,
  trigger,
}: SelectMenuProps) {
  const triggerRef = useFocusOnArrival(focusTrigger && !openOnMount);
  return (
    <SelectPrimitive.Root
      value={value}
      onValueChange={onValueChange}
      name={name}
      disabled={disabled}
      defaultOpen={openOnMount}
    >
      <SelectPrimitive.Trigger ref={triggerRef} {...trigger}>
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDownIcon className="size-4" />
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
                  <CheckIcon className="size-4" />
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
