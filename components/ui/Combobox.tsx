'use client';

import { lazy, useState } from 'react';
import { ChevronsUpDownIcon } from './control-icons';
import { DeferredPicker, pickerTriggerClassName, useDeferredPicker } from './deferred-picker';

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
  const { wanted, want, triggerFocused, lightTriggerHandlers } = useDeferredPicker();
  const searching = query.trim().length >= minQueryLength;
  const { options, isLoading } = useOptions(searching ? query.trim() : '');
  const trigger = {
    type: 'button' as const,
    id,
    className: pickerTriggerClassName(className),
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
      {...lightTriggerHandlers}
      onClick={() => {
        // A press before the popover has arrived opens it as soon as it does.
        setOpen(true);
        want();
      }}
    />
  );
  return (
    <DeferredPicker wanted={wanted} lightTrigger={lightTrigger}>
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
    </DeferredPicker>
  );
}
