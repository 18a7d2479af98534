/**
 * Sections (classes): listing, creation with a unique class code, and access rules of spec §6 — admins
 * reach every section of their school, a teacher only their own; anything else is a 404.
 */
import { fallbackAvatar, SECTION_IMAGES, type SectionImage } from '@aralin/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { auditStaff } from '../../lib/audit';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { assertOwnOrganization } from '../../lib/org-scope';
import { storeImageUpload } from '../../lib/uploads';
import type { UploadedFile } from '../../plugins/multipart';
import type { StaffActor } from '../../plugins/auth';
import { newClassCode } from './class-code';
import { sectionRoster } from '../students/students.service';
import { findActiveStaff } from '../../db/users.queries';
import * as q from './sections.queries';
import { renderSignInSheet } from './sign-in-sheet.pdf';

export { SECTION_IMAGES, type SectionImage };
export type SectionRow = q.SectionRow;

/** A live section the actor may manage: in their school, and their own unless they are an admin. 404 otherwise. */
export async function sectionForActor(tx: Tx, actor: StaffActor, sectionId: number, lock?: q.RowLock): Promise<SectionRow> {
  const row = await q.findSection(tx, actor.organizationId, sectionId, lock);
  if (!row || (!actor.isAdmin && row.teacherId !== actor.id)) throw notFound();
  return row;
}

/** The teacher who will own a new section: an admin chooses an active staff member of the school; a teacher adds only for themself. */
export async function resolveSectionTeacher(tx: Tx, actor: StaffActor, teacherId: number | undefined): Promise<number> {
  if (!actor.isAdmin) {
    if (teacherId !== undefined && teacherId !== actor.id) throw forbidden();
    return actor.id;
  }
  if (teacherId === undefined) throw badRequest('selectTeacher', { teacher: 'selectTeacher' });
  const row = await findActiveStaff(tx, actor.organizationId, teacherId);
  if (!row) throw notFound();
  return row.id;
}

/** GET /management/sections/: an admin's whole school (or one teacher's), a teacher's own. */
export async function listSectionsFor(ctx: AppContext, actor: StaffActor, query: { organizational_id?: string; teacher_id?: number }) {
  assertOwnOrganization(actor, query.organizational_id);
  const teacherId = query.teacher_id;
  if (!actor.isAdmin) {
    if (teacherId !== undefined && teacherId !== actor.id) throw notFound();
    return q.listSections(ctx.db, actor.organizationId, actor.id);
  }
  if (teacherId !== undefined && !(await q.findStaff(ctx.db, actor.organizationId, teacherId))) throw notFound();
  return q.listSections(ctx.db, actor.organizationId, teacherId);
}

/** One section with its card data (GET /management/sections/{id}/). */
export async function getSection(ctx: AppContext, actor: StaffActor, id: number): Promise<q.SectionListRow> {
  await sectionForActor(ctx.db, actor, id);
  return (await q.findSectionDetail(ctx.db, actor.organizationId, id))!;
}

/** Creates a section with a fresh class code (retried on the rare collision). */
export async function createSection(
  ctx: AppContext,
  actor: StaffActor,
  input: { name: string; teacherId?: number; imagePath?: SectionImage; coverKey?: string | null },
): Promise<SectionRow> {
  const teacherId = await resolveSectionTeacher(ctx.db, actor, input.teacherId);
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const row = await q.insertSection(tx, {
          organizationId: actor.organizationId,
          teacherId,
          name: input.name.trim(),
          imagePath: input.imagePath ?? 'GUMAMELA',
          coverKey: input.coverKey ?? null,
          classCode: newClassCode(),
        });
        await auditStaff(tx, actor, 'create', 'section', row.id, { name: row.name, teacher_id: teacherId });
        return row;
      });
    } catch (err) {
      const cause = (err as { cause?: unknown }).cause ?? err;
      const unique = (cause as { constraint?: string }).constraint === 'sections_class_code_unique';
      if (!unique || attempt >= 5) throw err;
    }
  }
}

/** POST /management/sections/add/: checks the teacher, stores the cover photo, creates the section. */
export async function addSection(
  ctx: AppContext,
  actor: StaffActor,
  body: { name: string; teacher?: number; image_path: SectionImage },
  cover: UploadedFile | undefined,
): Promise<q.SectionListRow> {
  const teacherId = await resolveSectionTeacher(ctx.db, actor, body.teacher);
  const coverKey = cover
    ? await storeImageUpload(ctx, cover, { kind: 'image', organizationId: actor.organizationId, ownerUserId: actor.id })
    : null;
  const row = await createSection(ctx, actor, { name: body.name, teacherId, imagePath: body.image_path, coverKey });
  return (await q.findSectionDetail(ctx.db, actor.organizationId, row.id))!;
}

/**
 * The class sign-in sheet of a section as a PDF, with its download name. `passwords` (student id →
 * starting password, right after a class list import) are printed on those children's cards.
 */
export async function signInSheet(
  ctx: AppContext,
  actor: StaffActor,
  id: number,
  passwords: ReadonlyMap<number, string> = new Map(),
): Promise<{ pdf: Buffer; fileName: string }> {
  const { section, teacherName } = await getSection(ctx, actor, id);
  const roster = await sectionRoster(ctx.db, section.id);
  const pdf = await renderSignInSheet({
    sectionName: section.name,
    teacherName,
    classCode: section.classCode,
    students: roster.map(({ student }) => ({
      name: student.name,
      avatar: student.avatar ?? fallbackAvatar(student.id),
      password: passwords.get(student.id),
    })),
  });
  const slug =
    section.name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'section';
  return { pdf, fileName: `sign-in-sheet-${slug}-${section.classCode}.pdf` };
}
