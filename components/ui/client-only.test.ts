import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClientOnly } from './ClientOnly';

describe('ClientOnly', () => {
  it('renders the fallback, not the children, in server HTML', () => {
    const html = renderToString(
      createElement(
        ClientOnly as (props: { fallback: ReactNode }) => ReactNode,
        { fallback: createElement('p', null, 'a chart') },
        'styled widget',
      ),
    );
    expect(html).toContain('a chart');
    expect(html).not.toContain('styled widget');
  });
});
