/** The demo school's organization, staff, sections and children, created through the product's services. */
import { eq } from 'drizzle-orm';
import type { PasswordCost } from '../config';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { organizations, sections, students, users } from '../db/schema';
import { insertUser } from '../db/users.queries';
import { hashPassword } from '../lib/passwords';
import { addTeacher } from '../features/teachers/teachers.service';
import { createSection } from '../features/sections/sections.service';
import { addStudent } from '../features/students/students.service';
import { reassignStudents } from '../features/students/reassign.service';
import type { StaffActor } from '../plugins/auth';
import type { Rng } from './prng';
import {
  DEMO_ADMIN,
  DEMO_SCHOOL,
  DEMO_SECTIONS,
  DEMO_STAFF_PASSWORD,
  DEMO_STUDENT_PASSWORD,
  DEMO_TEACHERS,
  DEMO_UNASSIGNED,
  guardianName,
  mobileNumber,
  type DemoChild,
} from './demo-people';

export interface SeededSection {
  id: number;
  name: string;
  teacherId: number;
  studentIds: number[];
}

export interface SeededPeople {
  organizationId: number;
  admin: StaffActor;
  teacherIds: number[];
  sections: SeededSection[];
  unassignedIds: number[];
}

const DAY = 24 * 60 * 60_000;

/**
 * The school and its office staff. Registration makes a school named after the user and waits for an
 * emailed link, so the demo's school and admin are inserted directly, verified and active.
 */
async function createSchoolAndAdmin(tx: Tx, now: Date, cost: PasswordCost) {
  const [org] = await tx.insert(organizations).values({ name: DEMO_SCHOOL.name, timezone: DEMO_SCHOOL.timezone }).returning();
  const user = await insertUser(tx, {
    organizationId: org.id,
    username: DEMO_ADMIN.username,
    email: DEMO_ADMIN.email,
    passwordHash: await hashPassword(cost, DEMO_STAFF_PASSWORD),
    role: 'admin',
    firstName: DEMO_ADMIN.firstName,
    lastName: DEMO_ADMIN.lastName,
    emailVerifiedAt: now,
  });
  const admin: StaffActor = {
    kind: 'staff',
    id: user.id,
    organizationId: org.id,
    role: 'admin',
    isAdmin: true,
    username: user.username,
    email: user.email,
  };
  return admin;
}

function childInput(rng: Rng, child: DemoChild) {
  return {
    name: child.name,
    gender: child.gender,
    password: DEMO_STUDENT_PASSWORD,
    parent_guardian: guardianName(child),
    contact_number: mobileNumber(rng),
    consent: true,
  };
}

/**
 * Creates the school, its admin, two teachers, three sections with their children and two unassigned
 * children. `ctx.db` is the seed's transaction; then backdates everything three weeks, as if the school
 * year had started.
 */
export async function seedPeople(ctx: AppContext, rng: Rng): Promise<SeededPeople> {
  const tx = ctx.db;
  const now = ctx.clock.now();
  const admin = await createSchoolAndAdmin(tx, now, ctx.config.passwordHash);
  const teacherIdOf = new Map<string, number>();
  for (const t of DEMO_TEACHERS) {
    const row = await addTeacher(ctx, admin, {
      username: t.username,
      email: t.email,
      password: DEMO_STAFF_PASSWORD,
      firstName: t.firstName,
      lastName: t.lastName,
    });
    teacherIdOf.set(t.key, row.id);
  }
  const seeded: SeededSection[] = [];
  for (const s of DEMO_SECTIONS) {
    const teacherId = teacherIdOf.get(s.teacher)!;
    const section = await createSection(ctx, admin, { name: s.name, teacherId, imagePath: s.imagePath });
    const studentIds: number[] = [];
    for (const child of s.children) studentIds.push((await addStudent(ctx, admin, section.id, childInput(rng, child))).student.id);
    seeded.push({ id: section.id, name: section.name, teacherId, studentIds });
  }
  // A child whose section was closed: added to a section, then left without one (spec §4 'Section deletion').
  const unassignedIds: number[] = [];
  for (const child of DEMO_UNASSIGNED) unassignedIds.push((await addStudent(ctx, admin, seeded[0].id, childInput(rng, child))).student.id);
  await reassignStudents(
    ctx,
    admin,
    unassignedIds.map((id) => ({ id, new_section_id: null })),
  );

  const schoolYearStart = new Date(now.getTime() - 21 * DAY);
  const orgId = admin.organizationId;
  await tx.update(organizations).set({ createdAt: schoolYearStart }).where(eq(organizations.id, orgId));
  await tx.update(users).set({ createdAt: schoolYearStart, updatedAt: schoolYearStart }).where(eq(users.organizationId, orgId));
  await tx.update(sections).set({ createdAt: schoolYearStart }).where(eq(sections.organizationId, orgId));
  await tx.update(students).set({ createdAt: schoolYearStart, updatedAt: schoolYearStart }).where(eq(students.organizationId, orgId));
  return { organizationId: orgId, admin, teacherIds: [...teacherIdOf.values()], sections: seeded, unassignedIds };
}
