import { expect, request as playwrightRequest } from '@playwright/test';
import { ADMIN } from './seats';

/** Runs one turn through the admin's "advance now" and returns the turn it completed. */
export async function advanceTurn(baseURL: string): Promise<number> {
  const admin = await playwrightRequest.newContext({ baseURL });
  const login = await admin.post('/api/auth/login', {
    data: { email: ADMIN.username, password: ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const advanced = await admin.post('/api/admin/turn/advance', { data: {} });
  expect(advanced.status(), await advanced.text()).toBe(200);
  const completed = ((await advanced.json()) as { completedTurn: number }).completedTurn;
  await admin.dispose();
  return completed;
}
