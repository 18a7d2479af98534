import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { PageCard } from '../../../components/ui/page-card';
import { StatusPanel } from '../../../components/ui/status-panel';
import { errorText } from '../../../lib/api-error';
import { clearSession } from '../../../lib/auth-storage';
import { useEmailLink } from '../api/account-api';

/**
 * /confirm-email?token=… (the link mailed to a new address) and /revert-email?token=… ("this wasn't me",
 * mailed to the old one): follows the link once on arrival and says what happened (issue 17 item 6).
 */
export function EmailLinkScreen({ kind, token }: { kind: 'confirm' | 'revert'; token: string }) {
  const { t } = useTranslation('auth');
  const follow = useEmailLink(kind);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    follow.mutate(
      { token },
      {
        // Undoing ends every session of the account, this browser's too.
        onSuccess: () => kind === 'revert' && clearSession(),
      },
    );
  }, [token, kind, follow]);

  const title = t(kind === 'confirm' ? 'emailLink.confirmTitle' : 'emailLink.revertTitle');
  if (follow.isSuccess) {
    return (
      <PageCard title={title} intro={follow.data.message}>
        <ButtonLink to="/" size="lg" block>
          {t('emailLink.toSignIn')}
        </ButtonLink>
      </PageCard>
    );
  }
  if (token && !follow.isError) {
    return (
      <PageCard title={title}>
        <StatusPanel kind="loading" title={t('emailLink.working')} />
      </PageCard>
    );
  }
  return (
    <PageCard title={title}>
      <Alert>{token ? errorText(follow.error, t('emailLink.failed')) : t('emailLink.missing')}</Alert>
      <ButtonLink to="/" variant="secondary" size="lg" block>
        {t('emailLink.toSignIn')}
      </ButtonLink>
    </PageCard>
  );
}
