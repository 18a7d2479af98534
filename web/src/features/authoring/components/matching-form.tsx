import type { Difficulty } from '@aralin/contract';
import { useState } from 'react';
import { FormProvider, get, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { useFieldError } from '../../../lib/form-errors';
import { BODY_FIELD } from '../../../lib/form-resolver';
import type { QuestionEditing } from '../api/question-editing';
import { emptyPair } from '../api/form-model';
import { canAddPair, canRemovePair, hasPairContent, incompletePairs, resizePairs } from '../api/matching-rules';
import { emptyMatchingValues, matchingResolver, type MatchingValues, type ParsedQuestion } from '../api/question-form';
import type { TargetActivity } from './authoring-page';
import { HintFields, PromptFields, QuestionFoot, QuestionSettings } from './question-basics';
import { PairEditor } from './pair-editor';
import { useQuestionSave } from './use-question-save';
import styles from './authoring.module.css';

/** The matching question form (spec §2, §5): pairs by difficulty, hint, explanation; 'Save Matching Set'. */
export function MatchingForm({ activity, editing }: { activity: TargetActivity | null; editing?: QuestionEditing }) {
  const { t } = useTranslation(['authoring', 'validation']);
  const fieldError = useFieldError();
  const form = useForm<MatchingValues, unknown, ParsedQuestion>({
    resolver: matchingResolver(),
    defaultValues: editing ? { ...editing.drafts.common, pairs: editing.drafts.pairs } : emptyMatchingValues('easy', false),
    mode: 'onSubmit',
    // A rule's message stays until the next save, as the spec's alert does.
    reValidateMode: 'onSubmit',
  });
  const pairs = useFieldArray({ control: form.control, name: 'pairs' });
  // The pairs a failed save was about, marked where they are (issue 20).
  const [marked, setMarked] = useState<number[]>([]);
  const values = form.watch();
  const { errors, isSubmitting, submitCount } = form.formState;
  const enabled = hasPairContent(values.pairs, values.bilingual);
  const rule = errors.pairs?.root ?? errors.pairs;
  const failure = errors.root?.server?.message ?? fieldError(rule ?? get(errors, BODY_FIELD));

  const changeDifficulty = (difficulty: Difficulty) => pairs.replace(resizePairs(form.getValues('pairs'), difficulty));

  const { save, version } = useQuestionSave(form, {
    activity,
    editing,
    empty: emptyMatchingValues,
    failed: 'pair.saveFailed',
    onFailure: () => setMarked(incompletePairs(form.getValues('pairs'), form.getValues('bilingual'))),
  });
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    setMarked([]);
    return form.handleSubmit(save)(event);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t('authoring:question.matchingLabel')}>
        <fieldset className={styles.questionFieldset} disabled={!activity} key={version}>
          <legend className="visually-hidden">{t('authoring:question.matchingLabel')}</legend>
          <div className="stack">
            <QuestionSettings onDifficulty={changeDifficulty} />
            <PromptFields label={t('authoring:question.instruction')} placeholder={t('authoring:question.instructionPlaceholder')} />
            <p className={styles.countNote}>{t('authoring:pair.count', { count: pairs.fields.length })}</p>
            {pairs.fields.map((field, i) => (
              <PairEditor
                key={field.id}
                index={i}
                bilingual={values.bilingual}
                problem={marked.includes(i) ? t('validation:pairIncomplete') : undefined}
                onRemove={canRemovePair(values.pairs) ? () => pairs.remove(i) : undefined}
              />
            ))}
            {canAddPair(values.pairs) && (
              <Button variant="secondary" className={styles.addItem} icon={<PlusIcon />} onClick={() => pairs.append(emptyPair())}>
                {t('authoring:pair.add')}
              </Button>
            )}
            <HintFields />
            <QuestionFoot
              failure={failure}
              attempt={submitCount}
              onCancel={editing?.onCancel}
              busy={isSubmitting}
              disabled={!enabled}
              saveLabel={t('authoring:pair.save')}
            />
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
