import type { ImportStudentsResponse } from '@aralin/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PrinterIcon } from '../../../components/ui/icons';
import { errorText } from '../../../lib/api-error';
import { downloadSignInSheet } from '../api/sign-in-sheet';
import styles from './class-list.module.css';

interface ImportDoneProps {
  sectionId: number;
  classCode?: string;
  result: ImportStudentsResponse;
  onClose: () => void;
}

/** After an import: how many were added, each child's starting password (shown this once), and the sign-in sheet. */
export function ImportDone({ sectionId, classCode, result, onClose }: ImportDoneProps) {
  const { t } = useTranslation('students');
  const [printing, setPrinting] = useState(false);
  const [printError, setPrintError] = useState<string | null>(null);

  const print = async () => {
    setPrinting(true);
    setPrintError(null);
    try {
      const passwords = result.created.map((child) => ({ student_id: child.id, password: child.password }));
      await downloadSignInSheet(sectionId, classCode, passwords);
    } catch (error) {
      setPrintError(errorText(error, t('code.printFailed')));
    } finally {
      setPrinting(false);
    }
  };

  return (
    <div className="stack">
      <Alert tone="success">{t('classList.done', { count: result.created.length })}</Alert>
      <div className="form-actions">
        <Button icon={<PrinterIcon />} busy={printing} onClick={() => void print()} data-autofocus>
          {t('classList.printSheet')}
        </Button>
      </div>
      {printError && <Alert>{printError}</Alert>}
      <h3 className={styles.passwordsTitle}>{t('classList.passwordsTitle')}</h3>
      <p className="muted">{t('classList.passwordsHint')}</p>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('classList.passwordsCaption')}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('classList.passwordsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('classList.table.name')}</th>
              <th scope="col">{t('classList.password')}</th>
              <th scope="col">{t('classList.table.lrn')}</th>
            </tr>
          </thead>
          <tbody>
            {result.created.map((child) => (
              <tr key={child.id}>
                <th scope="row">{child.name}</th>
                <td className={styles.mono}>{child.password}</td>
                <td className={styles.mono}>{child.lrn ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="form-actions">
        <Button variant="secondary" onClick={onClose}>
          {t('classList.close')}
        </Button>
      </div>
    </div>
  );
}
