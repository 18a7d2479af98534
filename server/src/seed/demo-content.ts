/**
 * The demo school's subjects, concepts, activities and questions. Subjects go through their service;
 * activities and questions are inserted directly in the stored shape (docs/content-format.md), because
 * the activities service takes the authoring payload and assigns at once, while the demo needs them
 * created and assigned over the past weeks.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { activities, concepts, questions, subjects } from '../db/schema';
import { addSubject } from '../features/subjects/subjects.service';
import type { StaffActor } from '../plugins/auth';
import type { ActivityTemplate, SubjectTemplate } from './content-builders';
import { english } from './content-english';
import { filipino } from './content-filipino';
import { mathematics } from './content-math';
import type { SimActivity } from './history-sim';

/** The subjects every demo section gets. */
export const DEMO_SUBJECTS: SubjectTemplate[] = [filipino, english, mathematics];

/** The concepts the demo activities teach, with their required scores (spec §9 default 80). */
export const DEMO_CONCEPTS: { name: string; requiredScore: number }[] = [
  { name: 'Mga Titik (Abakada)', requiredScore: 80 },
  { name: 'Mga Pantig (ba-be-bi-bo-bu)', requiredScore: 80 },
  { name: 'Beginning Sounds', requiredScore: 80 },
  { name: 'Writing Letters', requiredScore: 75 },
  { name: 'Counting 1-10', requiredScore: 80 },
  { name: 'Shapes', requiredScore: 80 },
];

const DAY = 24 * 60 * 60_000;

/** Inserts the school's concepts; returns name → {id, requiredScore}. */
export async function seedConcepts(tx: Tx, organizationId: number, createdAt: Date) {
  const rows = await tx
    .insert(concepts)
    .values(DEMO_CONCEPTS.map((c) => ({ organizationId, name: c.name, requiredScore: c.requiredScore, createdAt })))
    .returning();
  return new Map(rows.map((r) => [r.name, { id: r.id, requiredScore: r.requiredScore }]));
}

/**
 * Inserts a section's subjects and their activities with questions. The teacher added one activity
 * every two days, from 20 days ago to 4 days ago, taking turns between subjects, so the newest ones
 * are still unplayed by many. Returns the activities as the play simulation needs them.
 */
export async function seedSectionContent(
  ctx: AppContext,
  admin: StaffActor,
  section: { id: number; teacherId: number },
  conceptByName: Map<string, { id: number; requiredScore: number }>,
): Promise<SeededActivity[]> {
  const tx = ctx.db;
  const now = ctx.clock.now();
  const base = { organizationId: admin.organizationId };
  const subjectRows: { id: number }[] = [];
  for (const s of DEMO_SUBJECTS) {
    const row = await addSubject(ctx, admin, { name: s.name, coverImage: s.cover, sectionId: section.id });
    await tx
      .update(subjects)
      .set({ createdAt: new Date(now.getTime() - 21 * DAY) })
      .where(eq(subjects.id, row.id));
    subjectRows.push(row);
  }
  const rounds = Math.max(...DEMO_SUBJECTS.map((s) => s.activities.length));
  const plan = Array.from({ length: rounds }, (_, i) =>
    DEMO_SUBJECTS.map((s, j) => ({ template: s.activities[i], subjectId: subjectRows[j].id })),
  ).flat();
  const seeded: SeededActivity[] = [];
  for (const [k, { template, subjectId }] of plan.filter((p) => p.template).entries()) {
    const concept = conceptByName.get(template.concept);
    if (!concept) throw new Error(`unknown demo concept ${template.concept}`);
    const createdAt = new Date(now.getTime() - (20 - 2 * k) * DAY - 5 * 60 * 60_000);
    seeded.push(await insertActivity(tx, { ...base, subjectId, createdBy: section.teacherId, createdAt }, template, concept));
  }
  return seeded;
}

export type SeededActivity = SimActivity & { title: string; createdAt: Date };

/** The activity's extra_data as the activities service writes it (tracing: its targets and thresholds). */
function activityExtra(template: ActivityTemplate): Record<string, unknown> {
  const extra: Record<string, unknown> = { difficulty_levels: ['easy', 'medium', 'hard'] };
  if (template.type === 'tracing') {
    extra.targets = template.questions.map((q) => (q.data.type === 'tracing' ? q.data.target : ''));
    extra.required_accuracy = 80;
    extra.required_correct_attempts = 3;
  }
  return extra;
}

async function insertActivity(
  tx: Tx,
  row: { organizationId: number; subjectId: number; createdBy: number; createdAt: Date },
  template: ActivityTemplate,
  concept: { id: number; requiredScore: number },
): Promise<SeededActivity> {
  const [activity] = await tx
    .insert(activities)
    .values({
      ...row,
      title: template.title,
      type: template.type,
      requiredScore: concept.requiredScore,
      conceptId: concept.id,
      icon: template.icon,
      extraData: activityExtra(template),
      publishedAt: row.createdAt,
    })
    .returning();
  const questionRows = await tx
    .insert(questions)
    .values(
      template.questions.map((q, position) => ({
        organizationId: row.organizationId,
        activityId: activity.id,
        questionText: q.data.prompt_text.en,
        difficultyLevel: q.level,
        conceptId: concept.id,
        extraData: q.data,
        position,
        createdAt: row.createdAt,
      })),
    )
    .returning({ id: questions.id, position: questions.position });
  return {
    id: activity.id,
    title: template.title,
    type: template.type,
    subjectId: row.subjectId,
    conceptId: concept.id,
    requiredScore: concept.requiredScore,
    createdAt: row.createdAt,
    availableAt: new Date(row.createdAt.getTime() + 60 * 60_000),
    questions: questionRows.map((r) => ({
      id: r.id,
      level: template.questions[r.position].level,
      data: template.questions[r.position].data,
    })),
  };
}
