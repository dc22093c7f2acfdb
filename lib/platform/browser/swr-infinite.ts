// Infinite lists over swr.ts: the part of swr/infinite's API this app uses (/mail and /notifications), in
// a module of its own so the pages without such a list do not load it.

import { useCallback, useRef, useState } from 'react';
import useSWR, {
  INFINITE_PREFIX,
  useIsomorphicLayoutEffect,
  type Fetcher,
  type SWROptions,
  type SWRResponse,
} from './swr';

export interface SWRInfiniteResponse<T, E = Error> extends SWRResponse<T[], E> {
  size: number;
  setSize: (size: number) => Promise<T[] | undefined>;
}

/** Pages read by the infinite lists, by page key: a later page is read once, the first on every read. */
const pages = new Map<string, unknown>();

/**
 * A list read page by page: `getKey(index, previousPage)` gives each page's key, null after the last.
 * Every read re-reads the first page and reads the pages not read yet; `setSize` shows more pages.
 */
export function useSWRInfinite<T, E = Error>(
  getKey: (index: number, previous: T | null) => string | null,
  fetcher: Fetcher<T>,
  options: SWROptions<T[], E> & { revalidateFirstPage?: boolean } = {},
): SWRInfiniteResponse<T, E> {
  const first = getKey(0, null);
  const [sized, setSized] = useState({ first, size: 1 });
  const size = sized.first === first ? sized.size : 1;
  const wanted = useRef({ size, getKey, fetcher });
  useIsomorphicLayoutEffect(() => {
    wanted.current = { size, getKey, fetcher };
  });
  const read = useCallback(async () => {
    const { size: count, getKey: keyOf, fetcher: fetchPage } = wanted.current;
    const list: T[] = [];
    for (let index = 0; index < count; index++) {
      const pageKey = keyOf(index, list[index - 1] ?? null);
      if (!pageKey) break;
      let page = pages.get(pageKey) as T | undefined;
      if (page === undefined || index === 0) {
        page = await fetchPage(pageKey);
        pages.set(pageKey, page);
      }
      list.push(page);
    }
    return list;
  }, []);
  const swr = useSWR<T[], E>(first === null ? null : INFINITE_PREFIX + first, read, options);
  const { mutate: reread } = swr;
  const setSize = useCallback(
    (next: number) => {
      wanted.current = { ...wanted.current, size: next };
      setSized({ first, size: next });
      return reread();
    },
    [first, reread],
  );
  return { ...swr, size, setSize };
}
