import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { countInvalid, FormFeedback } from '../../../components/ui/form-feedback';
import { PageCard } from '../../../components/ui/page-card';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors, SERVER_ERROR, useFieldError } from '../../../lib/form-errors';
import { useRegister } from '../api/account-api';
import { RegisterForm } from '../api/register-form';
import { CheckEmail } from './check-email';
import { NewPasswordFields } from './new-password-fields';

/** /register (spec §2): step 1 the form, step 2 'Check Your Email'. The form keeps its values between steps. */
export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(RegisterForm),
    defaultValues: { role: '', username: '', email: '', password: '', confirm: '' },
    mode: 'onSubmit',
  });
  const { errors, isSubmitting, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(async ({ confirm: _confirm, ...body }) => {
    try {
      await register.mutateAsync(body);
      setSentTo(body.email);
    } catch (error) {
      if (!isApiError(error)) return form.setError('root.server', { message: t('register.failed') });
      if (error.status === 0) return form.setError('root.server', { message: t('register.noResponse') });
      if (applyServerErrors(form.setError, error.errors, ['role', 'username', 'email', 'password'])) return;
      // Spec §8: the message text decides the field when the server sends no field map.
      const text = error.error.toLowerCase();
      const field = text.includes('email already exists') ? 'email' : text.includes('username already exists') ? 'username' : null;
      if (field) return form.setError(field, { type: SERVER_ERROR, message: error.error }, { shouldFocus: true });
      form.setError('root.server', { message: error.error || t('register.failed') });
    }
  });

  if (sentTo) return <CheckEmail email={sentTo} onBack={() => setSentTo(null)} />;

  return (
    <PageCard
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <p>
          {t('register.haveAccount')} <Link to="/">{t('register.logIn')}</Link>
        </p>
      }
    >
      <form className="stack" onSubmit={onSubmit} noValidate>
        <fieldset className="field" aria-describedby={errors.role ? 'role-error' : undefined}>
          <legend className="field__label">{t('register.roleLegend')}</legend>
          <div className="choice-group">
            <label className="choice">
              <input type="radio" value="teacher" {...form.register('role')} />
              {t('register.roleTeacher')}
            </label>
            <label className="choice">
              <input type="radio" value="admin" {...form.register('role')} />
              {t('register.roleAdmin')}
            </label>
          </div>
          {errors.role && (
            <p id="role-error" className="field__error">
              {fieldError(errors.role)}
            </p>
          )}
          {/* Issue 20 item 3: a teacher who registers is not yet in a school. */}
          <p className="field__hint">{t('register.teacherHint')}</p>
        </fieldset>
        <TextField
          label={t('fields.username')}
          autoComplete="username"
          required
          error={fieldError(errors.username)}
          {...form.register('username')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('fields.emailPlaceholder')}
          required
          error={fieldError(errors.email)}
          {...form.register('email')}
        />
        <NewPasswordFields
          form={form}
          password="password"
          confirm="confirm"
          labels={{ password: t('fields.password'), confirm: t('fields.confirmPassword') }}
        />
        <p className="muted">
          <Trans t={t} i18nKey="register.agree" components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }} />
        </p>
        <FormFeedback failure={errors.root?.server?.message} invalid={countInvalid(errors)} attempt={submitCount} />
        <Button type="submit" size="lg" block busy={isSubmitting}>
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
    </PageCard>
  );
}
