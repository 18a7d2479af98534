import { EmailBody } from '@aralin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { countInvalid, FormFeedback } from '../../../components/ui/form-feedback';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { PageCard } from '../../../components/ui/page-card';
import { TextField } from '../../../components/ui/text-field';
import { errorText, isApiError } from '../../../lib/api-error';
import { useFieldError } from '../../../lib/form-errors';
import { csrfQuery, useForgotPassword } from '../api/account-api';

/** /forgot-password (spec §2, §5, §8): usable once the CSRF token is fetched; answers the same for any address. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const csrf = useQuery(csrfQuery());
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(EmailBody), defaultValues: { email: '' }, mode: 'onSubmit' });
  const { errors, isSubmitting, submitCount } = form.formState;
  const ready = csrf.isSuccess;

  const onSubmit = form.handleSubmit(async (body) => {
    if (!ready) return form.setError('root.server', { message: t('forgot.notReady') });
    try {
      await forgot.mutateAsync(body);
    } catch (error) {
      const message = isApiError(error) && error.status === 403 ? t('forgot.security') : errorText(error, t('forgot.failed'));
      form.setError('root.server', { message });
    }
  });

  return (
    <PageCard
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      footer={
        <Link to="/" className="row row--center">
          <ArrowLeftIcon /> {t('forgot.back')}
        </Link>
      }
    >
      <form className="stack" onSubmit={onSubmit} noValidate>
        {csrf.isError && <Alert>{t('forgot.initFailed')}</Alert>}
        {forgot.isSuccess && <Alert tone="success">{forgot.data?.message || t('forgot.sent')}</Alert>}
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
        <Button
          type="submit"
          size="lg"
          block
          busy={isSubmitting}
          disabled={!ready}
          aria-describedby={ready ? undefined : 'forgot-not-ready'}
        >
          {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
        {csrf.isPending && (
          <p id="forgot-not-ready" className="field__hint center" role="status">
            {t('forgot.notReady')}
          </p>
        )}
      </form>
    </PageCard>
  );
}
