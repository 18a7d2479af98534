/** A child's data rights and the audit log (issue 18, RA 10173): export, erasure, who did what. */
import { z } from 'zod';
import { MasteryRange } from './progress';

/** One line of the school's audit log. Nothing secret: no passwords, codes or tokens. */
export const AuditEntry = z.object({
  id: z.number(),
  created_at: z.string(),
  actor_type: z.enum(['staff', 'student', 'system']),
  actor_id: z.number().nullable(),
  /** The staff member's username or the child's name; null once the person is gone or erased. */
  actor_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const DateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'auditDatesInvalid');

/** GET /management/audit-log/ (and its CSV export) filters: all optional; dates are whole days, both included. */
export const AuditQuery = z
  .object({
    /** Staff and children are numbered apart: with actor_id, say which one. */
    actor_type: z.enum(['staff', 'student', 'system']).optional(),
    actor_id: z.coerce.number().int().positive().optional(),
    action: z.string().trim().max(40).optional(),
    from: DateText.optional(),
    to: DateText.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'auditDatesInvalid', path: ['to'] });
export type AuditQuery = z.input<typeof AuditQuery>;

/** The audit log answer: newest first, at most `limit` lines; `truncated` when more matched. */
export const AuditLogResponse = z.object({ entries: z.array(AuditEntry), truncated: z.boolean() });
export type AuditLogResponse = z.infer<typeof AuditLogResponse>;

/** Every action the audit log records, for the filter. */
export const AUDIT_ACTIONS = [
  'login',
  'login-failed',
  'view',
  'create',
  'update',
  'delete',
  'reassign',
  'unlock',
  'export',
  'erase',
  'erase-request',
  'register',
  'reset-password',
  'deactivate',
  'restore',
  'download',
  // Joining a school (issue 20 item 3).
  'join-request',
  'approve',
  'refuse',
  'accept-invite',
] as const;

/** A child's whole record (GET /management/students/{id}/export/), for the parent's right of access. */
export const ChildExport = z.object({
  exported_at: z.string(),
  school: z.string(),
  profile: z.object({
    id: z.number(),
    name: z.string(),
    gender: z.string(),
    parent_guardian: z.string(),
    contact_number: z.string(),
    section_name: z.string().nullable(),
    created_at: z.string(),
    last_login_at: z.string().nullable(),
    last_activity_at: z.string().nullable(),
  }),
  consent: z.object({ confirmed_at: z.string().nullable(), confirmed_by: z.string().nullable() }),
  attempts: z.array(
    z.object({
      at: z.string(),
      activity: z.string(),
      question_id: z.number(),
      concept: z.string().nullable(),
      attempt_type: z.string(),
      answer: z.unknown(),
      is_correct: z.boolean(),
      score_increment: z.number(),
    }),
  ),
  mastery: z.array(
    MasteryRange.extend({
      concept: z.string(),
      /** The learner model's estimate, 0-100; with its range and state (issue 14). */
      mastery: z.number(),
      answers: z.number(),
      correct: z.number(),
      last_practiced_at: z.string().nullable(),
      mastered_at: z.string().nullable(),
    }),
  ),
  badges: z.array(
    z.object({ reward_id: z.number(), name: z.string(), count: z.number(), first_earned_at: z.string(), last_earned_at: z.string() }),
  ),
  messages: z.array(z.object({ at: z.string(), body: z.string(), read_at: z.string().nullable() })),
});
export type ChildExport = z.infer<typeof ChildExport>;
