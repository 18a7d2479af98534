/** Activity rows as the wire shapes of contract/activities.ts. Files are addressed as '/files/<key>'. */
import {
  QuestionData,
  competencyTag,
  questionFileKeys,
  type ActivityCard,
  type ActivityDetail,
  type AuthoringQuestion,
  type Concept,
  type QuestionView,
} from '@aralin/contract';
import type { ActivityCardRow, ConceptRow, QuestionRow } from './activities.queries';
import { fileLink } from '../../lib/file-links';

/** The address of a stored file; a value already an address (the library's artwork) is kept. */
export const fileUrl = (key: string | null | undefined): string | null => fileLink(key);

/** A draft: an own activity not yet published (issue 20). */
export const isDraft = (a: { isPrebuilt: boolean; publishedAt: Date | null }) => !a.isPrebuilt && a.publishedAt === null;

export function presentCard({ activity: a, concept, pdf, questionCount }: ActivityCardRow): ActivityCard {
  return {
    id: a.id,
    title: a.title,
    type: a.type,
    lesson_material: a.lessonMaterial,
    image: fileUrl(a.imageKey),
    created_at: a.createdAt.toISOString(),
    printable_pdf: pdf ? { name: pdf.originalName || 'activity.pdf', url: fileUrl(pdf.key)!, size: pdf.sizeBytes } : null,
    required_score: a.requiredScore,
    subject: a.subjectId,
    concept: concept ? { id: concept.id, name: concept.name, required_score: concept.requiredScore } : null,
    extra_data: a.extraData,
    icon: a.icon ?? 'Default',
    is_prebuilt: a.isPrebuilt,
    question_count: questionCount,
    is_draft: isDraft(a),
  };
}

export function presentQuestion(q: QuestionRow): QuestionView {
  return { id: q.id, question_text: q.questionText, difficulty_level: q.difficultyLevel, concept: q.conceptId, extra_data: q.extraData };
}

export function presentDetail(card: ActivityCardRow, questions: QuestionRow[]): ActivityDetail {
  return { ...presentCard(card), questions: questions.map(presentQuestion) };
}

export function presentConcept(c: ConceptRow): Concept {
  return {
    id: c.id,
    name: c.name,
    required_score: c.requiredScore,
    is_library: c.organizationId === null,
    competency: competencyTag(c.competency),
  };
}

/** A question as the authoring screen edits it (issue 12). */
export function presentAuthoringQuestion(q: QuestionRow, answerCount: number): AuthoringQuestion {
  const parsed = QuestionData.safeParse(q.extraData);
  const keys = parsed.success ? questionFileKeys(parsed.data) : [];
  const media = Object.fromEntries(keys.map((key) => [key, fileUrl(key) ?? '']));
  return { ...presentQuestion(q), position: q.position, answer_count: answerCount, media };
}
