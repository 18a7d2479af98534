import { routes } from '@aralin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { forgetOriginOnLogout } from '../../../lib/access';
import { api } from '../../../lib/api-client';
import { errorText } from '../../../lib/api-error';
import { clearSession, readSession } from '../../../lib/auth-storage';
import { saveClassTablet } from '../../../lib/class-tablet';
import styles from './students.module.css';

/**
 * Issue 13 item 4: the teacher, signed in on the class's shared tablet, makes it the class tablet with a
 * PIN of their choosing. The teacher is signed out at once and the tablet shows the class's profiles.
 */
export function ClassTabletPanel({ sectionId }: { sectionId: number }) {
  const { t } = useTranslation('students');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [pin, setPin] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => api.send(routes.management.classTablet, { params: { id: sectionId }, body: { pin } }),
    onSuccess: (tablet) => {
      if (!saveClassTablet(tablet)) return;
      // Signed out as Logout does: the refresh family ended on the server, nothing of the teacher kept here.
      const refresh = readSession().token?.refresh;
      if (refresh) void api.send(routes.account.logout, { body: { refresh }, auth: false }).catch(() => undefined);
      forgetOriginOnLogout(pathname);
      clearSession();
      queryClient.clear();
      void navigate('/student-profile', { replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4,6}$/.test(pin)) return setFormatError(t('classTablet.pinFormat'));
    setFormatError(null);
    start.mutate();
  };

  return (
    <section className={styles.panel} aria-labelledby="class-tablet-title">
      <div className={styles.panelHead}>
        <h2 id="class-tablet-title">{t('classTablet.title')}</h2>
      </div>
      <details className={styles.classTabletDetails}>
        <summary>{t('classTablet.open')}</summary>
        <p className="muted">{t('classTablet.help')}</p>
        <form className={styles.classTabletForm} onSubmit={submit} noValidate>
          <TextField
            label={t('classTablet.pin')}
            hint={t('classTablet.pinHint')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={pin}
            onChange={(e) => {
              setPin(e.target.value.replace(/\D/g, ''));
              setFormatError(null);
            }}
            error={formatError ?? undefined}
          />
          <Button type="submit" busy={start.isPending}>
            {t('classTablet.start')}
          </Button>
        </form>
        {start.isError && <Alert>{errorText(start.error, t('classTablet.failed'))}</Alert>}
      </details>
    </section>
  );
}
