import { type ActivityDetail, Difficulty, type UpdateActivityBody } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormProvider, get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { NotFoundPanel, isNotFound } from '../../../components/ui/not-found-panel';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors, useFieldError } from '../../../lib/form-errors';
import { BODY_FIELD } from '../../../lib/form-resolver';
import { useActivityPath } from '../../../lib/use-activity-path';
import { ACTIVITY_SERVER_FIELDS, type ActivityEditValues, editActivityResolver } from '../api/activity-form';
import { activityDraftOf } from '../api/drafts';
import { activityToEditQuery, useUpdateActivity } from '../api/edit-api';
import { ActivityFields } from './activity-fields';
import { QuestionList } from './question-list';
import { useFailureDetails } from './use-save-failure';
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

/** The activity's own fields, filled in; Save sends them with the creation rules (PATCH `UpdateActivityBody`). */
export function ActivityEditForm({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation(['authoring', 'validation']);
  const toast = useToast();
  const headingId = useId();
  const fieldError = useFieldError();
  const failureDetails = useFailureDetails();
  const save = useUpdateActivity(activity.id);
  const [start] = useState(() => activityDraftOf(activity));
  const form = useForm<ActivityEditValues, unknown, UpdateActivityBody>({
    resolver: editActivityResolver(start.draft),
    defaultValues: { ...start.draft, levels: start.levels },
    mode: 'onSubmit',
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const failure = errors.root?.server?.message ?? fieldError(get(errors, BODY_FIELD) ?? errors.levels);

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await save.mutateAsync(body);
      toast(answer.message);
    } catch (error) {
      if (isApiError(error)) applyServerErrors(form.setError, error.errors, ACTIVITY_SERVER_FIELDS);
      // 'No response from server.' when none came (it said nothing after the colon before).
      form.setError('root.server', { message: t('authoring:edit.saveFailed', { details: failureDetails(error) }) });
    }
  });

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.stepTitle}>
        {t('authoring:edit.activityStep')}
      </h2>
      <FormProvider {...form}>
        <form className="stack" onSubmit={submit} noValidate aria-label={t('authoring:edit.formLabel')}>
          <ActivityFields showIcons={activity.type !== 'tracing'} showHint={activity.type !== 'tracing'} />
          {activity.type === 'multiple_choice' && (
            <fieldset className="field">
              <legend className="field__label">{t('authoring:edit.levels')}</legend>
              <div className={styles.levels}>
                {Difficulty.options.map((level) => (
                  <label key={level} className="check">
                    <input type="checkbox" value={level} {...form.register('levels')} />
                    <span>{t(`authoring:difficulty.${level}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {failure && (
            <Alert reveal revealKey={submitCount}>
              {failure}
            </Alert>
          )}
          <div className="form-actions">
            <Button type="submit" busy={isSubmitting}>
              {t('authoring:edit.save')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
