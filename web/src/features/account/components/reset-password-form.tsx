import { ResetPasswordBody, timings } from '@aralin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { countInvalid, FormFeedback } from '../../../components/ui/form-feedback';
import { PageCard } from '../../../components/ui/page-card';
import { errorText, isApiError } from '../../../lib/api-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { useResetPassword } from '../api/account-api';
import { NewPasswordFields } from './new-password-fields';

const { password, new_password } = ResetPasswordBody.shape;
const ResetForm = z.object({ password, new_password }).refine((v) => v.password === v.new_password, {
  path: ['new_password'],
  message: 'passwordsDoNotMatch',
});

/** The reset screen (spec §2, §5, §8). Without a token (or email) the link is invalid and submit is disabled. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(ResetForm), defaultValues: { password: '', new_password: '' }, mode: 'onSubmit' });
  const { errors, isSubmitting, submitCount } = form.formState;
  const linkValid = Boolean(token && email);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), timings.redirectAfterResetMs);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!linkValid) return;
    try {
      await reset.mutateAsync({ email, token, ...values });
    } catch (error) {
      if (isApiError(error) && applyServerErrors(form.setError, error.errors, ['password', 'new_password'])) return;
      form.setError('root.server', { message: errorText(error, t('reset.failed')) });
    }
  });

  return (
    <PageCard
      title={t('reset.title')}
      intro={linkValid ? t('reset.intro', { email }) : undefined}
      footer={<Link to="/forgot-password">{t('reset.requestNew')}</Link>}
    >
      <form className="stack" onSubmit={onSubmit} noValidate>
        {!linkValid && <Alert>{t('reset.invalidLink')}</Alert>}
        {reset.isSuccess && <Alert tone="success">{t('reset.success')}</Alert>}
        <NewPasswordFields
          form={form}
          password="password"
          confirm="new_password"
          labels={{ password: t('fields.newPassword'), confirm: t('fields.confirmPassword') }}
        />
        <FormFeedback failure={errors.root?.server?.message} invalid={countInvalid(errors)} attempt={submitCount} />
        <Button type="submit" size="lg" block busy={isSubmitting} disabled={!linkValid || reset.isSuccess}>
          {isSubmitting ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </PageCard>
  );
}
