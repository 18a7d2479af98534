import { InviteTeacherBody, type JoinRequest, type SchoolInvite } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatusPanel } from '../../../components/ui/status-panel';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/activity-text';
import { errorText } from '../../../lib/api-error';
import { SERVER_ERROR, useFieldError } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-resolver';
import { useSchoolTimeZone } from '../../../lib/school-query';
import {
  invitesQuery,
  joinCodeQuery,
  joinRequestsQuery,
  useDecideJoinRequest,
  useInviteTeacher,
  useRegenerateJoinCode,
  useRevokeInvite,
} from '../api/joining-api';
import styles from './joining.module.css';

/** The join code shown in two groups of four, as people read it out: ABCD-2345. */
const grouped = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');

/**
 * On the admin's Teachers screen (issue 20 item 3): teachers waiting to join, the school's join code, and
 * invitations by email.
 */
export function SchoolJoiningPanel() {
  const { t } = useTranslation('joining');
  return (
    <section className="card stack" aria-labelledby="school-joining">
      <div>
        <h2 id="school-joining">{t('school.title')}</h2>
        <p className="muted">{t('school.intro')}</p>
      </div>
      <JoinRequests />
      <JoinCode />
      <Invitations />
    </section>
  );
}

function useDate() {
  const { i18n } = useTranslation();
  const timeZone = useSchoolTimeZone();
  return (iso: string) => formatDate(iso, i18n.language === 'tl' ? 'tl' : 'en', false, timeZone);
}

function JoinRequests() {
  const { t } = useTranslation('joining');
  const toast = useToast();
  const date = useDate();
  const requests = useQuery(joinRequestsQuery());
  const decide = useDecideJoinRequest();
  const handleDecide = (request: JoinRequest, approve: boolean) =>
    decide.mutate(
      { id: request.id, approve },
      {
        onSuccess: (answer) => toast(answer.message),
        onError: (error) => toast(errorText(error, t('school.decideFailed')), 'error'),
      },
    );
  return (
    <div className={`stack ${styles.part}`}>
      <h3>{t('school.requestsTitle')}</h3>
      {requests.isPending ? (
        <StatusPanel kind="loading" />
      ) : requests.isError ? (
        <Alert>{errorText(requests.error, t('school.decideFailed'))}</Alert>
      ) : requests.data.length === 0 ? (
        <p className="muted">{t('school.noRequests')}</p>
      ) : (
        <ul className={styles.list}>
          {requests.data.map((request) => (
            <li key={request.id} className={styles.item}>
              <span className={styles.who}>
                <strong>{request.name}</strong>
                <span>{request.email}</span>
                <span className="muted">{t('school.askedOn', { date: date(request.created_at) })}</span>
              </span>
              <span className={styles.row}>
                <Button
                  aria-label={t('school.approveNamed', { name: request.name })}
                  disabled={decide.isPending}
                  onClick={() => handleDecide(request, true)}
                >
                  {t('school.approve')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('school.refuseNamed', { name: request.name })}
                  disabled={decide.isPending}
                  onClick={() => handleDecide(request, false)}
                >
                  {t('school.refuse')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function JoinCode() {
  const { t } = useTranslation('joining');
  const toast = useToast();
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const code = useQuery({ ...joinCodeQuery(), enabled: shown });
  const regenerate = useRegenerateJoinCode();
  const handleRegenerate = () => {
    setConfirming(false);
    regenerate.mutate(undefined, {
      onSuccess: (answer) => {
        setShown(true);
        if (answer.message) toast(answer.message);
      },
      onError: (error) => toast(errorText(error, t('school.codeFailed')), 'error'),
    });
  };
  return (
    <div className={`stack ${styles.part}`}>
      <h3>{t('school.codeTitle')}</h3>
      <p className="muted">{t('school.codeHelp')}</p>
      {shown &&
        (code.isPending ? (
          <StatusPanel kind="loading" />
        ) : code.isError ? (
          <Alert>{errorText(code.error, t('school.codeFailed'))}</Alert>
        ) : (
          <p className={styles.code} aria-label={`${t('school.codeTitle')}: ${code.data.join_code.split('').join(' ')}`}>
            {grouped(code.data.join_code)}
          </p>
        ))}
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => setShown((s) => !s)} aria-expanded={shown}>
          {shown ? t('school.hide') : t('school.show')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)} busy={regenerate.isPending}>
          {t('school.regenerate')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('school.regenerateTitle')}
        confirmLabel={t('school.regenerateConfirm')}
        cancelLabel={t('school.cancel')}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={handleRegenerate}
      >
        {t('school.regenerateQuestion')}
      </ConfirmDialog>
    </div>
  );
}

function Invitations() {
  const { t } = useTranslation('joining');
  const toast = useToast();
  const date = useDate();
  const invites = useQuery(invitesQuery());
  const send = useInviteTeacher();
  const revoke = useRevokeInvite();
  const fieldError = useFieldError();
  const form = useForm<{ email: string }, unknown, InviteTeacherBody>({
    resolver: contractResolver(InviteTeacherBody),
    defaultValues: { email: '' },
    mode: 'onSubmit',
  });
  const email = form.watch('email');

  // Every failure is about the address, so it shows under it (the server's text, else 'inviteFailed').
  const handleSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await send.mutateAsync(body.email);
      form.reset();
      toast(answer.message);
    } catch (error) {
      form.setError('email', { type: SERVER_ERROR, message: errorText(error, t('school.inviteFailed')) }, { shouldFocus: true });
    }
  });
  const handleRevoke = (invite: SchoolInvite) =>
    revoke.mutate(invite.id, {
      onSuccess: (answer) => toast(answer.message),
      onError: (error) => toast(errorText(error, t('school.revokeFailed')), 'error'),
    });

  return (
    <div className={`stack ${styles.part}`}>
      <h3>{t('school.inviteTitle')}</h3>
      <form className={`stack ${styles.inviteForm}`} onSubmit={handleSubmit} noValidate>
        <TextField
          label={t('school.inviteEmail')}
          type="email"
          inputMode="email"
          autoComplete="off"
          hint={t('school.inviteHelp')}
          error={fieldError(form.formState.errors.email)}
          required
          {...form.register('email')}
        />
        <div className="form-actions">
          <Button type="submit" busy={send.isPending} disabled={email.trim() === ''}>
            {t('school.invite')}
          </Button>
        </div>
      </form>
      <h3>{t('school.invitesTitle')}</h3>
      {invites.isPending ? (
        <StatusPanel kind="loading" />
      ) : invites.isError ? (
        <Alert>{errorText(invites.error, t('school.inviteFailed'))}</Alert>
      ) : invites.data.length === 0 ? (
        <p className="muted">{t('school.noInvites')}</p>
      ) : (
        <ul className={styles.list}>
          {invites.data.map((invite) => (
            <li key={invite.id} className={styles.item}>
              <span className={styles.who}>
                <strong>{invite.email}</strong>
                <span className="muted">{t('school.invitedOn', { date: date(invite.created_at), name: invite.invited_by ?? '—' })}</span>
                <span className="muted">
                  {invite.status === 'expired' ? t('school.expired') : t('school.expiresOn', { date: date(invite.expires_at) })}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={t('school.revokeNamed', { email: invite.email })}
                disabled={revoke.isPending}
                onClick={() => handleRevoke(invite)}
              >
                {t('school.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
