import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-error';
import { useResendVerification } from '../api/account-api';

/** Resends the verification mail (spec §8: server text, else 'Failed to resend verification email'). */
export function ResendVerificationButton({ email, label }: { email: string; label: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  const [missingEmail, setMissingEmail] = useState(false);
  const handleClick = () => {
    if (!email) return setMissingEmail(true);
    resend.mutate({ email });
  };
  return (
    <>
      {missingEmail && <Alert>{t('register.emailNotFound')}</Alert>}
      {resend.isSuccess && <Alert tone="success">{resend.data.message || t('register.resent')}</Alert>}
      {resend.isError && <Alert>{errorText(resend.error, t('register.resendFailed'))}</Alert>}
      <Button size="lg" block busy={resend.isPending} onClick={handleClick}>
        {resend.isPending ? t('register.resending') : label}
      </Button>
    </>
  );
}
