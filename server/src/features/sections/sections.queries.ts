/** Every query of the sections feature. Deleted sections (deleted_at set) are invisible here. */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sections, students, users } from '../../db/schema';

export type SectionRow = typeof sections.$inferSelect;

/** A section with what its card shows. */
export interface SectionListRow {
  section: SectionRow;
  teacherName: string;
  studentCount: number;
}

const teacherName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`;
const studentCount = sql<number>`(select count(*)::int from students st where st.section_id = "sections"."id")`;

/** The live sections of a school, optionally of one teacher, by name. */
export async function listSections(tx: Tx, organizationId: number, teacherId?: number): Promise<SectionListRow[]> {
  return tx
    .select({ section: sections, teacherName, studentCount })
    .from(sections)
    .innerJoin(users, eq(users.id, sections.teacherId))
    .where(
      and(
        eq(sections.organizationId, organizationId),
        isNull(sections.deletedAt),
        teacherId === undefined ? undefined : eq(sections.teacherId, teacherId),
      ),
    )
    .orderBy(asc(sql`lower(${sections.name})`), asc(sections.id));
}

/** One live section of a school with its card data. */
export async function findSectionDetail(tx: Tx, organizationId: number, id: number): Promise<SectionListRow | undefined> {
  const [row] = await tx
    .select({ section: sections, teacherName, studentCount })
    .from(sections)
    .innerJoin(users, eq(users.id, sections.teacherId))
    .where(and(eq(sections.id, id), eq(sections.organizationId, organizationId), isNull(sections.deletedAt)));
  return row;
}

/** 'update' while deleting a section; 'share' while putting a student in it, so the two never cross. */
export type RowLock = 'update' | 'share';

/** One live section of a school, locked when asked. */
export async function findSection(tx: Tx, organizationId: number, id: number, lock?: RowLock): Promise<SectionRow | undefined> {
  const query = tx
    .select()
    .from(sections)
    .where(and(eq(sections.id, id), eq(sections.organizationId, organizationId), isNull(sections.deletedAt)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** Any staff member of a school, active or not. */
export async function findStaff(tx: Tx, organizationId: number, userId: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)));
  return row;
}

export async function insertSection(tx: Tx, values: typeof sections.$inferInsert): Promise<SectionRow> {
  const [row] = await tx.insert(sections).values(values).returning();
  return row;
}

export async function countStudentsIn(tx: Tx, sectionId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(students).where(eq(students.sectionId, sectionId));
  return row?.n ?? 0;
}

export async function markSectionDeleted(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(sections).set({ deletedAt: now }).where(eq(sections.id, id));
}
