/** Schools, staff, students and everything that signs them in. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './common';

/** A school. Every table that belongs to a school carries organization_id (the district shard key). */
export const organizations = pgTable('organizations', {
  id: id(),
  name: varchar({ length: 200 }).notNull(),
  timezone: varchar({ length: 64 }).notNull().default('Asia/Manila'),
  /** DepEd School ID, 6 digits, set by an admin in Settings (issue 12). */
  depedSchoolId: varchar({ length: 6 }),
  /**
   * Children with no activity for this many years are erased (docs/privacy.md, issue 18); null keeps them
   * until the school erases them.
   */
  retentionYears: integer(),
  createdAt: createdAt(),
});

/** Staff: teachers and office staff (admins). */
export const users = pgTable(
  'users',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    username: varchar({ length: 150 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    passwordHash: text().notNull(),
    role: varchar({ length: 16 }).notNull().$type<'admin' | 'teacher'>(),
    firstName: varchar({ length: 100 }).notNull().default(''),
    lastName: varchar({ length: 100 }).notNull().default(''),
    isActive: boolean().notNull().default(true),
    emailVerifiedAt: at(),
    avatarKey: varchar({ length: 200 }),
    lastLoginAt: at(),
    lastActivityAt: at(),
    deactivatedAt: at(),
    /** Raised to end every session at once (password change or reset, sign out everywhere, deactivation); issue 17. */
    tokenVersion: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    index('users_org_role_idx').on(t.organizationId, t.role, t.isActive),
    check('users_role_check', sql`${t.role} in ('admin', 'teacher')`),
  ],
);

/** A class. Its code is what a child types to find it. */
export const sections = pgTable(
  'sections',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    teacherId: integer()
      .notNull()
      .references(() => users.id),
    name: varchar({ length: 100 }).notNull(),
    imagePath: varchar({ length: 20 }).notNull().default('GUMAMELA'),
    coverKey: varchar({ length: 200 }),
    classCode: varchar({ length: 12 }).notNull(),
    /** Set when deleted: the row stays so its subjects, activities and the children's history survive (issue 3). */
    deletedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sections_class_code_unique').on(t.classCode), index('sections_org_teacher_idx').on(t.organizationId, t.teacherId)],
);

/** A child. section_id is null while unassigned. */
export const students = pgTable(
  'students',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    sectionId: integer().references(() => sections.id, { onDelete: 'set null' }),
    name: varchar({ length: 150 }).notNull(),
    gender: varchar({ length: 10 }).notNull().$type<'male' | 'female' | 'other'>(),
    /**
     * The child's picture, a key of the contract's AVATARS (issue 19). A trigger (custom migration child_avatars) gives every
     * new child, and every child moved to another section, a picture no one else in the section has.
     */
    avatar: varchar({ length: 30 }),
    parentGuardian: varchar({ length: 150 }).notNull().default(''),
    contactNumber: varchar({ length: 40 }).notNull().default(''),
    /** DepEd Learner Reference Number, 12 digits; unique within the school (issue 12). */
    lrn: varchar({ length: 12 }),
    birthDate: date({ mode: 'string' }),
    passwordHash: text().notNull(),
    consentAt: at(),
    /** The staff member who last confirmed the parent's consent (issue 18). */
    consentBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The teacher of the section the child last left; sees the child while unassigned (issue 18). */
    lastTeacherId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Set when the child's personal data was erased; the row stays, anonymous, for the school's counts (issue 18). */
    erasedAt: at(),
    failedLoginCount: integer().notNull().default(0),
    failedLoginWindowStart: at(),
    lockedUntil: at(),
    lastLoginAt: at(),
    lastActivityAt: at(),
    /** Raised to end every session of the child at once (password changed by a teacher); issue 17. */
    tokenVersion: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('students_org_section_idx').on(t.organizationId, t.sectionId),
    uniqueIndex('students_org_lrn_unique').on(t.organizationId, t.lrn),
    /** Which pictures a section's children have (the avatar trigger reads it on every add or move). */
    index('students_section_avatar_idx').on(t.sectionId, t.avatar),
    check('students_gender_check', sql`${t.gender} in ('male', 'female', 'other')`),
  ],
);

/** Refresh tokens, stored hashed, in families: reuse of a used one revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    familyId: uuid().notNull(),
    tokenHash: varchar({ length: 64 }).notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer().references(() => students.id, { onDelete: 'cascade' }),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
    usedAt: at(),
    revokedAt: at(),
    /** The browser or device that signed in (its User-Agent, cut short), for Settings' session list; issue 17. */
    device: varchar({ length: 200 }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    check('refresh_tokens_owner_check', sql`(${t.userId} is null) <> (${t.studentId} is null)`),
  ],
);

/** What an emailed link does: verify an address, reset a password, confirm or undo an email change. */
export type EmailTokenPurpose = 'verify' | 'reset' | 'email-change' | 'email-revert';

/** Single-use links sent by email: verification, password reset, and confirming or undoing an email change. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar({ length: 16 }).notNull().$type<EmailTokenPurpose>(),
    tokenHash: varchar({ length: 64 }).notNull(),
    /** email-change: the address to move to; email-revert: the address to go back to (issue 17 item 6). */
    newEmail: varchar({ length: 254 }),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
    usedAt: at(),
  },
  (t) => [uniqueIndex('email_tokens_hash_unique').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Admin sign-in codes: 6 digits, 10 minutes, single use, void after 5 wrong tries. */
export const otps = pgTable(
  'otps',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar({ length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
    usedAt: at(),
    failedAttempts: integer().notNull().default(0),
  },
  (t) => [index('otps_user_idx').on(t.userId, t.createdAt)],
);

/** Fixed-window counters for rate limits, shared by every server process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar({ length: 300 }).notNull(),
    windowStart: at().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('rate_limits_key_window_pk').on(t.key, t.windowStart), index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * Sign-in tries per key, with growing delays (issue 17 item 4, plugins/sign-in-guard.ts): an account from
 * one address (`<account>:ip:<address>`), an account from addresses it never signed in from (`<account>`),
 * and the addresses an account signed in from (`<account>:known:<address>`, failures 0).
 */
export const signInGuards = pgTable(
  'sign_in_guards',
  {
    key: varchar({ length: 300 }).primaryKey(),
    failures: integer().notNull().default(0),
    /** The last counted try (or, for a known address, the last sign-in). */
    lastAt: at().notNull(),
    blockedUntil: at(),
  },
  (t) => [index('sign_in_guards_last_at_idx').on(t.lastAt)],
);

/**
 * Answers of create calls by Idempotency-Key (issue 17 item 7, plugins/idempotency.ts): a repeat with the
 * same key from the same person answers the stored result instead of creating again. `status` is null
 * while the first call is still running. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    owner: varchar({ length: 64 }).notNull(),
    key: varchar({ length: 200 }).notNull(),
    /** Method, route pattern and path parameters of the first call. */
    target: varchar({ length: 400 }).notNull(),
    status: integer(),
    body: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_owner_key_pk').on(t.owner, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);
