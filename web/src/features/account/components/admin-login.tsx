import { EmailBody } from '@aralin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { countInvalid, FormFeedback } from '../../../components/ui/form-feedback';
import { PageCard } from '../../../components/ui/page-card';
import { TextField } from '../../../components/ui/text-field';
import { errorText, isApiError } from '../../../lib/api-error';
import { applyServerErrors, useFieldError } from '../../../lib/form-errors';
import { useRequestOtp } from '../api/account-api';
import { AdminOtpStep } from './admin-otp-step';

/** /admin-login (spec §2, §4): step 1 asks for the email and sends an OTP; step 2 signs in. */
export function AdminLogin() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  return (
    <PageCard
      title={t('adminLogin.title')}
      intro={sent ? t('adminLogin.otpIntro', { email: sent.email }) : t('adminLogin.intro')}
      footer={
        <p>
          {t('adminLogin.noAccount')} <Link to="/register">{t('adminLogin.registerHere')}</Link>
        </p>
      }
    >
      {sent ? (
        <AdminOtpStep email={sent.email} sentMessage={sent.message} onChangeEmail={() => setSent(null)} />
      ) : (
        <EmailStep onSent={(email, message) => setSent({ email, message })} />
      )}
    </PageCard>
  );
}

function EmailStep({ onSent }: { onSent: (email: string, message: string) => void }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const requestOtp = useRequestOtp();
  const form = useForm({ resolver: zodResolver(EmailBody), defaultValues: { email: '' }, mode: 'onSubmit' });
  const { errors, isSubmitting, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const answer = await requestOtp.mutateAsync({ email });
      onSent(email, answer.message);
    } catch (error) {
      if (isApiError(error) && applyServerErrors(form.setError, error.errors, ['email'])) return;
      form.setError('root.server', { message: errorText(error, t('adminLogin.otpFailed')) });
    }
  });

  return (
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
      <FormFeedback failure={errors.root?.server?.message} invalid={countInvalid(errors)} attempt={submitCount} />
      <Button type="submit" size="lg" block busy={isSubmitting}>
        {isSubmitting ? t('adminLogin.sending') : t('adminLogin.requestOtp')}
      </Button>
    </form>
  );
}
