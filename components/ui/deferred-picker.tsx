'use client';

import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { cn, withDefaults } from './cn';
import { inputClassName } from './Field';

// What Select and Combobox share: their heavy part (Radix, cmdk) loads on the reader's first hover, focus or
// press (docs/ui.md, "First-load JavaScript"); until then a light trigger looks and reads the same.

/** The pickers' trigger, light or real: a field-styled button with its icon at the end. */
export function pickerTriggerClassName(className?: string): string {
  return cn(
    inputClassName,
    'flex items-center justify-between gap-2 text-left',
    withDefaults('w-full max-w-md', className),
  );
}

/**
 * Whether the heavy part is wanted yet, and the light trigger's handlers that ask for it. `want` asks in a
 * transition, so the light trigger stays on screen (and keeps the focus) while the code downloads;
 * `triggerFocused` tells the arriving part to take the focus over.
 */
export function useDeferredPicker() {
  const [wanted, setWanted] = useState(false);
  const [triggerFocused, setTriggerFocused] = useState(false);
  const want = () => {
    if (!wanted) startTransition(() => setWanted(true));
  };
  const lightTriggerHandlers = {
    onPointerEnter: want,
    onFocus: () => {
      setTriggerFocused(true);
      want();
    },
    onBlur: () => setTriggerFocused(false),
  };
  return { wanted, want, triggerFocused, lightTriggerHandlers };
}

/**
 * The light trigger until the heavy part is wanted, then the part. The light trigger is the boundary's
 * content from the first render, so the transition keeps it (and its focus) on screen until the code has
 * arrived, rather than swapping in the fallback.
 */
export function DeferredPicker({
  wanted,
  lightTrigger,
  children,
}: {
  wanted: boolean;
  lightTrigger: React.ReactNode;
  children: React.ReactNode;
}) {
  return <Suspense fallback={lightTrigger}>{wanted ? children : lightTrigger}</Suspense>;
}

/** For the heavy part's real trigger: takes the focus as the part mounts when `take` (read once) holds. */
export function useFocusOnArrival(take: boolean) {
  const trigger = useRef<HTMLButtonElement>(null);
  const takeOnMount = useRef(take);
  useEffect(() => {
    if (takeOnMount.current) trigger.current?.focus();
  }, []);
  return trigger;
}
