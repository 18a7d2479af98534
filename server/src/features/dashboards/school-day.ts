/**
 * "Today" in the school's time zone (organizations.timezone, Asia/Manila by default; issue 7): when the
 * school's day began, as an instant, so queries compare timestamps with it and never convert per row.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/app-error';

export interface SchoolDay {
  organizationId: number;
  schoolName: string;
  /** IANA zone, e.g. 'Asia/Manila'. */
  timezone: string;
  /** The instant the school's current day began. */
  dayStart: Date;
  /** The school's date today, YYYY-MM-DD. */
  today: string;
  now: Date;
}

/** The school's day at `now` (the context clock, so tests can move it). */
export async function schoolDayOf(tx: Tx, organizationId: number, now: Date): Promise<SchoolDay> {
  const at = now.toISOString();
  const { rows } = await tx.execute<{ name: string; timezone: string; day_start: Date | string; today: string }>(sql`
    select name, timezone,
      date_trunc('day', ${at}::timestamptz at time zone timezone) at time zone timezone as day_start,
      to_char(${at}::timestamptz at time zone timezone, 'YYYY-MM-DD') as today
    from organizations where id = ${organizationId}`);
  const row = rows[0];
  if (!row) throw notFound('organizationNotFound');
  return { organizationId, schoolName: row.name, timezone: row.timezone, dayStart: new Date(row.day_start), today: row.today, now };
}

/** An ISO time from a database value, or null. */
export function isoOrNull(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** A display name: first and last name, else the username (as the Teachers table shows it). */
export function displayName(u: { first_name: string; last_name: string; username: string }): string {
  return `${u.first_name} ${u.last_name}`.trim() || u.username;
}
