import { TeacherLoginBody } from '@aralin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { countInvalid, FormFeedback } from '../../../components/ui/form-feedback';
import { PageCard } from '../../../components/ui/page-card';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { errorText, isApiError } from '../../../lib/api-error';
import { applyServerErrors, useFieldError } from '../../../lib/form-errors';
import { useCompleteSignIn } from '../../../lib/sign-in';
import { useTeacherLogin } from '../api/account-api';
import styles from './account.module.css';

/** /teacher-login (spec §2): email, password with show/hide, links, Log In → /teacher-dashboard. */
export function TeacherLoginForm() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const login = useTeacherLogin();
  const complete = useCompleteSignIn();
  const form = useForm({ resolver: zodResolver(TeacherLoginBody), defaultValues: { email: '', password: '' }, mode: 'onSubmit' });
  const { errors, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await login.mutateAsync(body);
      complete(answer.token, answer.user, 'teacher');
    } catch (error) {
      if (isApiError(error) && applyServerErrors(form.setError, error.errors, ['email', 'password'])) return;
      form.setError('root.server', { message: errorText(error, t('teacherLogin.failed')) });
    }
  });

  return (
    <PageCard
      title={t('teacherLogin.title')}
      intro={t('teacherLogin.intro')}
      footer={
        <p>
          {t('teacherLogin.noAccount')} <Link to="/register">{t('teacherLogin.register')}</Link>
        </p>
      }
    >
      <form className="stack" onSubmit={onSubmit} noValidate>
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
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          required
          error={fieldError(errors.password)}
          {...form.register('password')}
        />
        <div className={styles.links}>
          <Link to="/forgot-password">{t('teacherLogin.forgotPassword')}</Link>
        </div>
        <FormFeedback failure={errors.root?.server?.message} invalid={countInvalid(errors)} attempt={submitCount} />
        <Button type="submit" size="lg" block busy={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('teacherLogin.submitting') : t('teacherLogin.submit')}
        </Button>
      </form>
    </PageCard>
  );
}
