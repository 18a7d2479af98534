/** A stored question opened in its form (issue 12): the drafts to start from, and what to do after. */
import type { AuthoringQuestion } from '@aralin/contract';
import type { QuestionDrafts } from './drafts';

export interface QuestionEditing {
  question: AuthoringQuestion;
  drafts: QuestionDrafts;
  onDone: () => void;
  onCancel: () => void;
}
