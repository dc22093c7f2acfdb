'use client';

import { Command } from 'cmdk';
import { Popover } from 'radix-ui';
import { useFocusOnArrival } from './deferred-picker';
import type { ComboboxOption } from './Combobox';

// Combobox's popover (Radix Popover, cmdk's list), loaded on the reader's first hover, focus or press
// (Combobox.tsx): with floating-ui it is about 30 kB gzip that no page needs for its first paint.

export interface ComboboxPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The light trigger had the focus when this arrived: the real one takes it over. */
  focusTrigger: boolean;
  trigger: React.ComponentProps<'button'>;
  query: string;
  onQueryChange: (query: string) => void;
  options: ComboboxOption[] | undefined;
  isLoading: boolean;
  searching: boolean;
  minQueryLength: number;
  placeholder: string;
  emptyText: string;
  onSelect: (option: ComboboxOption) => void;
}

export function ComboboxPopover({
  open,
  onOpenChange,
  focusTrigger,
  trigger,
  query,
  onQueryChange,
  options,
  isLoading,
  searching,
  minQueryLength,
  placeholder,
  emptyText,
  onSelect,
}: ComboboxPopoverProps) {
  const triggerRef = useFocusOnArrival(focusTrigger && !open);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger ref={triggerRef} role="combobox" aria-expanded={open} {...trigger} />
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-[min(24rem,calc(100vw-2rem))] rounded-md border border-border bg-surface text-text shadow-lg"
        >
          <Command shouldFilter={false} label="Search">
            <Command.Input
              value={query}
              onValueChange={onQueryChange}
              placeholder={placeholder}
              className="block min-h-touch w-full border-0 border-b border-border bg-surface px-3 text-text"
            />
            <Command.List className="max-h-72 overflow-y-auto p-1">
              {!searching && (
                <p className="m-0 px-3 py-2 text-sm text-muted">Type at least {minQueryLength} letters.</p>
              )}
              {searching && isLoading && <Command.Loading>Searching…</Command.Loading>}
              {searching && !isLoading && (
                <Command.Empty className="px-3 py-2 text-sm">{emptyText}</Command.Empty>
              )}
              {(options ?? []).map((option) => (
                <Command.Item
                  key={option.value}
                  value={option.value}
                  onSelect={() => onSelect(option)}
                  className="flex min-h-touch cursor-pointer flex-col justify-center rounded-sm px-3 py-1 data-[selected=true]:bg-accent-soft md:min-h-9"
                >
                  <span>{option.label}</span>
                  {option.detail && <span className="text-sm text-muted">{option.detail}</span>}
                </Command.Item>
              ))}
            </Command.List>
          </Command>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
