import { type ActivityDetail, Difficulty } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { NotFoundPanel, isNotFound } from '../../../components/ui/not-found-panel';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { useActivityPath } from '../../../lib/use-activity-path';
import { activityDraftOf, activityUpdateBody } from '../api/drafts';
import { activityToEditQuery, useUpdateActivity } from '../api/edit-api';
import type { ActivityDraft } from '../api/payloads';
import { checkActivity } from './activity-step';
import { ActivityFields, type ActivityErrors } from './activity-fields';
import { QuestionList } from './question-list';
import styles from './authoring.module.css';

/** .../activities/{id}/edit (issue 12): the activity's fields, then its questions to edit, delete and reorder. */
export function EditActivityScreen() {
  const { t } = useTranslation(['authoring', 'validation']);
  const { sectionId, subjectId, activityId = 0, list } = useActivityPath();
  const detail = useQuery(activityToEditQuery(sectionId, subjectId, activityId));
  const detailPath = `${list}/${activityId}`;
  const back = (
    <ButtonLink to={detailPath} variant="ghost" className={styles.back} icon={<ArrowLeftIcon />}>
      {t('edit.back')}
    </ButtonLink>
  );
  if (detail.isPending) return <StatusPanel kind="loading" />;
  if (isNotFound(detail.error) || (detail.data && detail.data.is_prebuilt)) return <NotFoundPanel back={list} />;
  if (detail.isError)
    return (
      <div className="stack">
        {back}
        <StatusPanel kind="error" text={t('edit.loadFailed')} />
      </div>
    );
  const activity = detail.data;
  const typePath = activity.type === 'multiple_choice' ? 'multiple-choice' : activity.type;
  return (
    <div className="stack">
      {back}
      <h1 className={styles.heading}>{t('edit.title')}</h1>
      <ActivityEditForm key={activity.id} activity={activity} />
      <QuestionList activity={{ id: activity.id, title: activity.title, type: activity.type }} />
      <div className="form-actions">
        <ButtonLink to={`${list.replace(/\/activities$/, '')}/create/${typePath}?activity=${activity.id}`} variant="secondary">
          {t('edit.addQuestions')}
        </ButtonLink>
        <ButtonLink to={`${detailPath}/preview`} variant="secondary">
          {t('edit.preview')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The activity's own fields, filled in; Save sends them with the creation rules (PATCH). */
function ActivityEditForm({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation(['authoring', 'validation']);
  const toast = useToast();
  const headingId = useId();
  const save = useUpdateActivity(activity.id);
  const [start] = useState(() => activityDraftOf(activity));
  const [draft, setDraft] = useState<ActivityDraft>(start.draft);
  const [levels, setLevels] = useState<Difficulty[]>(start.levels);
  const [errors, setErrors] = useState<ActivityErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const toggleLevel = (level: Difficulty, on: boolean) =>
    setLevels((all) => Difficulty.options.filter((l) => (l === level ? on : all.includes(l))));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkActivity(draft);
    setErrors(
      Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(`validation:${key}` as 'validation:activityTitleRequired')])),
    );
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await save.mutateAsync(activityUpdateBody(draft, levels, start.draft));
      toast(answer.message);
    } catch (error) {
      const fields = isApiError(error) ? error.errors : {};
      setErrors({
        title: fields.title,
        lesson: fields.lesson_material,
        conceptName: fields['concept.name'] ?? fields.concept,
        conceptCompetency: fields['concept.competency'],
      });
      setFailure(t('authoring:edit.saveFailed', { details: isApiError(error) ? error.error : String(error) }));
    }
  };

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.stepTitle}>
        {t('authoring:edit.activityStep')}
      </h2>
      <form className="stack" onSubmit={submit} noValidate aria-label={t('authoring:edit.formLabel')}>
        <ActivityFields
          draft={draft}
          onChange={setDraft}
          errors={errors}
          showIcons={activity.type !== 'tracing'}
          showHint={activity.type !== 'tracing'}
        />
        {activity.type === 'multiple_choice' && (
          <fieldset className="field">
            <legend className="field__label">{t('authoring:edit.levels')}</legend>
            <div className={styles.levels}>
              {Difficulty.options.map((level) => (
                <label key={level} className="check">
                  <input type="checkbox" checked={levels.includes(level)} onChange={(e) => toggleLevel(level, e.target.checked)} />
                  <span>{t(`authoring:difficulty.${level}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {failure && <Alert reveal>{failure}</Alert>}
        <div className="form-actions">
          <Button type="submit" busy={save.isPending}>
            {t('authoring:edit.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
