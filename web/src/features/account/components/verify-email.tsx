import { timings } from '@aralin/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { AlertIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { PageCard } from '../../../components/ui/page-card';
import { StatusPanel } from '../../../components/ui/status-panel';
import { errorText, isApiError } from '../../../lib/api-error';
import { useVerifyEmail } from '../api/account-api';
import { isVerificationSuccessText } from '../api/verification';
import styles from './account.module.css';
import { ResendVerificationButton } from './resend-verification-button';

/** The verification screen (spec §2, §4, §8): verifies once on arrival, then redirects or offers a resend. */
export function VerifyEmail({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const started = useRef(false);
  const complete = Boolean(email && token);

  useEffect(() => {
    if (!complete || started.current) return;
    started.current = true;
    verify.mutate({ email, token });
  }, [complete, email, token, verify]);

  const verified = verify.isSuccess || (isApiError(verify.error) && isVerificationSuccessText(verify.error.error));

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), timings.redirectAfterVerifyMs);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  if (verified) {
    return (
      <PageCard title={t('verify.verifiedTitle')} intro={t('verify.verifiedText')} icon={<BigIcon ok />}>
        <ButtonLink to="/login" size="lg" block>
          {t('verify.goToLogin')}
        </ButtonLink>
      </PageCard>
    );
  }
  if (complete && !verify.isError) {
    return (
      <PageCard title={t('verify.title')}>
        <StatusPanel kind="loading" title={t('verify.verifying')} />
      </PageCard>
    );
  }
  const reason = complete ? errorText(verify.error, t('verify.failed')) : t('verify.missing');
  return (
    <PageCard title={t('verify.failedTitle')} icon={<BigIcon />}>
      <Alert>{reason}</Alert>
      <ResendVerificationButton email={email} label={t('verify.resend')} />
      <ButtonLink to="/register" variant="secondary" size="lg" block>
        {t('verify.back')}
      </ButtonLink>
    </PageCard>
  );
}

function BigIcon({ ok = false }: { ok?: boolean }) {
  return (
    <span className={`${styles.bigIcon} ${ok ? styles.bigIconSuccess : styles.bigIconError}`}>
      {ok ? <CheckCircleIcon size={32} /> : <AlertIcon size={32} />}
    </span>
  );
}
