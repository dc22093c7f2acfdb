import { expect, test } from '@playwright/test';
import { createKey, logInOverHttp, revokeKey, uniqueKeyName } from '../support/demo';

// The reference at /docs/api: readable without a key, complete, and under the real CSP.

test('the API reference lists every operation, runs under the CSP and tries a call with a pasted key', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy|Refused to/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

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

  await logInOverHttp(request);
  const key = await createKey(request, 'public', uniqueKeyName('reference'));
  try {
    await page.getByLabel('API key').fill(key.token);
    await page.getByLabel('Endpoint').selectOption({ label: 'GET /api/public/v1/game' });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('try-it-status')).toHaveText('200');
    await expect(page.getByLabel('Response body')).toContainText('"currentTurn"');
    await expect(page.getByLabel('Response headers')).toContainText('etag: W/');
  } finally {
    await revokeKey(request, key.id);
  }
  expect(problems).toEqual([]);
});
