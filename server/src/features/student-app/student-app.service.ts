/**
 * The student's own calls (spec §7 'Student side'): the subjects of their section, the activities they
 * have from a subject, and contacting their teacher from the parent area. Callers are checked by the
 * routes: a student token reaches only its own id.
 */
import {
  messageText,
  type ContactReason,
  type ContactTeacherResponse,
  type Language,
  type StudentActivity,
  type StudentSubject,
} from '@aralin/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import type { StudentActor } from '../../plugins/auth';
import { hit } from '../../plugins/rate-limit';
import { presentCard } from '../activities/activities.present';
import { activityCards } from '../activities/activities.service';
import { contactTeacherMail } from './contact-teacher.mail';
import * as q from './student-app.queries';

/** The subjects of the child's section, with how many activities they have there and have completed. */
export async function listStudentSubjects(ctx: AppContext, student: StudentActor): Promise<StudentSubject[]> {
  const section = await q.liveSectionOf(ctx.db, student.id);
  if (!section) return [];
  const rows = await q.subjectsWithCounts(ctx.db, student.id, section.id);
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    cover_image: s.coverImage as StudentSubject['cover_image'],
    thumbnail: s.coverImage as StudentSubject['thumbnail'],
    activity_count: s.activityCount,
    completed_count: s.completedCount,
  }));
}

/** The activities the child has from a subject of their section, prebuilt ones included; 404 for another subject. */
export async function listStudentActivities(ctx: AppContext, student: StudentActor, subjectId: number): Promise<StudentActivity[]> {
  const section = await q.liveSectionOf(ctx.db, student.id);
  if (!section || !(await q.findSubject(ctx.db, section.id, subjectId))) throw notFound();
  const assigned = await q.assignmentsFromSubject(ctx.db, student.id, subjectId);
  const cards = new Map(
    (
      await activityCards(
        ctx.db,
        assigned.map((a) => a.activityId),
      )
    ).map((c) => [c.activity.id, c]),
  );
  return assigned.flatMap((a) => {
    const card = cards.get(a.activityId);
    if (!card) return [];
    return [
      {
        ...presentCard(card),
        subject: subjectId,
        status: a.status,
        score: a.score,
        assigned_at: a.assignedAt.toISOString(),
        completed_at: a.completedAt ? a.completedAt.toISOString() : null,
      },
    ];
  });
}

/** At most this many messages per child an hour: a parent tapping twice is fine, a flood is not. */
const CONTACT_LIMIT = (studentId: number) => ({ key: `contact-teacher:student:${studentId}`, max: 5, windowSeconds: 3600 });

/**
 * Stores a parent's message for the class teacher and emails it to them (in English and Filipino). The
 * message is a one-tap reason (a code, shown in the reader's language), the parent's own words, or both;
 * with neither, the spec's default text is stored.
 */
export async function contactTeacher(
  ctx: AppContext,
  student: StudentActor,
  input: { note: string | undefined; reason: ContactReason | undefined },
  lang: Language,
): Promise<ContactTeacherResponse> {
  const found = await q.studentWithTeacher(ctx.db, student.id);
  if (!found) throw notFound('contactTeacherNoTeacher');
  await hit(ctx, CONTACT_LIMIT(student.id));
  const note = input.note?.trim() ?? '';
  const reason = input.reason ?? null;
  const body = note || (reason ? '' : messageText('contactTeacherDefault', lang));
  await q.insertTeacherMessage(ctx.db, {
    organizationId: student.organizationId,
    studentId: student.id,
    teacherId: found.teacherId,
    sectionId: found.sectionId,
    body,
    reason,
    createdAt: ctx.clock.now(),
  });
  const mail = contactTeacherMail({
    to: found.teacherEmail,
    teacherName: found.teacherFirstName || found.teacherName,
    studentName: found.studentName,
    sectionName: found.sectionName,
    parentGuardian: found.parentGuardian,
    contactNumber: found.contactNumber,
    note,
    reason,
    profileUrl: `${ctx.config.publicUrl}/sections/${found.sectionId}/students/${student.id}`,
  });
  // The message is stored for the teacher whatever the mail server says; a failed mail is logged.
  await ctx.mailer.send(mail).catch((err: unknown) => ctx.log.error({ err }, 'contact-teacher mail failed'));
  return { message: messageText('contactTeacherSent', lang) };
}
