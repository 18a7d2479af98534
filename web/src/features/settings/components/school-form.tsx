import { UpdateSchoolBody, type School } from '@aralin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countInvalid, FormFeedback } from '../../../components/ui/form-feedback';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast';
import { errorText, isApiError } from '../../../lib/api-error';
import { applyServerErrors, useFieldError } from '../../../lib/form-errors';
import { schoolQuery, useUpdateSchool } from '../api/school-api';
import styles from './settings.module.css';

/** Every time zone this browser knows, with the saved one whatever happens. */
function zonesWith(saved: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(saved) ? known : [saved, ...known];
}

/**
 * The school's DepEd School ID (issue 12) and time zone (issue 20): admins edit them; the card is not
 * shown to teachers.
 */
export function SchoolSection() {
  const school = useQuery(schoolQuery());
  if (!school.data) return null;
  return (
    <SchoolForm
      key={`${school.data.deped_school_id ?? ''}|${school.data.timezone}|${school.data.retention_years ?? ''}`}
      saved={school.data}
    />
  );
}

function SchoolForm({ saved }: { saved: School }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const fieldError = useFieldError();
  const update = useUpdateSchool();
  const form = useForm<{ deped_school_id?: string; timezone: string; retention_years: number | string | null }>({
    resolver: zodResolver(UpdateSchoolBody) as never,
    defaultValues: { deped_school_id: saved.deped_school_id ?? '', timezone: saved.timezone, retention_years: saved.retention_years },
    // Checked on submit, not on blur: a message appearing under a field must not move what is clicked next (issue 20).
    mode: 'onSubmit',
  });
  const { errors, isSubmitting, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The resolver gives a blank ID as undefined: sent as blank, it clears the ID.
      await update.mutateAsync({
        deped_school_id: (values.deped_school_id ?? '').trim(),
        timezone: values.timezone,
        // The resolver turned the field's text into years, or null for blank.
        retention_years: typeof values.retention_years === 'number' ? values.retention_years : null,
      });
      toast(t('school.saved'));
    } catch (error) {
      if (isApiError(error) && applyServerErrors(form.setError, error.errors, ['deped_school_id', 'timezone', 'retention_years'] as const))
        return;
      form.setError('root.server', { message: errorText(error, t('school.saveFailed')) });
    }
  });

  return (
    <form className={`card stack ${styles.form}`} onSubmit={onSubmit} noValidate aria-labelledby="school-title">
      <h2 id="school-title">{t('school.title')}</h2>
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
      <SelectField
        label={t('school.timeZone')}
        hint={t('school.timeZoneHint')}
        error={fieldError(errors.timezone)}
        {...form.register('timezone')}
      >
        {zonesWith(saved.timezone).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('school.retention')}
        hint={t('school.retentionHint')}
        inputMode="numeric"
        type="number"
        min={1}
        max={20}
        autoComplete="off"
        error={fieldError(errors.retention_years)}
        {...form.register('retention_years')}
      />
      <FormFeedback failure={errors.root?.server?.message} invalid={countInvalid(errors)} attempt={submitCount} />
      <div className="form-actions">
        <Button type="submit" busy={isSubmitting}>
          {t('school.save')}
        </Button>
      </div>
    </form>
  );
}
