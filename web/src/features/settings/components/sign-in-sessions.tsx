import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatusPanel } from '../../../components/ui/status-panel';
import { forgetOriginOnLogout } from '../../../lib/access';
import { errorText } from '../../../lib/api-error';
import { clearSession } from '../../../lib/auth-storage';
import { deviceName } from '../api/device-name';
import { signInSessionsQuery, useSignOutEverywhere } from '../api/sessions-api';
import styles from './settings.module.css';
import { useSchoolTimeZone } from '../../../lib/school-query';
import { formatDate } from '../../../lib/activity-text';

/** Settings: where the account is signed in (device, last seen), and "sign out everywhere" (issue 17 item 5). */
export function SignInSessions() {
  const { t, i18n } = useTranslation('settings');
  const sessions = useQuery(signInSessionsQuery());
  const signOut = useSignOutEverywhere();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timeZone = useSchoolTimeZone();
  const when = (iso: string) => formatDate(iso, i18n.language === 'tl' ? 'tl' : 'en', true, timeZone);

  const handleSignOutEverywhere = async () => {
    setConfirming(false);
    setError(null);
    try {
      await signOut.mutateAsync();
      // Every session has ended on the server, this one too: leave the way a logout does.
      forgetOriginOnLogout('/settings');
      clearSession();
      queryClient.clear();
      void navigate('/', { replace: true });
    } catch (cause) {
      setError(errorText(cause, t('sessions.failed')));
    }
  };

  return (
    <section className={`card stack ${styles.form}`} aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('sessions.title')}</h2>
      <p className="field__hint">{t('sessions.hint')}</p>
      {error && <Alert>{error}</Alert>}
      {sessions.isPending ? (
        <StatusPanel kind="loading" />
      ) : sessions.isError ? (
        <StatusPanel
          kind="error"
          title={t('sessions.loadFailed')}
          text=""
          action={<Button onClick={() => void sessions.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <ul className={styles.sessions}>
          {sessions.data.map((session) => (
            <li key={session.id}>
              <strong title={session.device ?? undefined}>{deviceName(session.device) ?? t('sessions.unknownDevice')}</strong>
              {session.current && <span className={styles.current}> {t('sessions.current')}</span>}
              <br />
              <span className="field__hint">{t('sessions.lastSeen', { when: when(session.last_seen_at) })}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="form-actions">
        <Button variant="secondary" busy={signOut.isPending} onClick={() => setConfirming(true)}>
          {t('sessions.signOutEverywhere')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('sessions.confirmTitle')}
        confirmLabel={t('sessions.signOutEverywhere')}
        cancelLabel={t('sessions.cancel')}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void handleSignOutEverywhere()}
      >
        {t('sessions.confirmText')}
      </ConfirmDialog>
    </section>
  );
}
