import type { ActivityCard, ActivityType, QuestionBody } from '@aralin/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { useCreateActivity } from '../api/authoring-api';
import { activityBody, type ActivityDraft } from '../api/payloads';
import { ActivityFields, type ActivityErrors, emptyActivityDraft } from './activity-fields';

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

/** Client checks of the activity form: a title (spec §5), a lesson link, a new concept's name. */
export function checkActivity(draft: ActivityDraft): ActivityErrors {
  const errors: ActivityErrors = {};
  if (!draft.title.trim()) errors.title = 'activityTitleRequired';
  if (draft.lesson.trim() && !/^https?:\/\/\S+$/i.test(draft.lesson.trim())) errors.lesson = 'lessonLinkInvalid';
  if (draft.concept.kind === 'new' && !draft.concept.name.trim()) errors.conceptName = 'conceptNameRequired';
  return errors;
}

/** Step 1 of a create screen: the activity form and 'Create Activity' (spec §4 'the activity is created first'). */
export function ActivityStep({ type, sectionId, subjectId, onCreated, extra }: ActivityStepProps) {
  const { t } = useTranslation(['authoring', 'validation']);
  const toast = useToast();
  const create = useCreateActivity(sectionId, subjectId);
  const [draft, setDraft] = useState<ActivityDraft>(() => emptyActivityDraft());
  const [errors, setErrors] = useState<ActivityErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // A problem of the extras (no tracing target) shows after a submit, and only while it still holds.
  const [checked, setChecked] = useState(false);
  const shownFailure = failure ?? (checked ? (extra?.problem ?? null) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkActivity(draft);
    const shown: ActivityErrors = Object.fromEntries(
      Object.entries(found).map(([k, key]) => [k, t(`validation:${key}` as 'validation:activityTitleRequired')]),
    );
    setErrors(shown);
    setFailure(null);
    setChecked(true);
    if (Object.keys(found).length > 0 || extra?.problem) return;
    const body = activityBody({ ...draft, icon: extra?.icon ?? draft.icon }, type, subjectId, extra?.questions);
    if (extra) body.extra_data = { ...body.extra_data, ...extra.extraData };
    try {
      const answer = await create.mutateAsync(body);
      toast(t('validation:activityCreated'));
      onCreated(answer.activity);
    } catch (error) {
      const fields = isApiError(error) ? error.errors : {};
      setErrors({
        title: fields.title,
        lesson: fields.lesson_material,
        conceptName: fields['concept.name'] ?? fields.concept,
        conceptCompetency: fields['concept.competency'],
      });
      const details = isApiError(error)
        ? error.error || (error.status === 0 ? t('authoring:noResponse') : `${error.status}`)
        : String(error);
      setFailure(t('authoring:activity.createFailed', { details }));
    }
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={t('authoring:activity.formLabel')}>
      <ActivityFields draft={draft} onChange={setDraft} errors={errors} showIcons={!extra} showHint={type !== 'tracing'} />
      {extra?.children}
      {shownFailure && <Alert reveal>{shownFailure}</Alert>}
      <div className="form-actions">
        <Button type="submit" busy={create.isPending}>
          {extra?.submitLabel ?? t('authoring:activity.create')}
        </Button>
      </div>
    </form>
  );
}
