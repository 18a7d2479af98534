import type { ActivityCard, ActivityType, QuestionBody } from '@aralin/contract';
import { FormProvider, get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors, useFieldError } from '../../../lib/form-errors';
import { BODY_FIELD } from '../../../lib/form-resolver';
import { ACTIVITY_SERVER_FIELDS, createActivityResolver } from '../api/activity-form';
import { useCreateActivity } from '../api/authoring-api';
import { activityBody, type ActivityDraft } from '../api/payloads';
import { ActivityFields, emptyActivityDraft } from './activity-fields';
import { useFailureDetails } from './use-save-failure';

interface ActivityStepProps {
  type: ActivityType;
  sectionId: number;
  subjectId: number;
  onCreated: (activity: ActivityCard) => void;
  /** Tracing sends its questions with the activity (all or nothing) and has its own extras. */
  extra?: {
    questions: QuestionBody[];
    extraData: Record<string, unknown>;
    icon: string;
    problem?: string | null;
    submitLabel: string;
    children: React.ReactNode;
  };
}

/** Step 1 of a create screen: the activity form and 'Create Activity' (spec §4 'the activity is created first'). */
export function ActivityStep({ type, sectionId, subjectId, onCreated, extra }: ActivityStepProps) {
  const { t } = useTranslation(['authoring', 'validation']);
  const toast = useToast();
  const fieldError = useFieldError();
  const failureDetails = useFailureDetails();
  const create = useCreateActivity(sectionId, subjectId);
  // The body the server gets, checked by the contract's CreateActivityBody (tracing: its targets and extras).
  const toBody = (draft: ActivityDraft) => {
    const body = activityBody({ ...draft, icon: extra?.icon ?? draft.icon }, type, subjectId, extra?.questions);
    return extra ? { ...body, extra_data: { ...body.extra_data, ...extra.extraData } } : body;
  };
  const form = useForm<ActivityDraft, unknown, ReturnType<typeof toBody>>({
    resolver: createActivityResolver(toBody),
    defaultValues: emptyActivityDraft(),
    mode: 'onSubmit',
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  // A problem of the extras (no tracing target) shows after a submit, and only while it still holds.
  const shownFailure =
    errors.root?.server?.message ?? fieldError(get(errors, BODY_FIELD)) ?? (submitCount > 0 ? (extra?.problem ?? null) : null);

  const submit = form.handleSubmit(async (body) => {
    if (extra?.problem) return;
    try {
      const answer = await create.mutateAsync(body);
      toast(t('validation:activityCreated'));
      onCreated(answer.activity);
    } catch (error) {
      if (isApiError(error)) applyServerErrors(form.setError, error.errors, ACTIVITY_SERVER_FIELDS);
      form.setError('root.server', { message: t('authoring:activity.createFailed', { details: failureDetails(error) }) });
    }
  });

  return (
    <FormProvider {...form}>
      <form className="stack" onSubmit={submit} noValidate aria-label={t('authoring:activity.formLabel')}>
        <ActivityFields showIcons={!extra} showHint={type !== 'tracing'} />
        {extra?.children}
        {shownFailure && (
          <Alert reveal revealKey={submitCount}>
            {shownFailure}
          </Alert>
        )}
        <div className="form-actions">
          <Button type="submit" busy={isSubmitting}>
            {extra?.submitLabel ?? t('authoring:activity.create')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
