import { MULTIPLE_CHOICE_SHAPE, type Difficulty } from '@aralin/contract';
import { useState } from 'react';
import { FormProvider, get, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors, useFieldError } from '../../../lib/form-errors';
import { BODY_FIELD } from '../../../lib/form-resolver';
import { useAddQuestion } from '../api/authoring-api';
import { useUpdateQuestion } from '../api/edit-api';
import type { QuestionEditing } from '../api/question-editing';
import { canRemoveChoice, canSaveChoices, isCorrectDisabled, resizeChoices } from '../api/choice-rules';
import { emptyChoice } from '../api/form-model';
import { choiceResolver, type ChoiceValues, emptyChoiceValues, type ParsedQuestion, QUESTION_SERVER_FIELDS } from '../api/question-form';
import type { TargetActivity } from './authoring-page';
import { ChoiceEditor } from './choice-editor';
import { FormImage } from './form-fields';
import { HintFields, PromptFields, QuestionSettings } from './question-basics';
import { useSaveFailure } from './use-save-failure';
import styles from './authoring.module.css';

/** The multiple-choice question form (spec §2, §5): question, picture, choices by difficulty, hint, explanation. */
export function ChoiceForm({ activity, editing }: { activity: TargetActivity | null; editing?: QuestionEditing }) {
  const { t } = useTranslation(['authoring', 'validation']);
  const toast = useToast();
  const save = useAddQuestion();
  const failureText = useSaveFailure();
  const fieldError = useFieldError();
  const update = useUpdateQuestion();
  const form = useForm<ChoiceValues, unknown, ParsedQuestion>({
    resolver: choiceResolver(),
    defaultValues: editing
      ? { ...editing.drafts.common, image: editing.drafts.image, choices: editing.drafts.choices }
      : emptyChoiceValues('easy', false),
    mode: 'onSubmit',
    // A rule's message stays until the next save, as the spec's alert does.
    reValidateMode: 'onSubmit',
  });
  const choices = useFieldArray({ control: form.control, name: 'choices' });
  const [version, setVersion] = useState(0);
  const values = form.watch();
  const { errors, isSubmitting, submitCount } = form.formState;
  const shape = MULTIPLE_CHOICE_SHAPE[values.difficulty];
  const rule = errors.choices?.root ?? errors.choices;
  const failure = errors.root?.server?.message ?? fieldError(rule ?? get(errors, BODY_FIELD));

  const changeDifficulty = (difficulty: Difficulty) => choices.replace(resizeChoices(form.getValues('choices'), difficulty));

  const submit = form.handleSubmit(async (body) => {
    if (!activity) return form.setError('root.server', { message: t('validation:createActivityFirst') });
    try {
      if (editing) {
        const answer = await update.mutateAsync({ questionId: editing.question.id, body });
        toast(answer.message);
        return editing.onDone();
      }
      await save.mutateAsync({ activityId: activity.id, body });
      toast(t('validation:questionSaved'));
      // Spec §2: after saving a question the form resets (the difficulty and language choice stay).
      form.reset(emptyChoiceValues(values.difficulty, values.bilingual));
      setVersion((v) => v + 1);
    } catch (e) {
      if (isApiError(e)) applyServerErrors(form.setError, e.errors, QUESTION_SERVER_FIELDS);
      form.setError('root.server', { message: t('authoring:question.saveFailed', { details: failureText(e) }) });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t('authoring:question.choiceLabel')}>
        <fieldset className={styles.questionFieldset} disabled={!activity} key={version}>
          <legend className="visually-hidden">{t('authoring:question.choiceLabel')}</legend>
          <div className="stack">
            <QuestionSettings onDifficulty={changeDifficulty} />
            <PromptFields label={t('authoring:question.text')} required />
            <FormImage name="image" label={t('authoring:question.image')} showLabel />
            <p className={styles.countNote}>{t('authoring:choice.rule', { choices: choices.fields.length, correct: shape.correct })}</p>
            {choices.fields.map((field, i) => (
              <ChoiceEditor
                key={field.id}
                index={i}
                bilingual={values.bilingual}
                isCorrect={values.choices[i]?.isCorrect ?? false}
                correctDisabled={isCorrectDisabled(values.choices, i, values.difficulty)}
                onRemove={canRemoveChoice(values.choices) ? () => choices.remove(i) : undefined}
              />
            ))}
            {choices.fields.length < shape.choices && (
              <Button variant="secondary" className={styles.addItem} icon={<PlusIcon />} onClick={() => choices.append(emptyChoice())}>
                {t('authoring:choice.add')}
              </Button>
            )}
            <HintFields />
            {failure && (
              <Alert reveal revealKey={submitCount}>
                {failure}
              </Alert>
            )}
            <div className="form-actions">
              {editing && (
                <Button variant="secondary" onClick={editing.onCancel}>
                  {t('authoring:list.cancelEdit')}
                </Button>
              )}
              <Button type="submit" busy={isSubmitting} disabled={!canSaveChoices(values.prompt, values.choices, values.bilingual)}>
                {editing ? t('authoring:list.saveChanges') : t('authoring:question.save')}
              </Button>
            </div>
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
