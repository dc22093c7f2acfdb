import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Money in hundredths of the owning currency (cents, pence, ...). Never a float. */
export const cents = () => bigint({ mode: 'number' });

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
