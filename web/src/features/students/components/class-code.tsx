import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PrinterIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-error';
import { downloadSignInSheet } from '../api/sign-in-sheet';
import styles from './students.module.css';

/**
 * The class code, large and letter by letter so a teacher can read it aloud (issue 3), and the printable
 * sign-in sheet with every child's name and picture.
 */
export function ClassCode({ sectionId, code }: { sectionId: number; code: string }) {
  const { t } = useTranslation('students');
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const print = async () => {
    setBusy(true);
    try {
      await downloadSignInSheet(sectionId, code);
    } catch (error) {
      toast(errorText(error, t('code.printFailed')), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.codeCard} aria-labelledby="class-code-title">
      <div>
        <h2 id="class-code-title" className={styles.codeTitle}>
          {t('code.title')}
        </h2>
        <p className={styles.code}>
          <span className="visually-hidden">{code.split('').join(' ')}</span>
          {code.split('').map((char, index) => (
            <span key={index} className={styles.codeChar} aria-hidden="true">
              {char}
            </span>
          ))}
        </p>
        <p className={styles.codeHint}>{t('code.hint')}</p>
      </div>
      <Button variant="secondary" icon={<PrinterIcon />} busy={busy} onClick={() => void print()}>
        {t('code.print')}
      </Button>
    </section>
  );
}
