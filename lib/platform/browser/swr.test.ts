import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import useSWR, { mutate, type SWROptions } from './swr';
import { useSWRInfinite } from './swr-infinite';
import { SWRConfig } from './swr-config';

const never = () => new Promise<never>(() => {});

function Read({ id, options }: { id: string | null; options?: SWROptions<string> }) {
  const { data, isLoading } = useSWR<string>(id, never, options);
  return createElement('p', null, `${data ?? 'none'} ${isLoading ? 'loading' : 'idle'}`);
}

function render(
  node: React.ReactElement,
  fallback?: Record<string, unknown>,
  inner?: Record<string, unknown>,
) {
  const wrapped = inner ? createElement(SWRConfig, { value: { fallback: inner } }, node) : node;
  return renderToString(fallback ? createElement(SWRConfig, { value: { fallback } }, wrapped) : wrapped);
}

describe('useSWR in the first HTML', () => {
  it("shows the server's read of the key, still loading (the browser reads it again)", () => {
    expect(render(createElement(Read, { id: '/api/a' }), { '/api/a': 'server' })).toContain('server loading');
  });

  it("prefers the hook's own fallbackData, and shows nothing for an unread key", () => {
    const options = { fallbackData: 'own' };
    expect(render(createElement(Read, { id: '/api/a', options }), { '/api/a': 'server' })).toContain(
      'own loading',
    );
    expect(render(createElement(Read, { id: '/api/b' }), { '/api/a': 'server' })).toContain('none loading');
  });

  it('takes the fallbackData of a hook without a key, and does not load', () => {
    expect(render(createElement(Read, { id: null, options: { fallbackData: 'own' } }))).toContain('own idle');
  });

  it("adds a nested SWRConfig's keys to its parent's", () => {
    const both = createElement(
      'div',
      null,
      createElement(Read, { id: '/api/a' }),
      createElement(Read, { id: '/api/b' }),
    );
    const html = render(both, { '/api/a': 'outer', '/api/b': 'outer' }, { '/api/b': 'inner' });
    expect(html).toContain('outer loading');
    expect(html).toContain('inner loading');
  });

  it("renders an infinite list's fallback pages", () => {
    function List() {
      const { data, size } = useSWRInfinite<string>((index) => `/api/list?page=${index}`, never, {
        fallbackData: ['first page'],
      });
      return createElement('p', null, `${data?.join(',')} size ${size}`);
    }
    expect(render(createElement(List))).toContain('first page size 1');
  });
});

describe('mutate', () => {
  it('writes a key, and updates it from its current data', async () => {
    expect(await mutate('/test/count', 1, false)).toBe(1);
    expect(await mutate<number>('/test/count', (n) => (n ?? 0) + 1, { revalidate: false })).toBe(2);
    // Without data and without a mounted reader, it resolves to what is cached.
    expect(await mutate('/test/count')).toBe(2);
    expect(await mutate('/test/count', null, false)).toBeNull();
  });

  it("reaches the cached keys a filter accepts, passing over infinite lists' keys", async () => {
    await mutate('/test/filter/a', 'a', false);
    await mutate('/test/filter/b', 'b', false);
    await mutate('$inf$/test/filter/c', 'c', false);
    await mutate('/test/other', 'other', false);
    const results = await mutate((key) => key.includes('/test/filter/'));
    expect(results.sort()).toEqual(['a', 'b']);
  });
});
