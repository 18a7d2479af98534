import { UpdateSchoolBody, type School } from '@aralin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorText, isApiError } from '../../../lib/api-error';
import { applyServerErrors, useFieldError } from '../../../lib/form-errors';
import { schoolQuery, useUpdateSchool } from '../api/school-api';
import styles from './settings.module.css';

/** The school's DepEd School ID (issue 12): admins edit it; the card is not shown to teachers. */
export function SchoolSection() {
  const school = useQuery(schoolQuery());
  if (!school.data) return null;
  return <SchoolForm key={school.data.deped_school_id ?? ''} saved={school.data} />;
}

function SchoolForm({ saved }: { saved: School }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const fieldError = useFieldError();
  const update = useUpdateSchool();
  const form = useForm<{ deped_school_id: string }>({
    resolver: zodResolver(UpdateSchoolBody) as never,
    defaultValues: { deped_school_id: saved.deped_school_id ?? '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values.deped_school_id.trim());
      toast(t('school.saved'));
    } catch (error) {
      if (isApiError(error) && applyServerErrors(form.setError, error.errors, ['deped_school_id'] as const)) return;
      form.setError('root.server', { message: errorText(error, t('school.saveFailed')) });
    }
  });

  return (
    <form className={`card stack ${styles.form}`} onSubmit={onSubmit} noValidate aria-labelledby="school-title">
      <h2 id="school-title">{t('school.title')}</h2>
      {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
      <p className="muted">{saved.name}</p>
      <TextField
        label={t('school.depedId')}
        hint={t('school.depedIdHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        error={fieldError(errors.deped_school_id)}
        {...form.register('deped_school_id')}
      />
      <div className="form-actions">
        <Button type="submit" busy={isSubmitting}>
          {t('school.save')}
        </Button>
      </div>
    </form>
  );
}
