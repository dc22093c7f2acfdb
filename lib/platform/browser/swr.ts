// Stale-while-revalidate reads: the part of the swr package's API this app uses (useSWR, mutate,
// useSWRConfig; useSWRInfinite in swr-infinite.ts and SWRConfig's fallback in swr-config.ts), with its defaults: a read
// shared by key, deduplicated for 2 s, revalidated on mount, on focus (at most every 5 s) and on
// reconnect, polled while the page is visible, retried on error with backoff. SWR was 6 kB gzip of every
// page's first load and this is about 1.5 (docs/ui.md, "First-load JavaScript").

import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSyncExternalStore } from 'react';

export type Key = string | null | false | undefined;
export type Fetcher<T> = (key: string) => Promise<T>;

export interface SWROptions<T, E = Error> {
  /** Shown until the first response (the server's read of the page's first HTML). */
  fallbackData?: T;
  refreshInterval?: number;
  revalidateOnFocus?: boolean;
  shouldRetryOnError?: boolean | ((error: E) => boolean);
  /** Retries after a failed read; unlimited when unset. */
  errorRetryCount?: number;
  onError?: (error: E, key: string) => void;
  /** While a new key loads, keep showing the previous key's data. */
  keepPreviousData?: boolean;
}

export type MutateOptions = boolean | { revalidate?: boolean };
export type Updater<T> = T | null | undefined | ((current: T | undefined) => T | null | undefined);

export interface SWRResponse<T, E = Error> {
  data: T | undefined;
  error: E | undefined;
  /** The first read of the key is under way (fallback data does not count as read). */
  isLoading: boolean;
  isValidating: boolean;
  /** Without arguments, re-read the key; with data, put it in the cache (and re-read unless told not to). */
  mutate: (...args: [] | [data: Updater<T>, options?: MutateOptions]) => Promise<T | undefined>;
}

const DEDUPE_MS = 2_000;
const FOCUS_THROTTLE_MS = 5_000;
const ERROR_RETRY_MS = 5_000;
/** Infinite lists' cache keys (swr-infinite.ts): a key filter passes over them, as SWR's does. */
export const INFINITE_PREFIX = '$inf$';

interface State {
  data?: unknown;
  error?: unknown;
  isValidating?: boolean;
  isLoading?: boolean;
}

type Event = 'focus' | 'reconnect' | 'mutate' | { retryCount: number };
type Revalidator = (event: Event) => Promise<boolean> | undefined;

interface Entry {
  state: State;
  listeners: Set<() => void>;
  /** The mounted hooks' revalidations: a mutation or an event runs the first one's. */
  revalidators: Revalidator[];
  /** The request under way (or finished less than DEDUPE_MS ago) and when it started. */
  request?: [Promise<unknown>, number];
  /** When data was last written by a mutation: a response to an older request is dropped. */
  mutatedAt: number;
}

const cache = new Map<string, Entry>();
let clock = 0;
const EMPTY: State = {};

/** Entries are made in the browser only (effects, events), never while the server renders. */
function entryOf(key: string): Entry {
  let entry = cache.get(key);
  if (!entry) {
    entry = { state: EMPTY, listeners: new Set(), revalidators: [], mutatedAt: 0 };
    cache.set(key, entry);
  }
  return entry;
}

function update(entry: Entry, patch: State) {
  entry.state = { ...entry.state, ...patch };
  for (const listener of entry.listeners) listener();
}

const isActive = () => document.visibilityState !== 'hidden' && navigator.onLine !== false;
const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const DONE = { isValidating: false, isLoading: false };

interface Latest<T, E> {
  key: string | null;
  fetcher: Fetcher<T>;
  options: SWROptions<T, E>;
}

/** One read of `key` for a mounted hook; false when it was dropped (a newer request or a mutation won). */
async function revalidate<T, E>(
  key: string,
  latest: { current: Latest<T, E> },
  opts: { dedupe?: boolean; retryCount?: number },
): Promise<boolean> {
  if (latest.current.key !== key) return false;
  const entry = entryOf(key);
  const start = !entry.request || !opts.dedupe;
  let startedAt = 0;
  try {
    if (start) {
      update(
        entry,
        entry.state.data === undefined ? { isValidating: true, isLoading: true } : { isValidating: true },
      );
      entry.request = [latest.current.fetcher(key), ++clock];
    }
    const [request, at] = entry.request!;
    startedAt = at;
    const data = await request;
    if (start) {
      setTimeout(() => {
        if (entry.request?.[1] === at) entry.request = undefined;
      }, DEDUPE_MS);
    }
    if (entry.request?.[1] !== at) return false;
    if (at <= entry.mutatedAt) {
      update(entry, DONE);
      return false;
    }
    const current = entry.state.data;
    update(entry, { ...DONE, error: undefined, data: sameJson(current, data) ? current : data });
  } catch (error) {
    if (entry.request?.[1] === startedAt) entry.request = undefined;
    update(entry, { ...DONE, error });
    const { options } = latest.current;
    // Only the request's own hook reports and retries; the ones that shared it do not.
    if (start && latest.current.key === key) {
      options.onError?.(error as E, key);
      const retry = options.shouldRetryOnError ?? true;
      const retryCount = (opts.retryCount ?? 0) + 1;
      if (
        (retry === true || (typeof retry === 'function' && retry(error as E))) &&
        (options.revalidateOnFocus === false || isActive()) &&
        (options.errorRetryCount === undefined || retryCount <= options.errorRetryCount)
      ) {
        const backoff = ~~((Math.random() + 0.5) * (1 << Math.min(retryCount, 8))) * ERROR_RETRY_MS;
        setTimeout(() => void entry.revalidators[0]?.({ retryCount }), backoff);
      }
    }
  }
  return true;
}

