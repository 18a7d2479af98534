import { MULTIPLE_CHOICE_SHAPE, type Difficulty } from '@aralin/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { useAddQuestion } from '../api/authoring-api';
import { useUpdateQuestion } from '../api/edit-api';
import type { QuestionEditing } from '../api/question-editing';
import { canRemoveChoice, canSaveChoices, correctAnswerProblem, isCorrectDisabled, resizeChoices } from '../api/choice-rules';
import { emptyChoice, emptyCommon, type ChoiceDraft, type QuestionCommon, type Uploaded } from '../api/form-model';
import { choiceQuestion } from '../api/payloads';
import type { TargetActivity } from './authoring-page';
import { ChoiceEditor } from './choice-editor';
import { ImagePicker } from './image-picker';
import { HintFields, PromptFields, QuestionSettings } from './question-basics';
import { useSaveFailure } from './use-save-failure';
import styles from './authoring.module.css';

/** The multiple-choice question form (spec §2, §5): question, picture, choices by difficulty, hint, explanation. */
export function ChoiceForm({ activity, editing }: { activity: TargetActivity | null; editing?: QuestionEditing }) {
  const { t } = useTranslation(['authoring', 'validation']);
  const toast = useToast();
  const save = useAddQuestion();
  const failureText = useSaveFailure();
  const update = useUpdateQuestion();
  const [common, setCommon] = useState<QuestionCommon>(() => editing?.drafts.common ?? emptyCommon('easy', false));
  const [choices, setChoices] = useState<ChoiceDraft[]>(() => editing?.drafts.choices ?? resizeChoices([], 'easy'));
  const [image, setImage] = useState<Uploaded | null>(editing?.drafts.image ?? null);
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const shape = MULTIPLE_CHOICE_SHAPE[common.difficulty];

  const changeDifficulty = (difficulty: Difficulty) => {
    setCommon({ ...common, difficulty });
    setChoices(resizeChoices(choices, difficulty));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (!activity) return setError(t('validation:createActivityFirst'));
    const problem = correctAnswerProblem(choices, common.difficulty);
    if (problem) return setError(t(`validation:${problem}` as 'validation:selectCorrectAnswer'));
    setError(null);
    try {
      if (editing) {
        const answer = await update.mutateAsync({ questionId: editing.question.id, body: choiceQuestion(common, choices, image) });
        toast(answer.message);
        return editing.onDone();
      }
      await save.mutateAsync({ activityId: activity.id, body: choiceQuestion(common, choices, image) });
      toast(t('validation:questionSaved'));
      // Spec §2: after saving a question the form resets (the difficulty and language choice stay).
      setCommon(emptyCommon(common.difficulty, common.bilingual));
      setChoices(resizeChoices([], common.difficulty));
      setImage(null);
      setVersion((v) => v + 1);
    } catch (e) {
      setError(t('authoring:question.saveFailed', { details: failureText(e) }));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('authoring:question.choiceLabel')}>
      <fieldset className={styles.questionFieldset} disabled={!activity} key={version}>
        <legend className="visually-hidden">{t('authoring:question.choiceLabel')}</legend>
        <div className="stack">
          <QuestionSettings value={common} onChange={setCommon} onDifficulty={changeDifficulty} />
          <PromptFields value={common} onChange={setCommon} label={t('authoring:question.text')} required />
          <ImagePicker label={t('authoring:question.image')} value={image} onChange={setImage} showLabel />
          <p className={styles.countNote}>{t('authoring:choice.rule', { choices: choices.length, correct: shape.correct })}</p>
          {choices.map((choice, i) => (
            <ChoiceEditor
              key={i}
              index={i}
              choice={choice}
              bilingual={common.bilingual}
              correctDisabled={isCorrectDisabled(choices, i, common.difficulty)}
              onUpdate={(update) => setChoices((all) => all.map((c, j) => (j === i ? update(c) : c)))}
              onRemove={canRemoveChoice(choices) ? () => setChoices(choices.filter((_, j) => j !== i)) : undefined}
            />
          ))}
          {choices.length < shape.choices && (
            <Button
              variant="secondary"
              className={styles.addItem}
              icon={<PlusIcon />}
              onClick={() => setChoices([...choices, emptyChoice()])}
            >
              {t('authoring:choice.add')}
            </Button>
          )}
          <HintFields value={common} onChange={setCommon} />
          {error && (
            <Alert reveal revealKey={attempt}>
              {error}
            </Alert>
          )}
          <div className="form-actions">
            {editing && (
              <Button variant="secondary" onClick={editing.onCancel}>
                {t('authoring:list.cancelEdit')}
              </Button>
            )}
            <Button
              type="submit"
              busy={save.isPending || update.isPending}
              disabled={!canSaveChoices(common.prompt, choices, common.bilingual)}
            >
              {editing ? t('authoring:list.saveChanges') : t('authoring:question.save')}
            </Button>
          </div>
        </div>
      </fieldset>
    </form>
  );
}
