import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferredPart } from './deferred-part';

function Form({ label }: { label: string }) {
  return createElement('button', { type: 'button' }, label);
}

describe('deferredPart', () => {
  it('renders the part in place in server HTML, its controls disabled until the browser hydrates it', async () => {
    let loads = 0;
    const Deferred = deferredPart(async () => {
      loads += 1;
      return Form;
    });
    // The server starts loading the part's module as soon as the part is declared.
    await Promise.resolve();
    const html = renderToString(createElement('main', null, createElement(Deferred, { label: 'Donate' })));
    expect(html).toMatch(
      /^<main><!--\$--><fieldset disabled="" class="contents" data-deferred-part="loading"><button type="button">Donate<\/button><\/fieldset><!--\/\$--><\/main>$/,
    );
    renderToString(createElement(Deferred, { label: 'Again' }));
    expect(loads).toBe(1);
  });

  it('loads a part that failed again on the next render', async () => {
    let attempts = 0;
    const Deferred = deferredPart(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return Form;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The first load failed: the server shows nothing of the part (its boundary's fallback) and asks again.
    expect(renderToString(createElement(Deferred, { label: 'Retry' }))).not.toContain('Retry');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renderToString(createElement(Deferred, { label: 'Retry' }))).toContain('Retry');
    expect(attempts).toBe(2);
  });
});
