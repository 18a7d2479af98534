/** What happened lately besides play: staff signed in today, and parents wrote to the teachers. */
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { teacherMessages, users } from '../db/schema';
import { dayStart } from './school-days';
import type { SeededPeople } from './demo-staff';

const MINUTE = 60_000;

/** An instant `minutesAgo` before now, but never before today began (so it counts as today). */
const todayAt = (todayStart: Date, now: Date, minutesAgo: number) =>
  new Date(Math.max(todayStart.getTime(), now.getTime() - minutesAgo * MINUTE));

/** Marks the teachers and the admin as signed in and active today ("active today" on the dashboards). */
export async function seedStaffActivity(tx: Tx, people: SeededPeople, timezone: string, now: Date) {
  const today = dayStart(timezone, now);
  await tx
    .update(users)
    .set({ lastLoginAt: todayAt(today, now, 150), lastActivityAt: todayAt(today, now, 12) })
    .where(inArray(users.id, people.teacherIds));
  await tx
    .update(users)
    .set({ lastLoginAt: todayAt(today, now, 95), lastActivityAt: todayAt(today, now, 40) })
    .where(eq(users.id, people.admin.id));
}

/** Two messages from parents through the parent area: one read yesterday, one new today. */
export async function seedParentMessages(tx: Tx, people: SeededPeople, timezone: string, now: Date) {
  const today = dayStart(timezone, now);
  const yesterdayMorning = new Date(dayStart(timezone, now, 1).getTime() + 8.5 * 60 * MINUTE);
  const [first, , third] = people.sections;
  await tx.insert(teacherMessages).values([
    {
      organizationId: people.organizationId,
      studentId: first.studentIds[0],
      teacherId: first.teacherId,
      sectionId: first.id,
      body: 'Magandang araw po, Teacher Maricel! Gustong-gusto po ni Juan ang mga laro tungkol sa Abakada. Paano po namin siya matutulungan sa bahay sa pagbasa ng pantig? Salamat po. - Roberto Dela Cruz',
      createdAt: yesterdayMorning,
      readAt: new Date(yesterdayMorning.getTime() + 3 * 60 * MINUTE),
    },
    {
      organizationId: people.organizationId,
      studentId: third.studentIds[3],
      teacherId: third.teacherId,
      sectionId: third.id,
      body: 'Good morning, Sir Ramon. Nicole had a fever on Monday so she missed some activities. May she finish the counting activity at home this week? Thank you po. - Corazon Valdez',
      createdAt: todayAt(today, now, 70),
      readAt: null,
    },
  ]);
}
