import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon, MailIcon } from '../../../components/ui/icons';
import { PageCard } from '../../../components/ui/page-card';
import styles from './account.module.css';
import { ResendVerificationButton } from './resend-verification-button';

/** Registration step 2 (spec §2): Check Your Email, Resend verification email, Back to registration. */
export function CheckEmail({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <PageCard
      title={t('register.checkTitle')}
      intro={t('register.checkText', { email })}
      icon={
        <span className={styles.bigIcon}>
          <MailIcon size={32} />
        </span>
      }
    >
      <p className="muted">{t('register.checkSpam')}</p>
      <ResendVerificationButton email={email} label={t('register.resend')} />
      <Button variant="ghost" icon={<ArrowLeftIcon />} onClick={onBack}>
        {t('register.back')}
      </Button>
    </PageCard>
  );
}
