/** What the authoring forms' component tests share: the calls they answer and an activity as the server returns it. */
import { routes, type ActivityDetail, type Concept } from '@aralin/contract';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/msw';

const m = routes.management;
/** A route's path as MSW matches it (`:id` params are the same syntax). */
export const pathOf = (route: { path: string }) => route.path;

export const CONCEPTS: Concept[] = [
  { id: 3, name: 'Mga hayop', required_score: 70, is_library: false, competency: null },
  { id: 40, name: 'Patinig', required_score: 90, is_library: true, competency: null },
];

export const activity = (over: Partial<ActivityDetail> = {}): ActivityDetail => ({
  id: 21,
  title: 'Mga Hayop',
  type: 'matching',
  lesson_material: '',
  image: null,
  created_at: '2026-06-01T00:00:00.000Z',
  printable_pdf: null,
  required_score: 80,
  subject: 4,
  concept: null,
  extra_data: { difficulty_levels: ['easy', 'medium', 'hard'] },
  icon: 'Default',
  is_prebuilt: false,
  question_count: 0,
  is_draft: true,
  questions: [],
  ...over,
});

/** Answers the concepts list the activity form asks for. */
export function answerConcepts(): void {
  server.use(http.get(pathOf(m.concepts), () => HttpResponse.json(CONCEPTS)));
}

/** Answers a JSON call with `answer`, keeping the body each time it was sent. */
export function keepBodies(method: 'post' | 'patch', path: string, answer: () => Response): { bodies: unknown[] } {
  const kept = { bodies: [] as unknown[] };
  server.use(
    http[method](path, async ({ request }) => {
      kept.bodies.push(await request.json());
      return answer();
    }),
  );
  return kept;
}

/** Answers picture uploads: the n-th gets the key `files/picture-<n>` and its address. */
export function answerUploads(): void {
  let count = 0;
  server.use(
    http.post(pathOf(m.upload), () => {
      count += 1;
      const key = `picture-${count}`;
      return HttpResponse.json(
        { file_key: `files/${key}`, url: `/files/${key}`, kind: 'image', content_type: 'image/png', size: 4 },
        { status: 201 },
      );
    }),
  );
}

/** A tiny picture file as a browser would hand it over. */
export const picture = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** The question call's path for the activity the tests add to. */
export const ADD_QUESTION = m.addQuestion.path.replace(':activityId', '21');
