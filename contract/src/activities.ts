/** Activities calls of spec §7 'Management: subjects, activities': cards, detail, create, concepts. */
import { z } from 'zod';
import { CompetencyTag } from './curriculum';
import { ActivityType, Difficulty } from './content';
import { ConceptRef, FileRef, OptionalConceptRef, RequiredScore, TextInput } from './authoring-fields';
import { QuestionBody } from './questions';
import { formId, optionalFormId, requiredText } from './forms';

/** Activity icons of spec §9. */
export const ACTIVITY_ICONS = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'Square',
  'Star',
  'Triangle',
  'Circle',
  'Default',
  'Fruit',
  'Object',
  'Number',
] as const;
export const ActivityIcon = z.enum(ACTIVITY_ICONS, { message: 'activityIconInvalid' });
export type ActivityIcon = z.infer<typeof ActivityIcon>;

/**
 * A concept (spec §3). `is_library`: one of the shipped library's, shared by every school. `competency`:
 * the curriculum competency it serves (issue 13 item 7; contract/src/curriculum.ts), null when untagged.
 */
export const Concept = z.object({
  id: z.number(),
  name: z.string(),
  required_score: z.number(),
  is_library: z.boolean(),
  competency: CompetencyTag.nullable(),
});
export type Concept = z.infer<typeof Concept>;

/** GET /management/concepts/ answer: the school's concepts and the library's, by name. */
export const ConceptsResponse = z.array(Concept);
export type ConceptsResponse = z.infer<typeof ConceptsResponse>;

/** An attached printable PDF: its file name and the address to download it from. */
export const PrintablePdf = z.object({ name: z.string(), url: z.string(), size: z.number() });
export type PrintablePdf = z.infer<typeof PrintablePdf>;

/** An activity card (spec §3 Activity). Addresses of files are '/files/<key>'. */
export const ActivityCard = z.object({
  id: z.number(),
  title: z.string(),
  type: ActivityType,
  lesson_material: z.string(),
  /** '/files/<key>' of the activity's picture, or null. */
  image: z.string().nullable(),
  created_at: z.string(),
  printable_pdf: PrintablePdf.nullable(),
  required_score: z.number(),
  /** The subject id; null for a prebuilt activity (it is assigned from a subject, spec issue 4). */
  subject: z.number().nullable(),
  concept: z.object({ id: z.number(), name: z.string(), required_score: z.number() }).nullable(),
  /** image_url, difficulty_levels; tracing also targets, required_accuracy, required_correct_attempts. */
  extra_data: z.record(z.string(), z.unknown()),
  icon: z.string(),
  is_prebuilt: z.boolean(),
  question_count: z.number(),
  /**
   * A draft (issue 20; not in the spec): no child has it and it counts nowhere until the teacher publishes
   * it or assigns it to chosen children. The library's activities are never drafts.
   */
  is_draft: z.boolean(),
});
export type ActivityCard = z.infer<typeof ActivityCard>;

/** GET /management/sections/{s}/subjects/{sub}/activities/ answer, newest first. */
export const ActivitiesResponse = z.array(ActivityCard);
export type ActivitiesResponse = z.infer<typeof ActivitiesResponse>;

/** One stored question as staff see it. */
export const QuestionView = z.object({
  id: z.number(),
  question_text: z.string(),
  difficulty_level: Difficulty,
  concept: z.number().nullable(),
  extra_data: z.record(z.string(), z.unknown()),
});
export type QuestionView = z.infer<typeof QuestionView>;

/** GET .../activities/{id}/ answer: the card and its questions. */
export const ActivityDetail = ActivityCard.extend({ questions: z.array(QuestionView) });
export type ActivityDetail = z.infer<typeof ActivityDetail>;

/** Assignment status values (spec §4). */
export const AssignmentStatus = z.enum(['not_started', 'in_progress', 'completed']);
export type AssignmentStatus = z.infer<typeof AssignmentStatus>;

/** One Student Progress row (spec §3 'Activity student progress'). */
export const ActivityStudentRow = z.object({
  id: z.number(),
  student_id: z.number(),
  student_name: z.string(),
  status: AssignmentStatus,
  score: z.number().nullable(),
  assigned_at: z.string(),
  completed_at: z.string().nullable(),
});
export type ActivityStudentRow = z.infer<typeof ActivityStudentRow>;