function mutateKey(key: string, args: unknown[]): Promise<unknown> {
  const entry = entryOf(key);
  if (args.length > 0) {
    let data = args[0];
    if (typeof data === 'function') data = (data as (current: unknown) => unknown)(entry.state.data);
    entry.mutatedAt = ++clock;
    update(entry, { data, error: undefined });
  }
  const options = args[1] as MutateOptions | undefined;
  const again = typeof options === 'boolean' ? options : options?.revalidate !== false;
  if (again) {
    entry.request = undefined; // a new read, not the one under way
    const revalidating = entry.revalidators[0]?.('mutate');
    if (revalidating) return revalidating.then(() => entry.state.data);
  }
  return Promise.resolve(entry.state.data);
}

/**
 * Writes or re-reads one key, or every cached key a filter accepts (infinite lists' keys excepted); a
 * mounted hook of the key re-reads it. Resolves to the key's data.
 */
export function mutate(
  filter: (key: string) => boolean,
  ...args: [] | [data: unknown, options?: MutateOptions]
): Promise<unknown[]>;
export function mutate<T = unknown>(
  key: string,
  ...args: [] | [data: Updater<T>, options?: MutateOptions]
): Promise<T | undefined>;
export function mutate(key: string | ((key: string) => boolean), ...args: unknown[]): Promise<unknown> {
  if (typeof key === 'function') {
    const keys = [...cache.keys()].filter((k) => !k.startsWith(INFINITE_PREFIX) && key(k));
    return Promise.all(keys.map((k) => mutateKey(k, args)));
  }
  return mutateKey(key, args);
}

export function useSWRConfig() {
  return { mutate };
}

/** The server's reads for the first HTML, by key (SWRConfig's `fallback`). */
export const FallbackContext = createContext<Record<string, unknown>>({});

export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

if (typeof window !== 'undefined') {
  const broadcast = (event: Event) => {
    for (const entry of cache.values()) void entry.revalidators[0]?.(event);
  };
  window.addEventListener('focus', () => broadcast('focus'));
  document.addEventListener('visibilitychange', () => broadcast('focus'));
  window.addEventListener('online', () => broadcast('reconnect'));
}

export default function useSWR<T, E = Error>(
  key: Key,
  fetcher: Fetcher<T>,
  options: SWROptions<T, E> = {},
): SWRResponse<T, E> {
  const fallbacks = useContext(FallbackContext);
  const k = key || null;
  const latest = useRef<Latest<T, E>>({ key: null, fetcher, options });
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!k) return () => {};
      const listeners = entryOf(k).listeners;
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    [k],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => (k ? (cache.get(k)?.state ?? EMPTY) : EMPTY),
    () => EMPTY,
  );
  const cached = state.data as T | undefined;
  const fallback =
    options.fallbackData !== undefined ? options.fallbackData : k ? (fallbacks[k] as T) : undefined;
  const data = cached === undefined ? fallback : cached;
  // The last key's data, for keepPreviousData.
  const [previous, setPrevious] = useState<T | undefined>(data);
  if (options.keepPreviousData && cached !== undefined && cached !== previous) setPrevious(cached);

  useIsomorphicLayoutEffect(() => {
    latest.current = { key: k, fetcher, options };
  });

  useIsomorphicLayoutEffect(() => {
    if (!k) return;
    latest.current = { key: k, fetcher, options };
    const entry = entryOf(k);
    const soft = () => revalidate(k, latest, { dedupe: true });
    let nextFocusAt = Date.now() + FOCUS_THROTTLE_MS;
    const onEvent: Revalidator = (event) => {
      if (event === 'focus') {
        if (latest.current.options.revalidateOnFocus !== false && Date.now() > nextFocusAt && isActive()) {
          nextFocusAt = Date.now() + FOCUS_THROTTLE_MS;
          void soft();
        }
      } else if (event === 'reconnect') {
        if (isActive()) void soft();
      } else if (event === 'mutate') {
        return revalidate(k, latest, {});
      } else {
        return revalidate(k, latest, { dedupe: true, retryCount: event.retryCount });
      }
      return undefined;
    };
    // A key that already failed for another mounted hook is retried by that hook.
    const failing = entry.revalidators.length > 0 && entry.state.error !== undefined;
    entry.revalidators.push(onEvent);
    if (!failing && !entry.request) {
      // With data to show, read after the first paint.
      if (data === undefined) void soft();
      else requestAnimationFrame(() => void soft());
    }
    return () => {
      entry.revalidators.splice(entry.revalidators.indexOf(onEvent), 1);
      if (latest.current.key === k) latest.current = { ...latest.current, key: null };
    };
    // The fetcher and options are read through `latest`, as SWR's are; the data only decides the first read.
  }, [k]);

  const interval = options.refreshInterval;
  useEffect(() => {
    if (!k || !interval) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const next = () => {
      if (!stopped) timer = setTimeout(tick, interval);
    };
    const tick = () => {
      if (cache.get(k)?.state.error === undefined && isActive())
        void revalidate(k, latest, { dedupe: true }).then(next);
      else next();
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [k, interval]);

  const boundMutate = useCallback(
    (...args: [] | [data: Updater<T>, options?: MutateOptions]) =>
      latest.current.key ? mutate<T>(latest.current.key, ...args) : Promise.resolve(undefined),
    [],
  );

  const idle = state.isValidating === undefined;
  return {
    data: options.keepPreviousData && cached === undefined && previous !== undefined ? previous : data,
    error: state.error as E | undefined,
    isLoading: idle ? Boolean(k) : Boolean(state.isLoading),
    isValidating: idle ? Boolean(k) : Boolean(state.isValidating),
    mutate: boundMutate,
  };
}
