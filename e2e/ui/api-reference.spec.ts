import { expect, test } from '@playwright/test';
import { createKey, revokeKey, uniqueKeyName } from '../support/demo';
import { signedInRequest } from '../support/sessions';

// The reference at /docs/api: readable without a key, complete, and under the real CSP.

test('the API reference lists every operation, runs under the CSP and tries a call with a pasted key', async ({
  page,
  request,
  playwright,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    const where = message.location().url;
    // The app ships no favicon; Chromium's automatic request for one is not this page's doing.
    if (where.endsWith('/favicon.ico')) return;
    if (message.type() === 'error' || /Content Security Policy|Refused to/i.test(message.text())) {
      problems.push(`${message.text()} (${where})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });

  // The keyless document the page and generators read; every operation in it must be on the page.
  const documentResponse = await request.get('/api/docs/openapi.json');
  expect(documentResponse.status()).toBe(200);
  const document = (await documentResponse.json()) as { paths: Record<string, Record<string, unknown>> };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, '[$1]')}`),
  );
  expect(operations.length).toBeGreaterThan(40);

  const response = await page.goto('/docs/api');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toMatch(/'nonce-/);
  const listed = await page.getByTestId('api-operation').locator('h3').allTextContents();
  expect(listed.map((text) => text.trim()).sort()).toEqual([...operations].sort());

  // Not alice: other specs create her keys, and key management allows 10 requests a minute per account.
  const bob = await signedInRequest(playwright, 'bob');
  const key = await createKey(bob, 'public', uniqueKeyName('reference'));
  try {
    await page.getByLabel('API key', { exact: true }).fill(key.token);
    await page.getByLabel('Endpoint', { exact: true }).selectOption({ label: 'GET /api/public/v1/game' });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('try-it-status')).toHaveText('200');
    await expect(page.getByLabel('Response body')).toContainText('"currentTurn"');
    await expect(page.getByLabel('Response headers')).toContainText('etag: W/');
  } finally {
    await revokeKey(bob, key.id);
    await bob.dispose();
  }
  expect(problems).toEqual([]);
});
