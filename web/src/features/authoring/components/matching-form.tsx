import type { Difficulty } from '@aralin/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { useAddQuestion } from '../api/authoring-api';
import { useUpdateQuestion } from '../api/edit-api';
import type { QuestionEditing } from '../api/question-editing';
import { emptyCommon, emptyPair, type PairDraft, type QuestionCommon } from '../api/form-model';
import { canAddPair, canRemovePair, hasPairContent, incompletePairs, resizePairs } from '../api/matching-rules';
import { matchingQuestion } from '../api/payloads';
import type { TargetActivity } from './authoring-page';
import { HintFields, PromptFields, QuestionSettings } from './question-basics';
import { PairEditor } from './pair-editor';
import { useSaveFailure } from './use-save-failure';
import styles from './authoring.module.css';

/** The matching question form (spec §2, §5): pairs by difficulty, hint, explanation; 'Save Matching Set'. */
export function MatchingForm({ activity, editing }: { activity: TargetActivity | null; editing?: QuestionEditing }) {
  const { t } = useTranslation(['authoring', 'validation']);
  const toast = useToast();
  const save = useAddQuestion();
  const failureText = useSaveFailure();
  const update = useUpdateQuestion();
  const [common, setCommon] = useState<QuestionCommon>(() => editing?.drafts.common ?? emptyCommon('easy', false));
  const [pairs, setPairs] = useState<PairDraft[]>(() => editing?.drafts.pairs ?? resizePairs([], 'easy'));
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The pairs a failed save was about, marked where they are (issue 20).
  const [marked, setMarked] = useState<number[]>([]);
  const enabled = hasPairContent(pairs, common.bilingual);

  const changeDifficulty = (difficulty: Difficulty) => {
    setCommon({ ...common, difficulty });
    setPairs(resizePairs(pairs, difficulty));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    setMarked([]);
    if (!activity) return setError(t('validation:createActivityFirst'));
    if (!hasPairContent(pairs, common.bilingual)) return setError(t('validation:pairContentRequired'));
    setError(null);
    try {
      if (editing) {
        const answer = await update.mutateAsync({ questionId: editing.question.id, body: matchingQuestion(common, pairs) });
        toast(answer.message);
        return editing.onDone();
      }
      await save.mutateAsync({ activityId: activity.id, body: matchingQuestion(common, pairs) });
      toast(t('validation:questionSaved'));
      // Spec §2: after saving a question the form resets (the difficulty and language choice stay).
      setCommon(emptyCommon(common.difficulty, common.bilingual));
      setPairs(resizePairs([], common.difficulty));
      setVersion((v) => v + 1);
    } catch (e) {
      setError(t('authoring:pair.saveFailed', { details: failureText(e) }));
      setMarked(incompletePairs(pairs, common.bilingual));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('authoring:question.matchingLabel')}>
      <fieldset className={styles.questionFieldset} disabled={!activity} key={version}>
        <legend className="visually-hidden">{t('authoring:question.matchingLabel')}</legend>
        <div className="stack">
          <QuestionSettings value={common} onChange={setCommon} onDifficulty={changeDifficulty} />
          <PromptFields
            value={common}
            onChange={setCommon}
            label={t('authoring:question.instruction')}
            placeholder={t('authoring:question.instructionPlaceholder')}
          />
          <p className={styles.countNote}>{t('authoring:pair.count', { count: pairs.length })}</p>
          {pairs.map((pair, i) => (
            <PairEditor
              key={i}
              index={i}
              pair={pair}
              bilingual={common.bilingual}
              problem={marked.includes(i) ? t('validation:pairIncomplete') : undefined}
              onUpdate={(update) => setPairs((all) => all.map((p, j) => (j === i ? update(p) : p)))}
              onRemove={canRemovePair(pairs) ? () => setPairs(pairs.filter((_, j) => j !== i)) : undefined}
            />
          ))}
          {canAddPair(pairs) && (
            <Button variant="secondary" className={styles.addItem} icon={<PlusIcon />} onClick={() => setPairs([...pairs, emptyPair()])}>
              {t('authoring:pair.add')}
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
            <Button type="submit" busy={save.isPending || update.isPending} disabled={!enabled}>
              {editing ? t('authoring:list.saveChanges') : t('authoring:pair.save')}
            </Button>
          </div>
        </div>
      </fieldset>
    </form>
  );
}
