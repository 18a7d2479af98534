/**
 * A child's data rights under the Data Privacy Act (RA 10173, issue 18): an admin exports a child's
 * whole record or erases their personal data; a teacher may ask for an erasure. The audit log an admin
 * reads and exports as CSV. Everything is confined to the caller's school and written to the audit log.
 */
import { REWARDS, type AuditEntry, type AuditQuery, type ChildExport, type Language } from '@aralin/contract';
import type { AppContext } from '../../context';
import { sql } from 'drizzle-orm';
import { audit, auditStaff } from '../../lib/audit';
import { forbidden, notFound } from '../../lib/app-error';
import type { StaffActor } from '../../plugins/auth';
import { liftGuards } from '../../plugins/sign-in-guard';
import { masteryRead } from '../students/mastery-read';
import { studentAccount } from '../students/student-sign-in.service';
import { studentForActor } from '../students/students.service';
import { renderChildRecord } from './child-record.pdf';
import * as q from './privacy.queries';

/** The most lines one read of the audit log answers (the CSV takes more). */
export const AUDIT_SCREEN_LIMIT = 500;
export const AUDIT_CSV_LIMIT = 50_000;

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function assertAdmin(actor: StaffActor) {
  if (!actor.isAdmin) throw forbidden();
}

/** The audit log of the admin's school, filtered; dates are whole UTC days, both ends included. */
export async function readAuditLog(ctx: AppContext, actor: StaffActor, filter: AuditQuery, limit: number) {
  assertAdmin(actor);
  const rows = await q.listAudit(ctx.db, {
    organizationId: actor.organizationId,
    actorType: filter.actor_type,
    actorId: filter.actor_id === undefined ? undefined : Number(filter.actor_id),
    action: filter.action || undefined,
    from: filter.from ? new Date(`${filter.from}T00:00:00Z`) : undefined,
    until: filter.to ? new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
    limit: limit + 1,
  });
  const entries: AuditEntry[] = rows.slice(0, limit).map(({ entry: e, staffName, studentName }) => ({
    id: e.id,
    created_at: e.createdAt.toISOString(),
    actor_type: e.actorType,
    actor_id: e.actorId,
    actor_name: e.actorType === 'staff' ? staffName : e.actorType === 'student' ? studentName : null,
    action: e.action,
    entity: e.entity,
    entity_id: e.entityId,
    details: e.details ?? null,
    ip: e.ip,
  }));
  return { entries, truncated: rows.length > limit };
}

/** A cell of the CSV: quoted, and never read as a formula by a spreadsheet. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The filtered audit log as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheets read ñ right). */
export async function auditLogCsv(ctx: AppContext, actor: StaffActor, filter: AuditQuery): Promise<string> {
  const { entries } = await readAuditLog(ctx, actor, filter, AUDIT_CSV_LIMIT);
  const head = ['time', 'actor_type', 'actor_id', 'actor_name', 'action', 'entity', 'entity_id', 'ip', 'details'];
  const lines = entries.map((e) =>
    [e.created_at, e.actor_type, e.actor_id, e.actor_name, e.action, e.entity, e.entity_id, e.ip, e.details].map(csvCell).join(','),
  );
  await auditStaff(ctx.db, actor, 'export', 'audit_log', null, { lines: entries.length, filter });
  return `\uFEFF${[head.join(','), ...lines].join('\r\n')}\r\n`;
}

/** The whole record of one child of the admin's school, for the parent (right of access). Audited. */
export async function exportChild(ctx: AppContext, actor: StaffActor, studentId: number): Promise<ChildExport> {
  const { record } = await childRecord(ctx, actor, studentId);
  await auditStaff(ctx.db, actor, 'export', 'student', studentId, { format: 'json' });
  return record;
}

/** The same record as a readable PDF in the caller's language, 'child-<id>-record.pdf'. Audited. */
export async function exportChildPdf(ctx: AppContext, actor: StaffActor, studentId: number, lang: Language) {
  const { record, timezone } = await childRecord(ctx, actor, studentId);
  const pdf = await renderChildRecord(record, lang, timezone);
  await auditStaff(ctx.db, actor, 'export', 'student', studentId, { format: 'pdf' });
  return { pdf, fileName: `child-${studentId}-record.pdf` };
}

