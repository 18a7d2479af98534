/** Play journeys' content: activities with known words, made through the authoring service, so a test can answer from what it shows. */
import { CreateActivityBody } from '@aralin/contract';
import { createActivity } from '../../server/src/features/activities/activities.service';
import type { FixtureHost, Staff } from '../../server/test/fixtures';

type Level = 'easy' | 'medium';

/** A matching question: [prompt, answer] pairs (2 for easy, 3 for medium) and its hint. */
export interface MatchingQ {
  level: Level;
  pairs: [string, string][];
  hint: string;
}

/** A multiple-choice question: its prompt, right and wrong choices (3/1 for easy, 5/2 for medium) and its hint. */
export interface ChoiceQ {
  level: Level;
  prompt: string;
  right: string[];
  wrong: string[];
  hint: string;
}

/** An activity of a subject with these questions, assigned to every child now in the section: its id and stored questions. */
export async function createPlayActivity(
  t: FixtureHost,
  by: Staff,
  sectionId: number,
  subjectId: number,
  opts: { title: string; concept: string } & (
    { type: 'matching'; questions: MatchingQ[] } | { type: 'multiple_choice'; questions: ChoiceQ[] }
  ),
) {
  const questions =
    opts.type === 'matching'
      ? opts.questions.map((q) => ({
          question_text: 'Match each animal to its name',
          difficulty_level: q.level,
          extra_data: { pairs: q.pairs.map(([prompt_text, answer_text]) => ({ prompt_text, answer_text })), hint: q.hint, explanation: '' },
        }))
      : opts.questions.map((q) => ({
          question_text: q.prompt,
          difficulty_level: q.level,
          extra_data: {
            choices: [...q.right.map((text) => ({ text, isCorrect: true })), ...q.wrong.map((text) => ({ text, isCorrect: false }))],
            hint: q.hint,
            explanation: `The answer: ${q.right.join(' and ')}.`,
          },
        }));
  const body = CreateActivityBody.parse({
    title: opts.title,
    type: opts.type,
    required_score: 80,
    concept: { name: opts.concept, required_score: 80 },
    questions,
    publish: questions.length > 0,
  });
  const made = await createActivity(t.ctx, by.actor, sectionId, subjectId, body);
  return { id: made.card.activity.id, questions: made.questions };
}
