/** Test data for subjects, activities and assignment (issue 4), built through the product's services. */
import { CreateActivityBody, type CreateActivityBody as CreateActivityInput } from '@aralin/contract';
import { and, eq } from 'drizzle-orm';
import { activities, assignments, auditLog, concepts, questions, storedFiles, subjects } from '../src/db/schema';
import { signAccessToken } from '../src/lib/tokens';
import { addSubject } from '../src/features/subjects/subjects.service';
import { createActivity as createActivityService } from '../src/features/activities/activities.service';
import { createAdmin, createSection, createStudent, createTeacher, type Staff } from './fixtures';
import type { TestApp } from './harness';

/** Two schools: a teacher with a section of two children, a second teacher of the same school with a section, and another school. */
export async function createSchools(t: TestApp) {
  const admin = await createAdmin(t);
  const teacher = await createTeacher(t, admin);
  const otherTeacher = await createTeacher(t, admin);
  const section = await createSection(t, teacher);
  const otherSection = await createSection(t, otherTeacher);
  const ana = await createStudent(t, teacher, section.id, { name: 'Ana Cruz' });
  const ben = await createStudent(t, teacher, section.id, { name: 'Ben Reyes', gender: 'male' });
  const outsider = await createStudent(t, otherTeacher, otherSection.id, { name: 'Carlo Dizon', gender: 'male' });
  const foreignAdmin = await createAdmin(t);
  const foreignTeacher = await createTeacher(t, foreignAdmin);
  const foreignSection = await createSection(t, foreignTeacher);
  return { admin, teacher, otherTeacher, section, otherSection, ana, ben, outsider, foreignAdmin, foreignTeacher, foreignSection };
}

/** An access token for a student. */
export function studentToken(t: TestApp, student: { id: number; organizationId: number }) {
  return signAccessToken(t.ctx.secret, { kind: 'student', studentId: student.id, organizationId: student.organizationId }, t.clock.now());
}

/** A subject of a section. */
export function makeSubject(t: TestApp, by: Staff, sectionId: number, name = `Math ${Math.random().toString(36).slice(2, 7)}`) {
  return addSubject(t.ctx, by.actor, { name, coverImage: 'BLUE', sectionId });
}

/** A multiple-choice question payload (easy: 3 choices, 1 correct). */
export const mcQuestion = (text = 'How many apples?') => ({
  question_text: text,
  difficulty_level: 'easy',
  extra_data: {
    choices: [
      { text: '1', isCorrect: false },
      { text: '2', isCorrect: true },
      { text: '3', isCorrect: false },
    ],
    hint: 'Count them',
    explanation: 'There are two',
  },
});

/** A matching question payload with `n` pairs. */
export const matchingQuestion = (n = 2, difficulty = 'easy') => ({
  question_text: '',
  difficulty_level: difficulty,
  extra_data: {
    pairs: Array.from({ length: n }, (_, i) => ({ prompt_text: `P${i}`, answer_text: `A${i}` })),
    hint: 'Look closely',
    explanation: '',
  },
});

/** An activity created through the service, published to the section's children when it has a question. */
export async function makeActivity(t: TestApp, by: Staff, sectionId: number, subjectId: number, body: Partial<CreateActivityInput> = {}) {
  const given = { title: 'Counting', type: 'multiple_choice', questions: [mcQuestion()], ...body };
  const parsed = CreateActivityBody.parse({ publish: (given.questions?.length ?? 0) > 0, ...given });
  return createActivityService(t.ctx, by.actor, sectionId, subjectId, parsed);
}

/** Counts of the rows issue 4 writes, for read-backs showing nothing changed. */
export async function counts(t: TestApp) {
  const n = async (
    table:
      typeof subjects | typeof activities | typeof questions | typeof assignments | typeof concepts | typeof storedFiles | typeof auditLog,
  ) => (await t.ctx.db.select().from(table)).length;
  return {
    subjects: await n(subjects),
    activities: await n(activities),
    questions: await n(questions),
    assignments: await n(assignments),
    concepts: await n(concepts),
    files: await n(storedFiles),
  };
}

/** A library activity with one question, as the prebuilt sync stores it (no school, no subject). */
export async function makePrebuilt(t: TestApp, key = `lib-${Math.random().toString(36).slice(2, 8)}`) {
  const [concept] = await t.ctx.db
    .insert(concepts)
    .values({ organizationId: null, name: `Library ${key}`, requiredScore: 75 })
    .returning();
  const [activity] = await t.ctx.db
    .insert(activities)
    .values({
      organizationId: null,
      subjectId: null,
      title: `Letters ${key}`,
      type: 'multiple_choice',
      isPrebuilt: true,
      prebuiltKey: key,
      conceptId: concept.id,
      icon: 'A',
      imageKey: '/art/apple.svg',
    })
    .returning();
  await t.ctx.db.insert(questions).values({
    organizationId: null,
    activityId: activity.id,
    questionText: 'Which is A?',
    difficultyLevel: 'medium',
    extraData: {
      type: 'multiple_choice',
      prompt_text: { en: 'Which is A?', tl: 'Alin ang A?' },
      choices: [],
      hint: { en: '', tl: '' },
      explanation: { en: '', tl: '' },
    },
  });
  return { activity: activity, concept: concept };
}

/** The audit actions recorded for one row. */
export async function auditActions(t: TestApp, entity: string, entityId: number) {
  const rows = await t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));
  return rows.map((r) => r.action);
}