async function childRecord(ctx: AppContext, actor: StaffActor, studentId: number): Promise<{ record: ChildExport; timezone: string }> {
  assertAdmin(actor);
  const found = await q.findChild(ctx.db, actor.organizationId, studentId);
  if (!found) throw notFound('studentNotFound');
  const [attempts, mastery, badges, messages] = await Promise.all([
    q.listAttempts(ctx.db, studentId),
    q.listMastery(ctx.db, studentId),
    q.listBadges(ctx.db, studentId),
    q.listMessages(ctx.db, studentId),
  ]);
  const s = found.student;
  const record: ChildExport = {
    exported_at: ctx.clock.now().toISOString(),
    school: found.school,
    profile: {
      id: s.id,
      name: s.name,
      gender: s.gender,
      parent_guardian: s.parentGuardian,
      contact_number: s.contactNumber,
      section_name: s.sectionId === null ? null : found.sectionName,
      created_at: s.createdAt.toISOString(),
      last_login_at: iso(s.lastLoginAt),
      last_activity_at: iso(s.lastActivityAt),
    },
    consent: { confirmed_at: iso(s.consentAt), confirmed_by: found.consentBy },
    attempts: attempts.map((a) => ({
      at: a.at.toISOString(),
      activity: a.activity,
      question_id: a.questionId,
      concept: a.concept,
      attempt_type: a.attemptType,
      answer: a.answer ?? null,
      is_correct: a.isCorrect,
      score_increment: a.scoreIncrement,
    })),
    // The learner model's read, as the staff screens show it (issue 14; mastery-read.ts).
    mastery: mastery.map(({ concept, required, m }) => {
      const { mastery_score, ...range } = masteryRead(m, required, ctx.clock.now());
      return {
        concept,
        mastery: mastery_score,
        ...range,
        answers: m.answers,
        correct: m.correct,
        last_practiced_at: iso(m.lastPracticedAt),
        mastered_at: iso(m.masteredAt),
      };
    }),
    badges: badges.map((b) => ({
      reward_id: b.rewardId,
      name: REWARDS.find((r) => r.id === b.rewardId)?.name ?? String(b.rewardId),
      count: b.count,
      first_earned_at: b.firstEarnedAt.toISOString(),
      last_earned_at: b.lastEarnedAt.toISOString(),
    })),
    messages: messages.map((m) => ({ at: m.createdAt.toISOString(), body: m.body, read_at: iso(m.readAt) })),
  };
  return { record, timezone: found.timezone };
}

/**
 * Erases a child (right to erasure): name, parent, phone, password, consent, sessions, parents' messages
 * and the content of answers go; the anonymous row with its results stays so the school's figures hold.
 * The child has no files of their own (pictures and recordings belong to activities). Audited, without the name.
 */
export async function eraseChild(ctx: AppContext, actor: StaffActor, studentId: number): Promise<void> {
  assertAdmin(actor);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const found = await q.findChild(tx, actor.organizationId, studentId, true);
    if (!found) throw notFound('studentNotFound');
    const removed = await q.eraseChild(tx, studentId, now);
    await auditStaff(tx, actor, 'erase', 'student', studentId, {
      messages_deleted: removed.messagesDeleted,
      answers_cleared: removed.answersCleared,
    });
  });
  await liftGuards(ctx, studentAccount(studentId));
}

/**
 * The retention rule (issue 18 item 3): in a school that set one (Settings → School, 1 to 20 years), a
 * child with no activity (no sign-in, no answer; else since being added) for that many years is erased as
 * an admin would erase them, by the system, with a line in the audit log. Run once a day (main.ts);
 * answers how many children were erased.
 */
export async function applyRetention(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const { rows } = await ctx.db.execute<{ id: number; organizationId: number; years: number }>(sql`
    select s.id, s.organization_id as "organizationId", o.retention_years as years
    from students s join organizations o on o.id = s.organization_id
    where o.retention_years is not null and s.erased_at is null
      and coalesce(s.last_activity_at, s.created_at) < ${now.toISOString()}::timestamptz - make_interval(years => o.retention_years)
    order by s.id limit 1000`);
  for (const child of rows) {
    await ctx.db.transaction(async (tx) => {
      const removed = await q.eraseChild(tx, child.id, now);
      await audit(tx, {
        organizationId: child.organizationId,
        actorType: 'system',
        action: 'erase',
        entity: 'student',
        entityId: child.id,
        details: {
          reason: 'retention',
          years: child.years,
          messages_deleted: removed.messagesDeleted,
          answers_cleared: removed.answersCleared,
        },
      });
    });
    await liftGuards(ctx, studentAccount(child.id));
  }
  if (rows.length > 0) ctx.log.info({ children: rows.length }, 'erased children past their school’s retention period');
  return rows.length;
}

/** A teacher (or admin) asks for a child's erasure: a line in the audit log the admins read. */
export async function requestErasure(ctx: AppContext, actor: StaffActor, studentId: number): Promise<void> {
  await studentForActor(ctx.db, actor, studentId, { allowUnassigned: true });
  await auditStaff(ctx.db, actor, 'erase-request', 'student', studentId);
}
