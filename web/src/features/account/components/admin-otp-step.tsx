import { AdminLoginBody } from '@aralin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { countInvalid, FormFeedback } from '../../../components/ui/form-feedback';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { errorText, isApiError } from '../../../lib/api-error';
import { applyServerErrors, useFieldError } from '../../../lib/form-errors';
import { useCompleteSignIn } from '../../../lib/sign-in';
import { useAdminLogin } from '../api/account-api';
import styles from './account.module.css';

const OtpForm = AdminLoginBody.pick({ otp: true, password: true });

interface AdminOtpStepProps {
  email: string;
  sentMessage: string;
  onChangeEmail: () => void;
}

/** Step 2 of the admin login: the emailed OTP and the password → /admin-dashboard. */
export function AdminOtpStep({ email, sentMessage, onChangeEmail }: AdminOtpStepProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const login = useAdminLogin();
  const complete = useCompleteSignIn();
  const form = useForm({ resolver: zodResolver(OtpForm), defaultValues: { otp: '', password: '' }, mode: 'onSubmit' });
  const { errors, isSubmitting, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(async ({ otp, password }) => {
    try {
      const answer = await login.mutateAsync({ email, otp, password });
      complete(answer.token, answer.user, 'admin');
    } catch (error) {
      if (isApiError(error) && applyServerErrors(form.setError, error.errors, ['otp', 'password'])) return;
      form.setError('root.server', { message: errorText(error, t('adminLogin.failed')) });
    }
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      {sentMessage && <Alert tone="info">{sentMessage}</Alert>}
      <TextField
        label={t('fields.otp')}
        hint={t('adminLogin.otpHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        autoFocus
        error={fieldError(errors.otp)}
        {...form.register('otp')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        required
        error={fieldError(errors.password)}
        {...form.register('password')}
      />
      <div className={styles.links}>
        <Link to="/forgot-password">{t('adminLogin.forgotPassword')}</Link>
      </div>
      {/* Issue 20: the answer is the same for any address, so a teacher who came to the wrong door is told where theirs is. */}
      <p className={styles.note}>
        {t('adminLogin.teacherHint')} <Link to="/teacher-login">{t('adminLogin.teacherLink')}</Link>
      </p>
      <FormFeedback failure={errors.root?.server?.message} invalid={countInvalid(errors)} attempt={submitCount} />
      <Button type="submit" size="lg" block busy={isSubmitting}>
        {isSubmitting ? t('adminLogin.submitting') : t('adminLogin.submit')}
      </Button>
      <Button variant="ghost" icon={<ArrowLeftIcon />} onClick={onChangeEmail}>
        {t('adminLogin.changeEmail')}
      </Button>
      <p className={styles.note}>{t('adminLogin.privacyNote')}</p>
    </form>
  );
}
