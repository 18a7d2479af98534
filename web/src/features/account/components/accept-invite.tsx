import { AcceptInviteBody } from '@aralin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageCard } from '../../../components/ui/page-card';
import { StatusPanel } from '../../../components/ui/status-panel';
import { TextField } from '../../../components/ui/text-field';
import { errorText, isApiError } from '../../../lib/api-error';
import { applyServerErrors, useFieldError } from '../../../lib/form-errors';
import { useCompleteSignIn } from '../../../lib/sign-in';
import { inviteDetailsQuery, useAcceptInvite } from '../api/account-api';
import { NewPasswordFields } from './new-password-fields';

const FIELDS = ['first_name', 'last_name', 'username', 'password', 'confirm_password'] as const;

/**
 * /accept-invite?token=… (the link an admin's invitation mails, issue 20 item 3): shows the school and the
 * invited address, lets the invitee set their name, username and password, then signs them in.
 */
export function AcceptInviteScreen({ token }: { token: string }) {
  const { t } = useTranslation('joining');
  const details = useQuery(inviteDetailsQuery(token));
  const title = t('accept.title');

  if (!token || details.isError) {
    return (
      <PageCard title={title}>
        <Alert>{token ? errorText(details.error, t('accept.failed')) : t('accept.missing')}</Alert>
        <ButtonLink to="/" variant="secondary" size="lg" block>
          {t('accept.toHome')}
        </ButtonLink>
      </PageCard>
    );
  }
  if (details.isPending) {
    return (
      <PageCard title={title}>
        <StatusPanel kind="loading" title={t('accept.loading')} />
      </PageCard>
    );
  }
  return (
    <PageCard title={title} intro={t('accept.intro', { school: details.data.school_name, email: details.data.email })}>
      <AcceptInviteForm token={token} email={details.data.email} />
    </PageCard>
  );
}

function AcceptInviteForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('joining');
  const fieldError = useFieldError();
  const accept = useAcceptInvite();
  const complete = useCompleteSignIn();
  const form = useForm({
    resolver: zodResolver(AcceptInviteBody),
    defaultValues: { token, first_name: '', last_name: '', username: email.split('@')[0] ?? '', password: '', confirm_password: '' },
    mode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await accept.mutateAsync(body);
      complete(answer.token, answer.user, 'teacher');
    } catch (error) {
      if (isApiError(error) && applyServerErrors(form.setError, error.errors, FIELDS)) return;
      form.setError('root.server', { message: errorText(error, t('accept.failed')) });
    }
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      {errors.root?.server && <Alert reveal>{errors.root.server.message}</Alert>}
      <div className="field-pair">
        <TextField
          label={t('accept.firstName')}
          autoComplete="given-name"
          required
          error={fieldError(errors.first_name)}
          {...form.register('first_name')}
        />
        <TextField
          label={t('accept.lastName')}
          autoComplete="family-name"
          required
          error={fieldError(errors.last_name)}
          {...form.register('last_name')}
        />
      </div>
      <TextField
        label={t('accept.username')}
        autoComplete="username"
        required
        error={fieldError(errors.username)}
        {...form.register('username')}
      />
      <NewPasswordFields
        form={form}
        password="password"
        confirm="confirm_password"
        labels={{ password: t('accept.password'), confirm: t('accept.confirmPassword') }}
      />
      <Button type="submit" size="lg" block busy={isSubmitting}>
        {t('accept.submit')}
      </Button>
    </form>
  );
}
