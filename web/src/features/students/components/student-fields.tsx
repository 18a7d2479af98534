import { useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';
import { PasswordRules } from '../../../components/ui/password-rules';
import { TextField } from '../../../components/ui/text-field';
import { useFieldError } from '../../../lib/form-errors';
import type { StudentFormValues } from '../api/student-form';

interface StudentFieldsProps<Out extends FieldValues> {
  /** The Add or Edit form: the same inputs, each submitting its own contract body. */
  form: UseFormReturn<StudentFormValues, unknown, Out>;
  /** Add requires a password; edit and a prefilled unassigned student may leave it blank. */
  passwordOptional: boolean;
  /** Edit also allows 'other' (spec §3). */
  allowOther: boolean;
  consentLabel: string;
}

/** The fields of the Add and Edit Student modals (spec §5), with the live password checklist. */
/** The form's fields, in order: a server error on any of them is shown beside it. */
export const STUDENT_FIELDS = [
  'name',
  'password',
  'confirm_password',
  'parent_guardian',
  'contact_number',
  'lrn',
  'birth_date',
  'gender',
  'consent',
] as const;

export function StudentFields<Out extends FieldValues>({ form, passwordOptional, allowOther, consentLabel }: StudentFieldsProps<Out>) {
  const { t } = useTranslation('students');
  const fieldError = useFieldError();
  const rulesId = useId();
  const genderErrorId = useId();
  const { errors } = form.formState;
  const password = form.watch('password');
  const genders = allowOther ? (['male', 'female', 'other'] as const) : (['male', 'female'] as const);

  return (
    <>
      <TextField label={t('fields.name')} autoComplete="off" required error={fieldError(errors.name)} {...form.register('name')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        required={!passwordOptional}
        hint={passwordOptional ? t('fields.keepPassword') : undefined}
        aria-describedby={rulesId}
        error={fieldError(errors.password)}
        {...form.register('password')}
      />
      {(!passwordOptional || password !== '') && <PasswordRules id={rulesId} password={password} />}
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required={!passwordOptional}
        error={fieldError(errors.confirm_password)}
        {...form.register('confirm_password')}
      />
      <TextField
        label={t('fields.parentGuardian')}
        autoComplete="off"
        required
        error={fieldError(errors.parent_guardian)}
        {...form.register('parent_guardian')}
      />
      <TextField
        label={t('fields.contactNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        required
        error={fieldError(errors.contact_number)}
        {...form.register('contact_number')}
      />
      <TextField
        label={t('fields.lrn')}
        hint={t('fields.lrnHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        error={fieldError(errors.lrn)}
        {...form.register('lrn')}
      />
      <TextField label={t('fields.birthDate')} type="date" error={fieldError(errors.birth_date)} {...form.register('birth_date')} />
      <fieldset className="field" aria-describedby={errors.gender ? genderErrorId : undefined}>
        <legend className="field__label">{t('fields.gender')}</legend>
        <div className="choice-group" style={allowOther ? { gridTemplateColumns: 'repeat(3, 1fr)' } : undefined}>
          {genders.map((gender) => (
            <label key={gender} className="choice">
              <input type="radio" value={gender} {...form.register('gender')} />
              {t(`gender.${gender}`)}
            </label>
          ))}
        </div>
        {errors.gender && (
          <p id={genderErrorId} className="field__error">
            {fieldError(errors.gender)}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label className="check">
          <input
            type="checkbox"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${genderErrorId}-consent` : undefined}
            {...form.register('consent')}
          />
          <span>{consentLabel}</span>
        </label>
        {errors.consent && (
          <p id={`${genderErrorId}-consent`} className="field__error">
            {fieldError(errors.consent)}
          </p>
        )}
      </div>
    </>
  );
}
