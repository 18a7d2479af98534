/**
 * The demo school (issue 2, item 3): a school with an admin, two teachers, three sections of children,
 * subjects with content, and two weeks of play, so that every screen shows something real.
 * Seeding is all or nothing (one transaction) and happens once: when the demo admin exists already,
 * it only returns the sign-in lines again.
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/client';
import { auditLog, sections, students, users } from '../db/schema';
import { findUserByEmail } from '../db/users.queries';
import type { Mailer } from '../lib/mailer';
import { DEMO_ADMIN, DEMO_SCHOOL, DEMO_STAFF_PASSWORD, DEMO_STUDENT_PASSWORD, DEMO_TEACHERS } from './demo-people';
import { seedConcepts, seedSectionContent } from './demo-content';
import { seedPeople } from './demo-staff';
import { HISTORY_DAYS, seedSectionHistory } from './history';
import { createRng } from './prng';
import { seedParentMessages, seedStaffActivity } from './recent-activity';

/** The same demo on every machine: only "today" moves. */
const DEMO_SEED = 20_260_614;
/** Serialises seeding between server processes that start together on one database. */
const SEED_LOCK_KEY = 7_263_542;

/** The demo teachers need no "you were added" mail. */
const quietMailer: Mailer = { send: async () => {} };

/** Seeds the demo school once; returns the lines to print (sign-ins, class codes, what was seeded). */
export async function seedDemoSchool(ctx: AppContext): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await findUserByEmail(tx, DEMO_ADMIN.email);
    if (existing) return signInLines(tx, existing.organizationId);
    // The services take a context; handing them the transaction (their own transactions become
    // savepoints) keeps the whole demo atomic, so a failed seed leaves nothing half made.
    const seedCtx: AppContext = { ...ctx, db: tx as unknown as Db, mailer: quietMailer };
    const summary = await seedEverything(seedCtx);
    return [...(await signInLines(tx, summary.organizationId)), summary.line];
  });
}

async function seedEverything(ctx: AppContext): Promise<{ organizationId: number; line: string }> {
  const tx = ctx.db;
  const rng = createRng(DEMO_SEED);
  const now = ctx.clock.now();
  const people = await seedPeople(ctx, rng);
  const conceptByName = await seedConcepts(tx, people.organizationId, new Date(now.getTime() - 21 * 86_400_000));
  let activityCount = 0;
  let attemptCount = 0;
  let activeToday = 0;
  for (const section of people.sections) {
    const content = await seedSectionContent(ctx, people.admin, section, conceptByName);
    activityCount += content.length;
    const scope = { organizationId: people.organizationId, timezone: DEMO_SCHOOL.timezone, now, teacherId: section.teacherId };
    const stats = await seedSectionHistory(tx, rng, scope, section.studentIds, content);
    attemptCount += stats.attempts;
    activeToday += stats.activeToday;
  }
  await seedStaffActivity(tx, people, DEMO_SCHOOL.timezone, now);
  await seedParentMessages(tx, people, DEMO_SCHOOL.timezone, now);
  await tx.insert(auditLog).values({
    organizationId: people.organizationId,
    actorType: 'system',
    action: 'seed-demo',
    entity: 'organization',
    entityId: people.organizationId,
  });
  const childCount = people.sections.reduce((n, s) => n + s.studentIds.length, 0);
  return {
    organizationId: people.organizationId,
    line:
      `Seeded ${people.sections.length} sections, ${childCount} students (+${people.unassignedIds.length} unassigned), ` +
      `${activityCount} activities and ${attemptCount} answers over ${HISTORY_DAYS} days (${activeToday} students played today).`,
  };
}

/** The printable sign-ins of the demo school, read back from the database. */
async function signInLines(tx: Tx, organizationId: number): Promise<string[]> {
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(
          users.email,
          DEMO_TEACHERS.map((t) => t.email),
        ),
      ),
    )
    .orderBy(asc(users.id));
  const classes = await tx
    .select({ name: sections.name, code: sections.classCode, teacherId: sections.teacherId, students: count(students.id) })
    .from(sections)
    .leftJoin(students, eq(students.sectionId, sections.id))
    .where(and(eq(sections.organizationId, organizationId), isNull(sections.deletedAt)))
    .groupBy(sections.id)
    .orderBy(asc(sections.id));
  const [unassigned] = await tx
    .select({ n: count() })
    .from(students)
    .where(and(eq(students.organizationId, organizationId), isNull(students.sectionId)));
  const emailOf = new Map(staff.map((s) => [s.id, s.email]));
  return [
    `School: ${DEMO_SCHOOL.name}`,
    `Office staff (admin): ${DEMO_ADMIN.email} / ${DEMO_STAFF_PASSWORD} at /admin-login (the sign-in code is printed in this log when no SMTP_URL is set)`,
    ...staff.map((t) => `Teacher: ${t.email} / ${DEMO_STAFF_PASSWORD} at /teacher-login`),
    ...classes.map((c) => `Class code ${c.code}: ${c.name} (${c.students} students, ${emailOf.get(c.teacherId) ?? 'teacher'})`),
    `Student password (every demo student): ${DEMO_STUDENT_PASSWORD} at /student-code${unassigned && unassigned.n > 0 ? `; ${unassigned.n} students wait unassigned` : ''}`,
  ];
}
