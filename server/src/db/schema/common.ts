import { integer, timestamp } from 'drizzle-orm/pg-core';

/** An identity primary key. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
/** A timestamp with time zone, defaulting to now. */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** A nullable timestamp with time zone. */
export const at = () => timestamp({ withTimezone: true });
