import { cookies } from 'next/headers';
import { cache } from 'react';
import { getDb } from '@/lib/platform/db';
import type { User } from '@/models';
import { sessionCookieName } from '@/lib/platform/auth/session';
import { findSessionUser } from '@/lib/platform/auth/sessions';

/**
 * The signed-in user of a server-rendered page (from its session cookie), or null for a guest. Read once
 * per request: the root layout and the page both ask.
 */
export const pageUser = cache(async (): Promise<User | null> =>
  findSessionUser(getDb(), await pageSessionToken()),
);

/** The request's session token, for reads that mark the current session (the settings' session list). */
export async function pageSessionToken(): Promise<string | undefined> {
  return (await cookies()).get(sessionCookieName())?.value;
}
