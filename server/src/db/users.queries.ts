/**
 * The queries on staff accounts (the users table) that several features share: account (sign-up and
 * sign-in), teachers, joining and settings. A feature's own queries stay in its .queries.ts (issue 21).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from './client';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserById(tx: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  return row;
}

/** Whether an email or username is used by any account. */
export async function findTakenFields(tx: Tx, email: string, username: string) {
  const rows = await tx
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} or lower(${users.username}) = ${username.toLowerCase()}`);
  return {
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning();
  return row;
}

export async function updateUser(tx: Tx, id: number, values: Partial<typeof users.$inferInsert>) {
  await tx.update(users).set(values).where(eq(users.id, id));
}

/** Whether an email or username is used by anyone other than `exceptId`. */
export async function findTakenFieldsExcept(tx: Tx, email: string, username: string, exceptId: number) {
  const rows = await tx
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      and(
        ne(users.id, exceptId),
        sql`(lower(${users.email}) = ${email.toLowerCase()} or lower(${users.username}) = ${username.toLowerCase()})`,
      ),
    );
  return {
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}

/** An active staff member of a school (who may own sections), or undefined. */
export async function findActiveStaff(tx: Tx, organizationId: number, userId: number) {
  const [row] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId), eq(users.isActive, true)));
  return row;
}
