import pino from 'pino';
import { env } from './env';

/** Structured JSON logs; lib code logs through this, never console. */
export const log = pino({
  level: process.env.LOG_LEVEL ?? env().LOG_LEVEL,
  base: { service: 'statecraft', pid: process.pid },
});
