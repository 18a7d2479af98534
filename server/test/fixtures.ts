/** Test data built through the product's own services (STYLE.md §5). */
import { CreateActivityBody, type AuthToken, type QuestionBody } from '@aralin/contract';
import type { TestApp } from './harness';
import { waitForMails } from './harness';
import * as account from '../src/features/account/account.service';
import { findUserByEmail, type UserRow } from '../src/db/users.queries';
import { issueTokens } from '../src/features/account/sessions.service';
import { addTeacher } from '../src/features/teachers/teachers.service';
import { createSection as createSectionService, type SectionImage } from '../src/features/sections/sections.service';
import { addStudent } from '../src/features/students/students.service';
import type { StaffActor } from '../src/plugins/auth';
import { addSubject as addSubjectService } from '../src/features/subjects/subjects.service';
import { createActivity as createActivityService } from '../src/features/activities/activities.service';

/** What fixtures need: the service context and the outbox its mails go to (a test app, or the e2e server's). */
export type FixtureHost = Pick<TestApp, 'ctx' | 'outboxDir'>;

export const STAFF_PASSWORD = 'Guro#2024';
export const STUDENT_PASSWORD = 'Bata#2024x';

const caller = { lang: 'en' as const, ip: '10.9.9.9' };
/**
 * A registration from an address of its own: the fixtures build many schools in one run (the e2e journeys
 * share one server and database), and the product allows 30 registrations an hour from one address.
 */
let registrations = 0;
const registerCaller = () => {
  registrations += 1;
  // The process's own second octet: test files run in several worker processes against one server.
  return { ...caller, ip: `10.${process.pid % 250}.${(registrations >> 8) & 255}.${registrations & 255}` };
};
let seq = 0;
/** A short unique suffix for names and emails; with the process's id, as the e2e spec files, side by side in several processes, share one database. */
export const unique = () => `${Date.now().toString(36).slice(-4)}${process.pid.toString(36)}${(seq++).toString(36)}`;

export interface Staff {
  user: UserRow;
  actor: StaffActor;
  password: string;
  token: AuthToken;
}

export function actorOf(user: UserRow): StaffActor {
  return {
    kind: 'staff',
    id: user.id,
    organizationId: user.organizationId,
    role: user.role,
    isAdmin: user.role === 'admin',
    username: user.username,
    email: user.email,
  };
}

async function withToken(t: FixtureHost, user: UserRow, password: string): Promise<Staff> {
  const token = await issueTokens(t.ctx, t.ctx.db, {
    kind: 'staff',
    userId: user.id,
    organizationId: user.organizationId,
    role: user.role,
  });
  return { user, actor: actorOf(user), password, token };
}

/** Registers someone (a new school of their own) and verifies their email through the mailed link. */
export async function registerVerified(t: FixtureHost, role: 'admin' | 'teacher', name = `${role}${unique()}`): Promise<Staff> {
  const email = `${name}@school.test`.toLowerCase();
  await account.register(t.ctx, registerCaller(), { username: name, email, password: STAFF_PASSWORD, role });
  // This address's own mail: other spec files, side by side, send to the same outbox.
  const [mail] = await waitForMails(t, email);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail)![1];
  await account.verifyEmail(t.ctx, caller, email, token);
  return withToken(t, (await findUserByEmail(t.ctx.db, email))!, STAFF_PASSWORD);
}

/** An admin of a new school. */
export const createAdmin = (t: FixtureHost, name?: string) => registerVerified(t, 'admin', name);

/** A teacher added by an admin to the admin's school. */
export async function createTeacher(t: FixtureHost, admin: Staff, name = `teacher${unique()}`): Promise<Staff> {
  const user = await addTeacher(t.ctx, admin.actor, {
    username: name,
    email: `${name}@school.test`.toLowerCase(),
    password: STAFF_PASSWORD,
  });
  return withToken(t, user, STAFF_PASSWORD);
}

/** A section owned by a teacher (an admin creates it on the teacher's behalf when given). */
export function createSection(t: FixtureHost, by: Staff, opts: { name?: string; teacherId?: number; imagePath?: SectionImage } = {}) {
  return createSectionService(t.ctx, by.actor, {
    name: opts.name ?? `Section ${unique()}`,
    teacherId: opts.teacherId ?? (by.actor.isAdmin ? undefined : by.user.id),
    imagePath: opts.imagePath,
  });
}

