'use client';

import { createContext, useContext, useId, useState } from 'react';
import { cn } from './cn';

// The WAI-ARIA tabs pattern as Radix Tabs rendered it (roles, ids, data-state, a tab activated on press, on
// Enter or Space and when the arrow keys move the focus to it), without Radix: its roving-focus and
// presence modules were about 9 kB gzip on the pages with tabs (docs/ui.md, "First-load JavaScript").

interface TabsState {
  value: string | undefined;
  select: (value: string) => void;
  idOf: (part: 'trigger' | 'content', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('TabsList, TabsTrigger and TabsContent belong inside Tabs.');
  return state;
}

/** The tabs' state: `value` and `onValueChange` when the parent holds it, or `defaultValue`. */
export function Tabs({
  value,
  defaultValue,
  onValueChange,
  className,
  children,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: React.ReactNode;
}) {
  const [own, setOwn] = useState(defaultValue);
  const base = useId();
  const current = value ?? own;
  const state: TabsState = {
    value: current,
    select: (next) => {
      if (next === current) return;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    idOf: (part, of) => `${base}-${part}-${of}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div dir="ltr" data-orientation="horizontal" className={className}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

/** The row of tabs; scrolls sideways on a phone rather than widening the page. */
export function TabsList({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn('scroll-cue mb-4 flex gap-1 overflow-x-auto border-b border-border', className)}
      {...props}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        // Left and Right move to the previous and next tab (round the ends), Home and End to the first and last.
        const tabs = [
          ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
        ];
        const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
        if (at < 0) return;
        const to =
          event.key === 'ArrowRight'
            ? (at + 1) % tabs.length
            : event.key === 'ArrowLeft'
              ? (at - 1 + tabs.length) % tabs.length
              : event.key === 'Home'
                ? 0
                : event.key === 'End'
                  ? tabs.length - 1
                  : null;
        if (to === null) return;
        event.preventDefault();
        tabs[to]!.focus();
      }}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  disabled,
  ...props
}: Omit<React.ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('trigger', value)}
      aria-selected={active}
      aria-controls={tabs.idOf('content', value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      disabled={disabled}
      // One tab stop for the row: Tab reaches the active tab, the arrow keys the others.
      tabIndex={active ? 0 : -1}
      className={cn(
        'min-h-touch cursor-pointer whitespace-nowrap border-0 border-b-2 border-transparent bg-transparent px-3 font-semibold text-muted data-[state=active]:border-accent data-[state=active]:text-text md:min-h-10',
        className,
      )}
      {...props}
      onMouseDown={(event) => {
        props.onMouseDown?.(event);
        // As Radix: the main button selects at once; another button or a Ctrl-press does not take the focus.
        if (!disabled && event.button === 0 && !event.ctrlKey) tabs.select(value);
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        if (event.key === 'Enter' || event.key === ' ') tabs.select(value);
      }}
      onFocus={(event) => {
        props.onFocus?.(event);
        if (!disabled) tabs.select(value);
      }}
    />
  );
}

/** The active tab's panel; the others are not rendered. */
export function TabsContent({
  value,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<'div'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('content', value)}
      aria-labelledby={tabs.idOf('trigger', value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!active}
      tabIndex={0}
      className={className}
      {...props}
    >
      {active && children}
    </div>
  );
}
