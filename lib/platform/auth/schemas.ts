import { z } from 'zod';
import { text } from '@/lib/platform/validation';
import {
  API_KEY_ID_MAX_LENGTH,
  DELETE_ACCOUNT_CONFIRMATION,
  API_KEY_NAME_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants';

/** Inputs of the account and API-key verbs. */

/** Passwords are never stored, but they are still text: no control characters, not trimmed. */
const password = (min: number) => text({ min, max: PASSWORD_MAX_LENGTH, trim: false });

export const loginInput = z.object({
  email: text({ max: EMAIL_MAX_LENGTH }).describe('An e-mail address or a username'),
  password: password(1),
});

const USERNAME_REGEX = new RegExp(`^[a-z0-9_]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`);

export const registerInput = z.object({
  email: text({ max: EMAIL_MAX_LENGTH }).toLowerCase().pipe(z.email('email must be a valid address')),
  username: text({ max: USERNAME_MAX_LENGTH })
    .toLowerCase()
    .regex(
      USERNAME_REGEX,
      `username must be ${USERNAME_MIN_LENGTH}-${USERNAME_MAX_LENGTH} letters, digits or underscores`,
    ),
  password: password(PASSWORD_MIN_LENGTH),
  displayName: text({ max: DISPLAY_NAME_MAX_LENGTH }).optional(),
});

export const createApiKeyInput = z.object({
  scope: z.enum(['public', 'private']),
  name: text({ max: API_KEY_NAME_MAX_LENGTH }),
});

export const revokeApiKeyInput = z.object({ id: text({ max: API_KEY_ID_MAX_LENGTH }) });

export const changePasswordInput = z.object({
  currentPassword: password(1),
  newPassword: password(PASSWORD_MIN_LENGTH),
});

export const changeEmailInput = z.object({
  currentPassword: password(1),
  email: text({ max: EMAIL_MAX_LENGTH }).toLowerCase().pipe(z.email('email must be a valid address')),
});

export const deleteAccountInput = z.object({
  currentPassword: password(1),
  confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION, {
    error: `Type "${DELETE_ACCOUNT_CONFIRMATION}" to confirm.`,
  }),
});