/** GET .../activities/{id}/students/ answer: the section's children who have the activity now. */
export const ActivityStudentsResponse = z.array(ActivityStudentRow);
export type ActivityStudentsResponse = z.infer<typeof ActivityStudentsResponse>;

/** An activity's extra_data as sent (spec §3: image_url; multiple choice difficulty_levels; tracing). */
export const ActivityExtraInput = z.object({
  image_url: FileRef,
  /**
   * The activity's hint (issue 19): what a child is told after a wrong answer to a question that has no
   * hint of its own (each question's own hint comes first). Stored as activities.extra_data.hint.
   */
  hint: TextInput.nullish(),
  difficulty_levels: z
    .array(z.enum(Difficulty.options, { message: 'difficultyInvalid' }))
    .max(3)
    .nullish(),
  /** Tracing: library ids, one question each. */
  targets: z.array(z.string().trim().max(20, 'tracingTargetUnknown')).max(100, 'invalidInput').nullish(),
  required_accuracy: z.coerce
    .number({ message: 'invalidInput' })
    .int('invalidInput')
    .min(1, 'invalidInput')
    .max(100, 'invalidInput')
    .nullish(),
  required_correct_attempts: z.coerce
    .number({ message: 'invalidInput' })
    .int('invalidInput')
    .min(1, 'invalidInput')
    .max(10, 'invalidInput')
    .nullish(),
});
export type ActivityExtraInput = z.output<typeof ActivityExtraInput>;

const LessonLink = z.preprocess(
  (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
  z
    .string({ message: 'lessonLinkInvalid' })
    .max(2000, 'lessonLinkInvalid')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'lessonLinkInvalid'),
);

/**
 * POST /management/sections/{s}/subjects/{sub}/activities/create/ (spec §3 Activity create payload),
 * plus the product's: icon, and `questions` saved with the activity in one transaction (all or none).
 * The subject is the path's; a `subject` field is accepted and must name the same subject.
 */
export const CreateActivityBody = z.object({
  title: requiredText('activityTitleRequired', 200),
  lesson_material: LessonLink,
  subject: optionalFormId(),
  type: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase().replace('-', '_') : v),
    z.enum(ActivityType.options, { message: 'activityTypeInvalid' }),
  ),
  required_score: RequiredScore,
  image: FileRef,
  icon: z.preprocess((v) => (v === '' || v === null ? undefined : v), ActivityIcon.optional()),
  extra_data: ActivityExtraInput.nullish().transform((v) => v ?? ActivityExtraInput.parse({})),
  concept: OptionalConceptRef,
  questions: z.array(QuestionBody).max(200, 'tooManyQuestions').nullish(),
  /**
   * Publish at once to every child of the section (issue 20): needs at least one question. Without it the
   * activity is a draft.
   */
  publish: z.boolean().optional(),
});
export type CreateActivityBody = z.input<typeof CreateActivityBody>;

/** Answer of an activity create. */
export const ActivityCreatedResponse = z.object({ message: z.string(), activity: ActivityDetail, assigned_count: z.number() });
export type ActivityCreatedResponse = z.infer<typeof ActivityCreatedResponse>;

/** Answer of a question save: the questions made (tracing makes one per target). */
export const QuestionsSavedResponse = z.object({ message: z.string(), questions: z.array(QuestionView) });
export type QuestionsSavedResponse = z.infer<typeof QuestionsSavedResponse>;

/** Answer of POST /management/sections/{s}/activities/{id}/publish/ (issue 20): how many children now have it. */
export const ActivityPublishedResponse = z.object({ message: z.string(), assigned_count: z.number(), activity: ActivityCard });
export type ActivityPublishedResponse = z.infer<typeof ActivityPublishedResponse>;

/** Answer of DELETE /management/activities/{id}/delete/. */
export const ActivityDeletedResponse = z.object({ message: z.string(), id: z.number() });
export type ActivityDeletedResponse = z.infer<typeof ActivityDeletedResponse>;

/**
 * PATCH /management/activities/{id}/ (issue 12): any of the creation fields, with the same rules and
 * messages; a field left out stays as it is. `image: null` removes the picture; `concept: null` (or the
 * empty form) removes the concept. The type can't change (its questions are of that type): a different
 * `type` is 400.
 */
