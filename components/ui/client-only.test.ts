import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClientOnly } from './ClientOnly';

describe('ClientOnly', () => {
  it('renders the fallback, not the children, in server HTML', () => {
    const html = renderToString(
      createElement(ClientOnly, { fallback: createElement('p', null, 'a chart'), children: 'styled widget' }),
    );
    expect(html).toContain('a chart');
    expect(html).not.toContain('styled widget');
  });
});
