import { expect, type APIRequestContext } from '@playwright/test';

/** A demo account seeded in demo mode (see README). */
export const ALICE = { username: 'alice', email: 'alice@example.com', password: 'statecraft-alice' } as const;

export interface CreatedKey {
  id: string;
  token: string;
  scope: 'public' | 'private';
  name: string;
}

/** Logs in over HTTP; the request context keeps the session cookie for later calls. */
export async function logInOverHttp(request: APIRequestContext, account = ALICE): Promise<void> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.username, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Names unique per run, so a retry never trips over a key an earlier attempt left behind. */
export function uniqueKeyName(label: string): string {
  return `${label}-${Date.now().toString(36)}`;
}

export async function createKey(
  request: APIRequestContext,
  scope: 'public' | 'private',
  name: string,
): Promise<CreatedKey> {
  const response = await request.post('/api/settings/api-keys', { data: { scope, name } });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { key: CreatedKey };
  return body.key;
}

export async function revokeKey(request: APIRequestContext, id: string): Promise<void> {
  const response = await request.delete(`/api/settings/api-keys/${id}`);
  expect(response.status(), await response.text()).toBe(200);
}
