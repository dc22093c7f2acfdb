'use client';

import { lazy, useState } from 'react';
import { DeferredPicker, pickerTriggerClassName, useDeferredPicker } from './deferred-picker';
import { ChevronDownIcon } from './icons';

export interface SelectOption {
  value: string;
  label: React.ReactNode;
  disabled?: boolean;
}

// Radix Select (with floating-ui and its scroll lock) loads on the first hover, focus or press, not with the
// page (docs/ui.md, "First-load JavaScript"). Until then, and in the server HTML, the trigger is a plain
// button that looks and reads the same: Radix's own trigger carries style attributes that the nonce CSP
// refuses in server HTML (set by React in the browser they are allowed).
const SelectMenu = lazy(() => import('./SelectMenu').then((module) => ({ default: module.SelectMenu })));

/** Keys that open Radix Select from its trigger. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];

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
  const [openRequested, setOpenRequested] = useState(false);
  const { wanted, want, triggerFocused, lightTriggerHandlers } = useDeferredPicker();
  const trigger = {
    id,
    className: pickerTriggerClassName(className),
    ...aria,
  };
  const chosen = options.find((option) => option.value === value);
  const requestOpen = () => {
    setOpenRequested(true);
    want();
  };
  const lightTrigger = (
    <>
      <button
        type="button"
        {...trigger}
        // The list it controls (aria-controls) is not in the page until it opens.
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        data-state="closed"
        data-placeholder={chosen ? undefined : ''}
        disabled={disabled}
        {...lightTriggerHandlers}
        // A mouse asks on press, as Radix's trigger opens: when the menu's code is already cached (another
        // Select on the page loaded it), the press's focus mounts the menu before the click, which would then
        // land on a trigger that opens on press only.
        onPointerDown={(event) => {
          if (event.pointerType === 'mouse') requestOpen();
        }}
        onClick={requestOpen}
        onKeyDown={(event) => {
          if (OPENING_KEYS.includes(event.key)) {
            event.preventDefault();
            requestOpen();
          }
        }}
      >
        <span>{chosen ? chosen.label : placeholder}</span>
        <ChevronDownIcon className="size-4" />
      </button>
      {name && <input type="hidden" name={name} value={value ?? ''} />}
    </>
  );
  return (
    <DeferredPicker wanted={wanted} lightTrigger={lightTrigger}>
      <SelectMenu
        value={value}
        onValueChange={onValueChange}
        options={options}
        placeholder={placeholder}
        name={name}
        disabled={disabled}
        openOnMount={openRequested && !disabled}
        focusTrigger={triggerFocused}
        trigger={trigger}
      />
    </DeferredPicker>
  );
}