/** A student in a section. */
export function createStudent(
  t: FixtureHost,
  by: Staff,
  sectionId: number,
  opts: { name?: string; gender?: 'male' | 'female'; password?: string } = {},
) {
  return addStudent(t.ctx, by.actor, sectionId, {
    name: opts.name ?? `Bata ${unique()}`,
    gender: opts.gender ?? 'female',
    password: opts.password ?? STUDENT_PASSWORD,
    parent_guardian: 'Aling Nena Santos',
    contact_number: '09171234567',
    consent: true,
  }).then((row) => row.student);
}

// ---- Subjects, activities and play (issue 5): through the authoring and assignment services. ----

/** A subject of a section. */
export function createSubject(t: FixtureHost, by: Staff, sectionId: number, name = `Subject ${unique()}`) {
  return addSubjectService(t.ctx, by.actor, { name, coverImage: 'BLUE', sectionId });
}

type Level = 'easy' | 'medium' | 'hard';
const bi = (en: string, tl: string) => ({ en, tl });

/** A matching question payload of a level (2, 3 or 4 pairs), prompts 'n-1'… answering 'A n-1'…, in en and tl. */
export function playMatchingQuestion(level: Level, n: number): QuestionBody {
  const count = { easy: 2, medium: 3, hard: 4 }[level];
  return {
    question_text: bi(`Match set ${n}`, `Pagtapatin ${n}`),
    difficulty_level: level,
    extra_data: {
      pairs: Array.from({ length: count }, (_, i) => ({
        prompt_text: bi(`P${n}-${i}`, `T${n}-${i}`),
        answer_text: bi(`A${n}-${i}`, `S${n}-${i}`),
      })),
      hint: bi(`Hint ${n}`, `Pahiwatig ${n}`),
      explanation: bi(`Because ${n}`, `Dahil ${n}`),
    },
  };
}

/** A multiple-choice question payload of a level (3/1, 5/2, 6/3 choices/correct); correct choices are 'Right n-i'. */
export function playChoiceQuestion(level: Level, n: number): QuestionBody {
  const { choices, correct } = { easy: { choices: 3, correct: 1 }, medium: { choices: 5, correct: 2 }, hard: { choices: 6, correct: 3 } }[
    level
  ];
  return {
    question_text: bi(`Question ${n}`, `Tanong ${n}`),
    difficulty_level: level,
    extra_data: {
      choices: Array.from({ length: choices }, (_, i) =>
        i < correct
          ? { text: bi(`Right ${n}-${i}`, `Tama ${n}-${i}`), isCorrect: true }
          : { text: bi(`Wrong ${n}-${i}`, `Mali ${n}-${i}`), isCorrect: false },
      ),
      hint: bi(`Hint ${n}`, `Pahiwatig ${n}`),
      explanation: bi(`Because ${n}`, `Dahil ${n}`),
    },
  };
}

/**
 * An activity with questions in a subject, published: assigned to every child now in the section.
 * `levels` lists each question's difficulty, e.g. ['easy', 'easy', 'medium'].
 */
export async function createActivityWith(
  t: FixtureHost,
  by: Staff,
  sectionId: number,
  subjectId: number,
  opts: { type?: 'matching' | 'multiple_choice'; levels: Level[]; title?: string; concept?: string; requiredScore?: number },
) {
  const type = opts.type ?? 'matching';
  const make = type === 'matching' ? playMatchingQuestion : playChoiceQuestion;
  const body = CreateActivityBody.parse({
    title: opts.title ?? `Activity ${unique()}`,
    type,
    required_score: opts.requiredScore ?? 80,
    concept: { name: opts.concept ?? `Concept ${unique()}`, required_score: 80 },
    questions: opts.levels.map((level, i) => make(level, i + 1)),
    publish: opts.levels.length > 0,
  });
  return createActivityService(t.ctx, by.actor, sectionId, subjectId, body);
}

/** A tracing activity with one question per library target, published to every child now in the section. */
export async function createTracingActivity(
  t: FixtureHost,
  by: Staff,
  sectionId: number,
  subjectId: number,
  opts: { targets: string[]; requiredAccuracy?: number; requiredCorrectAttempts?: number; title?: string },
) {
  const body = CreateActivityBody.parse({
    title: opts.title ?? `Tracing ${unique()}`,
    type: 'tracing',
    concept: { name: `Tracing concept ${unique()}`, required_score: 80 },
    extra_data: {
      targets: opts.targets,
      required_accuracy: opts.requiredAccuracy ?? 80,
      required_correct_attempts: opts.requiredCorrectAttempts ?? 3,
    },
    publish: opts.targets.length > 0,
  });
  return createActivityService(t.ctx, by.actor, sectionId, subjectId, body);
}
