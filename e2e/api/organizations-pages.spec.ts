import { expect, test } from '@playwright/test';

// The pages render on the server, so their HTML already names the organizations and links the countries.
test.describe('organization pages and reads over HTTP', () => {
  test('the list page and the client read show every organization', async ({ request }) => {
    const page = await request.get('/organizations');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('International organizations');

    const list = await request.get('/api/organizations');
    expect(list.status()).toBe(200);
    const body = (await list.json()) as { count: number; organizations: { shortName: string }[] };
    expect(body.count).toBe(5);
    expect(body.organizations.map((o) => o.shortName)).toContain('NASC');
  });

  test('the detail page matches the short name in any case and links member countries; a miss is 404', async ({
    request,
  }) => {
    const page = await request.get('/organizations/nAsC');
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toContain('North Atlantic Security Compact');
    expect(html).toContain('href="/countries/DE"');

    const missing = await request.get('/organizations/no-such-org');
    expect(missing.status()).toBe(404);
    const read = await request.get('/api/organizations/no-such-org');
    expect(read.status()).toBe(404);
    expect(await read.json()).toEqual({ error: "No organization 'no-such-org'.", code: 'NOT_FOUND' });
  });
});
