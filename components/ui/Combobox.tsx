'use client';

import { Command } from 'cmdk';
import { ChevronsUpDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { cn, withDefaults } from './cn';
import { inputClassName } from './Field';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line (state, position, ticker) to tell namesakes apart. */
  detail?: string;
}

/**
 * A searchable picker: the player types a name and picks from matches, never an id.
 * `useOptions(query)` supplies the matches (an SWR hook that searches the server, or a local filter).
 */
export function Combobox({
  id,
  value,
  onChange,
  useOptions,
  placeholder = 'Search by name…',
  emptyText = 'No match.',
  minQueryLength = 2,
  className,
  ...aria
}: {
  id?: string;
  value: ComboboxOption | null;
  onChange: (option: ComboboxOption | null) => void;
  useOptions: (query: string) => { options: ComboboxOption[] | undefined; isLoading: boolean };
  placeholder?: string;
  emptyText?: string;
  minQueryLength?: number;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { options, isLoading } = useOptions(query.trim().length >= minQueryLength ? query.trim() : '');
  const searching = query.trim().length >= minQueryLength;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        id={id}
        role="combobox"
        aria-expanded={open}
        className={cn(
          inputClassName,
          'flex items-center justify-between gap-2 text-left',
          withDefaults('w-full max-w-md', className),
        )}
        {...aria}
      >
        <span className={value ? undefined : 'text-muted'}>{value ? value.label : placeholder}</span>
        <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-[min(24rem,calc(100vw-2rem))] rounded-md border border-border bg-surface text-text shadow-lg"
        >
          <Command shouldFilter={false} label="Search">
            <Command.Input
              value={query}
              onValueChange={setQuery}
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
                  onSelect={() => {
                    onChange(option);
                    setOpen(false);
                    setQuery('');
                  }}
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
