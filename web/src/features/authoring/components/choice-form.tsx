import { MULTIPLE_CHOICE_SHAPE, type Difficulty } from '@aralin/contract';
import { FormProvider, get, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { useFieldError } from '../../../lib/form-errors';
import { BODY_FIELD } from '../../../lib/form-resolver';
import type { QuestionEditing } from '../api/question-editing';
import { canRemoveChoice, canSaveChoices, isCorrectDisabled, resizeChoices } from '../api/choice-rules';
import { emptyChoice } from '../api/form-model';
import { choiceResolver, type ChoiceValues, emptyChoiceValues, type ParsedQuestion } from '../api/question-form';
import type { TargetActivity } from './authoring-page';
import { ChoiceEditor } from './choice-editor';
import { FormImage } from './form-fields';
import { HintFields, PromptFields, QuestionFoot, QuestionSettings } from './question-basics';
import { useQuestionSave } from './use-question-save';
import styles from './authoring.module.css';

/** The multiple-choice question form (spec §2, §5): question, picture, choices by difficulty, hint, explanation. */
export function ChoiceForm({ activity, editing }: { activity: TargetActivity | null; editing?: QuestionEditing }) {
  const { t } = useTranslation(['authoring', 'validation']);
  const fieldError = useFieldError();
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
  const values = form.watch();
  const { errors, isSubmitting, submitCount } = form.formState;
  const shape = MULTIPLE_CHOICE_SHAPE[values.difficulty];
  const rule = errors.choices?.root ?? errors.choices;
  const failure = errors.root?.server?.message ?? fieldError(rule ?? get(errors, BODY_FIELD));

  const changeDifficulty = (difficulty: Difficulty) => choices.replace(resizeChoices(form.getValues('choices'), difficulty));

  const { save, version } = useQuestionSave(form, { activity, editing, empty: emptyChoiceValues, failed: 'question.saveFailed' });
  const submit = form.handleSubmit(save);

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
            <QuestionFoot
              failure={failure}
              attempt={submitCount}
              onCancel={editing?.onCancel}
              busy={isSubmitting}
              disabled={!canSaveChoices(values.prompt, values.choices, values.bilingual)}
              saveLabel={t('authoring:question.save')}
            />
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
