/** Every query of teachers management. Teachers are the users of a school with role 'teacher'. */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { auditLog, sections, subjects, teacherMessages, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** A teacher with the figures of the Teachers table. */
export interface TeacherListRow {
  user: UserRow;
  sectionCount: number;
  studentCount: number;
}

// Raw SQL with aliases: a one-table select leaves column names unqualified, which would be ambiguous here.
const sectionCount = sql<number>`(select count(*)::int from sections s where s.teacher_id = "users"."id" and s.deleted_at is null)`;
const studentCount = sql<number>`(select count(*)::int from students st join sections s on s.id = st.section_id
  where s.teacher_id = "users"."id" and s.deleted_at is null)`;

/** The teachers of a school, optionally only active or inactive ones, by name. */
export async function listTeachers(tx: Tx, organizationId: number, isActive?: boolean, id?: number): Promise<TeacherListRow[]> {
  return tx
    .select({ user: users, sectionCount, studentCount })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.role, 'teacher'),
        isActive === undefined ? undefined : eq(users.isActive, isActive),
        id === undefined ? undefined : eq(users.id, id),
      ),
    )
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id));
}

/** The newest `perTeacher` audit entries of each given staff member. */
export async function recentActions(tx: Tx, organizationId: number, userIds: number[], perTeacher: number) {
  if (userIds.length === 0) return [];
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const { rows } = await tx.execute<{
    actor_id: number;
    action: string;
    entity: string;
    entity_id: number | null;
    created_at: string | Date;
  }>(sql`
    select actor_id, action, entity, entity_id, created_at from (
      select ${auditLog.actorId} as actor_id, ${auditLog.action} as action, ${auditLog.entity} as entity,
        ${auditLog.entityId} as entity_id, ${auditLog.createdAt} as created_at,
        row_number() over (partition by ${auditLog.actorId} order by ${auditLog.createdAt} desc, ${auditLog.id} desc) as n
      from ${auditLog}
      where ${auditLog.organizationId} = ${organizationId} and ${auditLog.actorType} = 'staff' and ${auditLog.actorId} in (${ids})
    ) ranked where n <= ${perTeacher} order by actor_id, n`);
  return rows;
}

/** A teacher of a school, locked for update when asked. */
export async function findTeacher(tx: Tx, organizationId: number, id: number, forUpdate = false): Promise<UserRow | undefined> {
  const query = tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.organizationId, organizationId), eq(users.role, 'teacher')));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
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

export async function updateUser(tx: Tx, id: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await tx.update(users).set(values).where(eq(users.id, id));
}

/** How many live (not deleted) sections a teacher owns: the ones an admin must hand over. */
export async function countLiveSections(tx: Tx, teacherId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(sections)
    .where(and(eq(sections.teacherId, teacherId), isNull(sections.deletedAt)));
  return row?.n ?? 0;
}

/** Hands everything a teacher owns to another staff member: sections, subjects and parents' messages. */
export async function handOver(tx: Tx, fromId: number, toId: number): Promise<void> {
  await tx.update(sections).set({ teacherId: toId }).where(eq(sections.teacherId, fromId));
  await tx.update(subjects).set({ teacherId: toId }).where(eq(subjects.teacherId, fromId));
  await tx.update(teacherMessages).set({ teacherId: toId }).where(eq(teacherMessages.teacherId, fromId));
}

export async function deleteUser(tx: Tx, id: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}
