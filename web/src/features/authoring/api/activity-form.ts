/** The activity form (spec §2 'Shared activity form') on the contract's bodies (issue 21 item 4). */
import { CreateActivityBody, type Difficulty, UpdateActivityBody } from '@aralin/contract';
import { contractResolver, draftSchema, type DraftProblem } from '../../../lib/form-resolver';
import { activityUpdateBody } from './drafts';
import type { ActivityDraft } from './payloads';

/** The edit form also holds the difficulty levels of a multiple-choice activity. */
export interface ActivityEditValues extends ActivityDraft {
  levels: Difficulty[];
}

/** The form's field a body issue is about (undefined: none, e.g. a tracing target). */
export function activityField(path: readonly PropertyKey[]): string | undefined {
  const [first, second] = path;
  if (first === 'title' || first === 'icon') return first;
  if (first === 'lesson_material') return 'lesson';
  if (first === 'required_score') return 'requiredScore';
  if (first === 'concept') return second === 'competency' ? 'concept.competency' : 'concept';
  if (first === 'image' || (first === 'extra_data' && second === 'image_url')) return 'image';
  if (first === 'extra_data' && second === 'hint') return 'hint';
  if (first === 'extra_data' && second === 'difficulty_levels') return 'levels';
  return undefined;
}

/** The server's field errors the form shows under its fields (the title, the lesson link, a new concept's name and competency). */
export const ACTIVITY_SERVER_FIELDS = [
  'title',
  ['lesson_material', 'lesson'],
  ['concept.competency', 'concept.competency'],
  ['concept.name', 'concept'],
  ['concept', 'concept'],
] as const;

/** What only the form knows: a new concept needs its name (the body of an unnamed one means 'no concept'). */
function conceptNamed(draft: ActivityDraft): DraftProblem[] {
  return draft.concept.kind === 'new' && !draft.concept.name.trim() ? [['concept', 'conceptNameRequired']] : [];
}

/** Create: `CreateActivityBody` of the body `toBody` makes (the type, the subject, tracing's extras). */
export const createActivityResolver = (toBody: (draft: ActivityDraft) => CreateActivityBody) =>
  contractResolver<ActivityDraft, ReturnType<typeof createSchema>>(createSchema(toBody));

const createSchema = (toBody: (draft: ActivityDraft) => CreateActivityBody) =>
  draftSchema(CreateActivityBody, toBody, { fieldOf: activityField, check: conceptNamed });

/** Edit: `UpdateActivityBody`; the picture is sent only when it changed from `before`. */
export const editActivityResolver = (before: ActivityDraft) =>
  contractResolver<ActivityEditValues, ReturnType<typeof editSchema>>(editSchema(before));

const editSchema = (before: ActivityDraft) =>
  draftSchema(UpdateActivityBody, (values: ActivityEditValues) => activityUpdateBody(values, values.levels, before), {
    fieldOf: activityField,
    check: conceptNamed,
  });
