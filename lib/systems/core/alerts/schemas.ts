import { z } from 'zod';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A webhook must be https; plain http only to this machine, and never in production (tests' receivers). */
export function webhookUrlProblem(value: string, nodeEnv = process.env.NODE_ENV): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'webhookUrl must be a full URL, e.g. https://discord.com/api/webhooks/…';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && nodeEnv !== 'production' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return 'webhookUrl must start with https://';
}

/** PATCH /api/notifications/alerts: only the fields to change; null clears an address. */
export const updateAlertPreferencesBody = z
  .object({
    dailyDigest: z.boolean(),
    urgentAlerts: z.boolean(),
    decisions: z.boolean(),
    bills: z.boolean(),
    filings: z.boolean(),
    email: z.email({ message: 'email must be an email address' }).max(254).nullable(),
    webhookUrl: z
      .string()
      .max(2000)
      .nullable()
      .superRefine((value, ctx) => {
        const problem = value === null ? null : webhookUrlProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'name at least one setting');

export type UpdateAlertPreferences = z.output<typeof updateAlertPreferencesBody>;

export interface AlertPreferencesView {
  dailyDigest: boolean;
  urgentAlerts: boolean;
  decisions: boolean;
  bills: boolean;
  filings: boolean;
  /** Where mail goes: the chosen address, else the account's. */
  email: string;
  /** Whether `email` is the account's own address. */
  emailIsAccount: boolean;
  webhookUrl: string | null;
}
