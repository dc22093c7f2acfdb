'use client';

import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from './cn';

export const Tabs = TabsPrimitive.Root;
export const TabsContent = TabsPrimitive.Content;

/** The row of tabs; scrolls sideways on a phone rather than widening the page. */
export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('mb-4 flex gap-1 overflow-x-auto border-b border-border', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'min-h-touch cursor-pointer whitespace-nowrap border-0 border-b-2 border-transparent bg-transparent px-3 font-semibold text-muted data-[state=active]:border-accent data-[state=active]:text-text md:min-h-10',
        className,
      )}
      {...props}
    />
  );
}
