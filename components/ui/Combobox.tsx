'use client';

import { lazy, startTransition, Suspense, useState } from 'react';
import { cn, withDefaults } from './cn';
import { inputClassName } from './Field';
import { ChevronsUpDownIcon } from './control-icons';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line (state, position, ticker) to tell namesakes apart. */
  detail?: string;
}

// The popover and its list (Radix Popover, floating-ui, cmdk) load on the first hover, focus or press, not
// with the page (docs/ui.md, "First-load JavaScript"); until then the trigger is the same button.
const ComboboxPopover = lazy(() =>
  import('./ComboboxPopover').then((module) => ({ default: module.ComboboxPopover })),
);

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
  const [triggerFocused, setTriggerFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  // A transition: the light trigger stays (and keeps the focus) while the popover's code downloads.
  const want = () => {
    if (!wanted) startTransition(() => setWanted(true));
  };
  const { options, isLoading } = useOptions(query.trim().length >= minQueryLength ? query.trim() : '');
  const searching = query.trim().length >= minQueryLength;
  const trigger = {
    type: 'button' as const,
    id,
    className: cn(
      inputClassName,
      'flex items-center justify-between gap-2 text-left',
      withDefaults('w-full max-w-md', className),
    ),
    ...aria,
    children: (
      <>
        <span className={value ? undefined : 'text-muted'}>{value ? value.label : placeholder}</span>
        <ChevronsUpDownIcon className="size-4 shrink-0" />
      </>
    ),
  };
  const lightTrigger = (
    <button
      {...trigger}
      // The list it controls (aria-controls) is not in the page until it opens.
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      aria-expanded={false}
      aria-haspopup="dialog"
      data-state="closed"
      onPointerEnter={want}
      onFocus={() => {
        setTriggerFocused(true);
        want();
      }}
      onBlur={() => setTriggerFocused(false)}
      onClick={() => {
        // A press before the popover has arrived opens it as soon as it does.
        setOpen(true);
        want();
      }}
    />
  );
  // The light trigger is the boundary's content from the first render, so the transition keeps it (and its
  // focus) on screen until the code has arrived, rather than swapping in the fallback.
  return (
    <Suspense fallback={lightTrigger}>
      {!wanted ? (
        lightTrigger
      ) : (
        <ComboboxPopover
          open={open}
          onOpenChange={setOpen}
          focusTrigger={triggerFocused}
          trigger={trigger}
          query={query}
          onQueryChange={setQuery}
          options={options}
          isLoading={isLoading}
          searching={searching}
          minQueryLength={minQueryLength}
          placeholder={placeholder}
          emptyText={emptyText}
          onSelect={(option) => {
            onChange(option);
            setOpen(false);
            setQuery('');
          }}
        />
      )}
    </Suspense>
  );
}
