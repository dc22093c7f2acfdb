import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { DEMO_USERNAMES, demoAccount, sessionFile } from './support/sessions';

// One login per demo account for the whole run (e2e/support/sessions.ts): four of the login limiter's ten a
// minute, instead of one per spec.
setup('log in every demo account once', async ({ playwright, baseURL }) => {
  mkdirSync(path.dirname(sessionFile('alice')), { recursive: true });
  for (const username of DEMO_USERNAMES) {
    const request = await playwright.request.newContext({ baseURL });
    const account = demoAccount(username);
    const response = await request.post('/api/auth/login', {
      data: { email: account.username, password: account.password },
    });
    expect(response.status(), await response.text()).toBe(200);
    await request.storageState({ path: sessionFile(username) });
    await request.dispose();
  }
});
