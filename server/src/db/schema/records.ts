/** Stored files, parents' messages to teachers, and the audit log. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organizations, students, users } from './accounts';
import { at, createdAt, id } from './common';

/** A file in the file store. The key is random and never guessable. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    organizationId: integer().references(() => organizations.id),
    key: varchar({ length: 200 }).notNull(),
    ownerUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    kind: varchar({ length: 10 }).notNull().$type<'pdf' | 'image' | 'audio' | 'avatar'>(),
    contentType: varchar({ length: 100 }).notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    originalName: varchar({ length: 255 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stored_files_key_unique').on(t.key), index('stored_files_org_idx').on(t.organizationId)],
);

/** A message a parent sent to the teacher from the parent area. */
export const teacherMessages = pgTable(
  'teacher_messages',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    teacherId: integer().references(() => users.id, { onDelete: 'set null' }),
    sectionId: integer(),
    body: text().notNull(),
    /** The parent's one-tap reason (issue 13 item 5): a ContactReason code of the contract, or null. */
    reason: varchar({ length: 20 }).$type<'sick' | 'reading_help' | 'numbers_help' | 'call_me'>(),
    createdAt: createdAt(),
    readAt: at(),
  },
  (t) => [
    index('teacher_messages_teacher_idx').on(t.organizationId, t.teacherId, t.createdAt),
    check('teacher_messages_reason_check', sql`${t.reason} in ('sick', 'reading_help', 'numbers_help', 'call_me')`),
  ],
);

/** Who created, changed or deleted what, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    organizationId: integer().references(() => organizations.id),
    actorType: varchar({ length: 10 }).notNull().$type<'staff' | 'student' | 'system'>(),
    actorId: integer(),
    action: varchar({ length: 40 }).notNull(),
    entity: varchar({ length: 40 }).notNull(),
    entityId: integer(),
    details: jsonb().$type<Record<string, unknown>>(),
    ip: varchar({ length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_org_created_idx').on(t.organizationId, t.createdAt)],
);

/**
 * A school's recording of something the prebuilt library says (issue 15 item 4, "Record the library"):
 * one per school and clip (server/src/content/prebuilt/listening.ts: the clip id is made from the language
 * and the text). The audio is a stored file of the school; a new recording replaces the old one.
 */
export const libraryRecordings = pgTable(
  'library_recordings',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    clipId: varchar({ length: 16 }).notNull(),
    lang: varchar({ length: 2 }).notNull().$type<'en' | 'tl'>(),
    /** What was said, as the library had it when recorded. */
    text: text().notNull(),
    fileKey: varchar({ length: 200 }).notNull(),
    recordedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    recordedAt: createdAt(),
  },
  (t) => [uniqueIndex('library_recordings_org_clip_unique').on(t.organizationId, t.clipId)],
);
