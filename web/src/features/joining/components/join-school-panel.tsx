import { JoinSchoolBody } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StatusPanel } from '../../../components/ui/status-panel';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/activity-text';
import { errorText } from '../../../lib/api-error';
import { SERVER_ERROR, useFieldError } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-resolver';
import { myJoinRequestQuery, useCancelJoinRequest, useEnterSchool, useRequestToJoin } from '../api/joining-api';
import styles from './joining.module.css';

/**
 * The dashboard of a teacher not yet in a school (issue 20 item 3): why nothing is shown, the join-code
 * form, and the request's state. Polls while the request waits; once approved, enters the school.
 */
export function JoinSchoolPanel() {
  const { t, i18n } = useTranslation('joining');
  const language = i18n.language === 'tl' ? 'tl' : 'en';
  const toast = useToast();
  const mine = useQuery(myJoinRequestQuery());
  const ask = useRequestToJoin();
  const cancel = useCancelJoinRequest();
  const enterSchool = useEnterSchool();
  const fieldError = useFieldError();
  const form = useForm<{ join_code: string }, unknown, JoinSchoolBody>({
    resolver: contractResolver(JoinSchoolBody),
    defaultValues: { join_code: '' },
    mode: 'onSubmit',
  });
  const code = form.watch('join_code');

  const request = mine.data?.request ?? null;
  const inSchool = mine.data?.in_school === true;
  useEffect(() => {
    if (inSchool) void enterSchool();
  }, [inSchool, enterSchool]);

  // Every failure is about the code, so it shows under the code (the server's text, else 'sendFailed').
  const handleSubmit = form.handleSubmit(async ({ join_code }) => {
    try {
      const answer = await ask.mutateAsync(join_code);
      form.reset();
      if (answer.message) toast(answer.message);
    } catch (error) {
      form.setError('join_code', { type: SERVER_ERROR, message: errorText(error, t('waiting.sendFailed')) }, { shouldFocus: true });
    }
  });

  const handleWithdraw = () =>
    cancel.mutate(undefined, {
      onSuccess: (answer) => toast(answer.message),
      onError: (error) => toast(errorText(error, t('waiting.withdrawFailed')), 'error'),
    });

  const school = request?.school_name ?? '';
  let state = null;
  if (inSchool) state = <Alert tone="success">{t('waiting.approved', { school })}</Alert>;
  else if (request?.status === 'pending') {
    state = (
      <section className={`card ${styles.block}`} aria-labelledby="join-pending">
        <h2 id="join-pending">{t('waiting.pendingTitle')}</h2>
        <p role="status">{t('waiting.pending', { school, date: formatDate(request.created_at, language) })}</p>
        <Button variant="secondary" onClick={handleWithdraw} busy={cancel.isPending}>
          {t('waiting.withdraw')}
        </Button>
      </section>
    );
  } else if (request?.status === 'refused') state = <Alert tone="info">{t('waiting.refused', { school })}</Alert>;
  else if (request?.status === 'cancelled') state = <p className="muted">{t('waiting.cancelled', { school })}</p>;

  return (
    <div className="stack">
      <section className={`card stack ${styles.panel}`} aria-labelledby="join-title">
        <h1 id="join-title">{t('waiting.title')}</h1>
        <p>{t('waiting.intro')}</p>
        <p className="muted">{t('waiting.inviteHint')}</p>
      </section>
      {mine.isPending ? (
        <StatusPanel kind="loading" />
      ) : mine.isError ? (
        <Alert>{errorText(mine.error, t('waiting.loadFailed'))}</Alert>
      ) : (
        state
      )}
      {!inSchool && request?.status !== 'pending' && !mine.isPending && (
        <form className={`card stack ${styles.codeForm}`} onSubmit={handleSubmit} noValidate>
          <TextField
            label={t('waiting.codeLabel')}
            hint={t('waiting.codeHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputClassName={styles.codeInput}
            error={fieldError(form.formState.errors.join_code)}
            required
            {...form.register('join_code')}
          />
          <div className="form-actions">
            <Button type="submit" busy={ask.isPending} disabled={code.trim() === ''}>
              {t('waiting.send')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
