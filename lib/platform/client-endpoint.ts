import type { z } from 'zod';

/**
 * One client-envelope endpoint (served beside the game pages, not under /api/public/v1), declared once
 * in its domain's catalog: the docs page lists it and the domain's contract test checks it.
 */
export interface ClientEndpoint<Auth extends string = string> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  auth: Auth;
  summary: string;
  query?: z.ZodObject;
  params?: z.ZodObject;
  body?: z.ZodType;
  /** The client-envelope payload of a success. */
  response: z.ZodObject;
  /** A call the contract test makes against the seeded world (reads only). */
  example?: { query?: Record<string, string>; params?: Record<string, string> };
}
