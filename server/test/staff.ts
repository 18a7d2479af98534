/** Helpers for the staff workspace API tests (issue 3): a school with two teachers, requests, forms. */
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { auditLog, sections, students, users } from '../src/db/schema';
import { signAccessToken } from '../src/lib/tokens';
import { call, type TestApp } from './harness';
import { createAdmin, createSection, createStudent, createTeacher, type Staff } from './fixtures';
import { reencodeImage } from '../src/lib/uploads';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** PNG as the product keeps it: re-encoded from its pixels (issue 18, lib/uploads.ts). */
export const STORED_PNG = (await reencodeImage(PNG, 'image/png'))!;

/** A school: an admin, two teachers with a section each, and a student in each section. */
export async function createSchool(t: TestApp) {
  const admin = await createAdmin(t);
  const teacher = await createTeacher(t, admin);
  const other = await createTeacher(t, admin);
  const section = await createSection(t, teacher);
  const otherSection = await createSection(t, other);
  const student = await createStudent(t, teacher, section.id, { gender: 'male' });
  const otherStudent = await createStudent(t, other, otherSection.id);
  return { admin, teacher, other, section, otherSection, student, otherStudent };
}
export type School = Awaited<ReturnType<typeof createSchool>>;

/** A request as a staff member (or nobody). */
export function as(t: TestApp, who: Staff | string | null, opts: InjectOptions & { lang?: 'en' | 'tl' }) {
  const token = who === null ? undefined : typeof who === 'string' ? who : who.token.access;
  return call(t.app, { ...opts, token });
}

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser would send it. */
export async function form(fields: Record<string, string | FilePart>): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') fd.append(name, value);
    else fd.append(name, new Blob([value.data], { type: value.contentType }), value.filename);
  }
  const res = new Response(fd);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}

/** An access token for a student. */
export function studentTokenOf(t: TestApp, student: { id: number; organizationId: number }) {
  return signAccessToken(t.ctx.secret, { kind: 'student', studentId: student.id, organizationId: student.organizationId }, t.clock.now());
}

/** Read-backs: rows as they are in the database now. */
export const readBack = {
  student: async (t: TestApp, id: number) => (await t.ctx.db.select().from(students).where(eq(students.id, id)))[0],
  section: async (t: TestApp, id: number) => (await t.ctx.db.select().from(sections).where(eq(sections.id, id)))[0],
  user: async (t: TestApp, id: number) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0],
  audit: async (t: TestApp, entity: string, entityId: number) =>
    (await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))).filter((a) => a.entity === entity),
};
