import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { useActivityPath } from '../../../lib/use-activity-path';
import { ownActivitiesQuery, useAddQuestion } from '../api/authoring-api';
import { tracingIcon, tracingQuestion } from '../api/payloads';
import { ActivityStep } from './activity-step';
import { ActivitySummary } from './activity-summary';
import { emptyTracingChoice, TracingChooser, type TracingChoice } from './tracing-chooser';
import { useSaveFailure } from './use-save-failure';
import styles from './authoring.module.css';

/**
 * .../create/tracing (issue 4 'Create Tracing'; the spec leaves tracing authoring unshown): the activity
 * form, the letters, digits and shapes to trace, required accuracy and correct attempts. The activity and
 * its questions are saved together. With ?activity=<id> the chosen targets are added to that activity.
 */
export function CreateTracingScreen() {
  const { t } = useTranslation(['authoring', 'validation']);
  const navigate = useNavigate();
  const toast = useToast();
  const failureText = useSaveFailure();
  const { sectionId, subjectId, list } = useActivityPath();
  const [search] = useSearchParams();
  const own = useQuery(ownActivitiesQuery(sectionId, subjectId));
  const add = useAddQuestion();
  const [choice, setChoice] = useState<TracingChoice>(emptyTracingChoice);
  const [error, setError] = useState<string | null>(null);
  const existing = (own.data ?? []).find((a) => a.id === Number(search.get('activity')) && a.type === 'tracing' && !a.is_prebuilt);
  const questions = choice.targets.map((target) => tracingQuestion(target, choice.accuracy, choice.attempts));
  const noTargets = choice.targets.length === 0 ? t('validation:tracingTargetsRequired') : null;

  const addToExisting = async () => {
    if (!existing) return;
    if (noTargets) return setError(noTargets);
    setError(null);
    try {
      // One call per target: each carries its own recordings (docs/authoring.md: a call saves all or none).
      for (const body of questions) await add.mutateAsync({ activityId: existing.id, body });
      toast(t('validation:questionSaved'));
      void navigate(`${list}/${existing.id}`);
    } catch (e) {
      setError(t('authoring:question.saveFailed', { details: failureText(e) }));
    }
  };

  return (
    <div className="stack">
      <ButtonLink to={list} variant="ghost" className={styles.back} icon={<ArrowLeftIcon />}>
        {t('authoring:back')}
      </ButtonLink>
      <h1 className={styles.heading}>{t('authoring:tracingTitle')}</h1>
      <section className="card stack" aria-label={t('authoring:tracingTitle')}>
        {existing ? (
          <>
            <ActivitySummary activity={existing} detailPath={`${list}/${existing.id}`} onNew={() => navigate('.', { replace: true })} />
            <TracingChooser value={choice} onChange={setChoice} />
            {error && <Alert reveal>{error}</Alert>}
            <div className="form-actions">
              <Button onClick={() => void addToExisting()} busy={add.isPending}>
                {t('authoring:tracing.addTo')}
              </Button>
            </div>
          </>
        ) : search.get('activity') && own.isPending ? null : (
          <ActivityStep
            type="tracing"
            sectionId={sectionId}
            subjectId={subjectId}
            onCreated={(card) => navigate(`${list}/${card.id}`)}
            extra={{
              questions,
              extraData: { required_accuracy: choice.accuracy, required_correct_attempts: choice.attempts },
              icon: tracingIcon(choice.targets[0]?.id),
              problem: noTargets,
              submitLabel: t('authoring:tracing.create'),
              children: <TracingChooser value={choice} onChange={setChoice} />,
            }}
          />
        )}
      </section>
    </div>
  );
}
