import { z } from 'zod';
import { text } from '@/lib/platform/validation';
import { AGE_BRACKETS, CHAT_ID_MAX, HOMETOWN_MAX, OCCUPATION_MAX } from './constants';

/** Inputs of the player's own profile verbs; idempotent for re-parsing. */

export const demographicsSchema = z.object({
  ageBracket: z.enum(AGE_BRACKETS),
  occupation: text({ max: OCCUPATION_MAX }),
  hometown: text({ max: HOMETOWN_MAX }),
});
export type Demographics = z.output<typeof demographicsSchema>;

/** PATCH /api/settings/profile: the chat id (null clears it) and/or the demographic profile. */
export const updateProfileInput = z
  .object({
    chatId: text({ max: CHAT_ID_MAX }).nullable().optional(),
    demographics: demographicsSchema.optional(),
  })
  .refine((input) => input.chatId !== undefined || input.demographics !== undefined, {
    message: 'give chatId or demographics',
  });
export type UpdateProfileInput = z.input<typeof updateProfileInput>;
