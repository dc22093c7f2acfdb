'use client';

import { Suspense, use, type ComponentType } from 'react';
import { useHydrated } from './ClientOnly';

/**
 * A part of a page whose code loads just after the page's own (docs/ui.md, "First-load JavaScript"). The
 * server renders it in place in the first HTML: it loads the part's module as soon as this is called, so
 * the render need not wait (only a server's very first render may). Until the part's chunk lands in the
 * browser and React hydrates it, its controls are disabled (a fieldset around it): a value typed or a
 * button pressed before then would be lost.
 */
export function deferredPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let Loaded: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = null; // a chunk that failed to load is fetched again by the next render
        throw error;
      },
    ));
  // On the server, at once (a failure shows when the part renders, which loads it again).
  if (typeof window === 'undefined') start().catch(() => undefined);

  function HydratedPart(props: Props) {
    const hydrated = useHydrated();
    if (!Loaded) use(start());
    const Part = Loaded!;
    return (
      <fieldset disabled={!hydrated} className="contents" data-deferred-part={hydrated ? 'ready' : 'loading'}>
        <Part {...props} />
      </fieldset>
    );
  }
  function DeferredPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <HydratedPart {...props} />
      </Suspense>
    );
  }
  return DeferredPart;
}
