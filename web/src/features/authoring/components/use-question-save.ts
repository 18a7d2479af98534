import { type Difficulty } from '@aralin/contract';
import { useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { SERVER_ERROR } from '../../../lib/form-errors';
import { useAddQuestion } from '../api/authoring-api';
import { useUpdateQuestion } from '../api/edit-api';
import type { QuestionCommon } from '../api/form-model';
import type { QuestionEditing } from '../api/question-editing';
import type { ParsedQuestion } from '../api/question-form';
import type { TargetActivity } from './authoring-page';
import { useSaveFailure } from './use-save-failure';

interface QuestionSaveOptions<Values> {
  activity: TargetActivity | null;
  editing?: QuestionEditing;
  /** The form after an add: empty, with the difficulty and the language choice kept (spec §2). */
  empty: (difficulty: Difficulty, bilingual: boolean) => Values;
  /** 'Failed to save question: ' or 'Failed to save pairs: ' (spec §8). */
  failed: 'question.saveFailed' | 'pair.saveFailed';
  /** What else a failure shows (matching: the half-filled pairs, in place). */
  onFailure?: () => void;
}

/**
 * The save of a question form: adds the question to the activity, or updates the one being edited. After an
 * add the form resets and `version` changes (the pickers start afresh). A failure is the form's
 * `root.server`, with the server's question-text error under the question as well.
 */
export function useQuestionSave<Values extends QuestionCommon>(
  form: UseFormReturn<Values, unknown, ParsedQuestion>,
  { activity, editing, empty, failed, onFailure }: QuestionSaveOptions<Values>,
) {
  const { t } = useTranslation(['authoring', 'validation']);
  const toast = useToast();
  const add = useAddQuestion();
  const update = useUpdateQuestion();
  const failureText = useSaveFailure();
  const [version, setVersion] = useState(0);

  const save = async (body: ParsedQuestion) => {
    if (!activity) return form.setError('root.server', { message: t('validation:createActivityFirst') });
    try {
      if (editing) {
        const answer = await update.mutateAsync({ questionId: editing.question.id, body });
        toast(answer.message);
        return editing.onDone();
      }
      await add.mutateAsync({ activityId: activity.id, body });
      toast(t('validation:questionSaved'));
      const { difficulty, bilingual } = form.getValues();
      form.reset(empty(difficulty, bilingual));
      setVersion((v) => v + 1);
    } catch (e) {
      // Spec §8: the server's question-text error under the question (the pairs' are marked by `onFailure`).
      const textError = isApiError(e) ? e.errors.question_text : undefined;
      if (textError) form.setError('prompt' as Path<Values>, { type: SERVER_ERROR, message: textError });
      form.setError('root.server', { message: t(`authoring:${failed}`, { details: failureText(e) }) });
      onFailure?.();
    }
  };
  return { save, version };
}
