import { cookies } from 'next/headers';
import { getDb } from '@/lib/platform/db';
import type { User } from '@/models';
import { sessionCookieName } from '@/lib/platform/auth/session';
import { findSessionUser } from '@/lib/platform/auth/sessions';

/** The signed-in user of a server-rendered page (from its session cookie), or null for a guest. */
export async function pageUser(): Promise<User | null> {
  const token = (await cookies()).get(sessionCookieName())?.value;
  return findSessionUser(getDb(), token);
}