export const UpdateActivityBody = z.object({
  title: requiredText('activityTitleRequired', 200).optional(),
  lesson_material: LessonLink.optional(),
  type: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase().replace('-', '_') : v),
      z.enum(ActivityType.options, { message: 'activityTypeInvalid' }),
    )
    .optional(),
  required_score: RequiredScore.optional(),
  image: FileRef,
  icon: z.preprocess((v) => (v === '' || v === null ? undefined : v), ActivityIcon.optional()),
  /** image_url, difficulty_levels; tracing also required_accuracy, required_correct_attempts (targets come from its questions). */
  extra_data: ActivityExtraInput.nullish(),
  concept: z.preprocess((v) => (isEmptyConcept(v) ? null : v), ConceptRef.nullable()).optional(),
});
export type UpdateActivityBody = z.input<typeof UpdateActivityBody>;
export type ParsedUpdateActivityBody = z.output<typeof UpdateActivityBody>;

function isEmptyConcept(v: unknown): boolean {
  if (v === null || v === '') return true;
  if (typeof v !== 'object' || Array.isArray(v)) return false;
  const c = v as Record<string, unknown>;
  const blank = (x: unknown) => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');
  return blank(c.id) && blank(c.name);
}

/** Answer of an activity update: the card and its questions as they are now. */
export const ActivityUpdatedResponse = z.object({ message: z.string(), activity: ActivityDetail });
export type ActivityUpdatedResponse = z.infer<typeof ActivityUpdatedResponse>;

/**
 * One question as the authoring screen edits it (issue 12): its stored data, its place in the activity,
 * and how many answers children have given to it (an answered question is replaced by a new version when
 * edited, docs/authoring.md).
 */
export const AuthoringQuestion = QuestionView.extend({
  position: z.number(),
  answer_count: z.number(),
  /** The address of each picture or recording key the question names, to show them in the editor. */
  media: z.record(z.string(), z.string()),
});
export type AuthoringQuestion = z.infer<typeof AuthoringQuestion>;

/** GET /management/activities/{id}/questions/ answer: the questions served now, in order. */
export const ActivityQuestionsResponse = z.array(AuthoringQuestion);
export type ActivityQuestionsResponse = z.infer<typeof ActivityQuestionsResponse>;

/**
 * Answer of PATCH /management/questions/{id}/: the question as it is now. `versioned`: children had
 * answered it, so the edit is a new question (a new id) and the old one is kept hidden for their results.
 */
export const QuestionUpdatedResponse = z.object({ message: z.string(), question: AuthoringQuestion, versioned: z.boolean() });
export type QuestionUpdatedResponse = z.infer<typeof QuestionUpdatedResponse>;

/** Answer of DELETE /management/questions/{id}/. */
export const QuestionDeletedResponse = z.object({ message: z.string(), id: z.number() });
export type QuestionDeletedResponse = z.infer<typeof QuestionDeletedResponse>;

/** PATCH /management/activities/{id}/questions/order/ body: every question of the activity once, in the new order. */
export const ReorderQuestionsBody = z.object({
  question_ids: z.array(formId('questionOrderInvalid'), { message: 'questionOrderInvalid' }).max(200, 'questionOrderInvalid'),
});
export type ReorderQuestionsBody = z.input<typeof ReorderQuestionsBody>;

/** Answer of a reorder: the questions in their new order. */
export const QuestionsReorderedResponse = z.object({ message: z.string(), questions: z.array(AuthoringQuestion) });
export type QuestionsReorderedResponse = z.infer<typeof QuestionsReorderedResponse>;

/** POST /management/activities/{id}/duplicate/ body: the subject (of a section of the same school) to copy into. */
export const DuplicateActivityBody = z.object({ section_id: formId(), subject_id: formId() });
export type DuplicateActivityBody = z.input<typeof DuplicateActivityBody>;

/** Answer of a duplicate: the new activity, where it is, and how many children it was assigned to. */
export const ActivityDuplicatedResponse = z.object({
  message: z.string(),
  activity: ActivityDetail,
  section_id: z.number(),
  subject_id: z.number(),
  assigned_count: z.number(),
});
export type ActivityDuplicatedResponse = z.infer<typeof ActivityDuplicatedResponse>;

/** Path parameters of the section/subject activity calls. */
export const SubjectActivitiesParams = z.object({ sectionId: formId(), subjectId: formId() });
export const SubjectActivityParams = SubjectActivitiesParams.extend({ activityId: formId() });
export const SectionActivityParams = z.object({ sectionId: formId(), activityId: formId() });
/** POST /management/activities/{activityId}/questions/: a missing or non-numeric id is 'Create the activity first!'. */
export const QuestionParams = z.object({ activityId: formId('createActivityFirst') });
