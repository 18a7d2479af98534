import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-error';
import { clearClassTablet, type ClassTablet } from '../../../lib/class-tablet';
import { leaveWithPin } from '../api/class-tablet';
import styles from './student.module.css';

/** The teacher's PIN ends class tablet mode on this tablet (issue 13 item 4). */
export function LeaveTabletDialog({
  tablet,
  open,
  onClose,
  onLeft,
}: {
  tablet: ClassTablet;
  open: boolean;
  onClose: () => void;
  onLeft: () => void;
}) {
  const { t } = useTranslation('student');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await leaveWithPin(tablet, pin);
    setBusy(false);
    if (result === 'left') {
      clearClassTablet();
      onLeft();
    } else if (result === 'wrong') {
      setPin('');
      setError(t('tablet.wrongPin'));
    } else {
      setError(errorText(result.error, t('tablet.leaveFailed')));
    }
  };

  return (
    <Modal
      open={open}
      title={t('tablet.leaveTitle')}
      busy={busy}
      onClose={() => {
        setPin('');
        setError(null);
        onClose();
      }}
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <p>{t('tablet.leaveText')}</p>
        <TextField
          label={t('tablet.pin')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
        />
        {error && <Alert>{error}</Alert>}
        <Button type="submit" size="lg" busy={busy} disabled={pin.length < 4}>
          {t('tablet.leave')}
        </Button>
      </form>
    </Modal>
  );
}
