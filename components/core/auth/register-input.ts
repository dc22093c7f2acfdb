// The register form's request body and error-to-field mapping, kept out of the component so they
// unit-test in node. The limits are the ones registerInput (lib/platform/auth) validates with.

import type { z } from 'zod';
import type { registerInput } from '@/lib/platform/auth/schemas';
import { fetchJson } from '@/lib/platform/browser/fetcher';
import type { LoginResponse } from '@/lib/systems/game/browser/types';

/** POST /api/auth/register's body, as the server's schema accepts it. */
export type RegisterBody = z.input<typeof registerInput>;
export type RegisterField = keyof RegisterBody;
const REGISTER_FIELDS: readonly RegisterField[] = ['email', 'username', 'password', 'displayName'];

/** The form's inputs: every field present, as typed. */
export type RegisterFields = Record<RegisterField, string>;

/** Trims what the server trims and leaves out a blank display name (it then defaults to the username). */
export function buildRegisterBody(fields: RegisterFields): RegisterBody {
  const body: RegisterBody = {
    email: fields.email.trim(),
    username: fields.username.trim(),
    password: fields.password,
  };
  const displayName = fields.displayName.trim();
  if (displayName !== '') body.displayName = displayName;
  return body;
}

/**
 * Which inputs an error is about, so they can be marked invalid: the taken field for a 409,
 * the "field: message" parts of a validation error for a 400.
 */
export function invalidFieldsForError(code: string | null, message: string): RegisterField[] {
  if (code === 'EMAIL_TAKEN') return ['email'];
  if (code === 'USERNAME_TAKEN') return ['username'];
  if (code !== 'BAD_REQUEST') return [];
  const named = new Set(
    message
      .split(';')
      .map((part) => part.split(':')[0]?.trim())
      .filter((name): name is string => name !== undefined),
  );
  return REGISTER_FIELDS.filter((field) => named.has(field));
}

/** POST /api/auth/register: 201 with the new user, and the session cookie set. */
export function registerAccount(body: RegisterBody): Promise<LoginResponse> {
  return fetchJson<LoginResponse>('/api/auth/register', { method: 'POST', body });
}
