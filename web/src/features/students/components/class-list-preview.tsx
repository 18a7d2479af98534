import type { ImportRow } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/ui/icons';
import styles from './class-list.module.css';

/** The rows the server read from a class list, the ones with problems first, each problem spelled out. */
export function ClassListPreview({ rows }: { rows: ImportRow[] }) {
  const { t } = useTranslation('students');
  const ordered = [...rows.filter((r) => r.errors.length > 0), ...rows.filter((r) => r.errors.length === 0)];
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('classList.table.caption')}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('classList.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('classList.table.line')}</th>
            <th scope="col">{t('classList.table.name')}</th>
            <th scope="col">{t('classList.table.problems')}</th>
            <th scope="col">{t('classList.table.lrn')}</th>
            <th scope="col">{t('classList.table.sex')}</th>
            <th scope="col">{t('classList.table.birthDate')}</th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((row) => (
            <tr key={row.line} className={row.errors.length > 0 ? styles.bad : undefined}>
              <td>{row.line}</td>
              <th scope="row">{row.name}</th>
              <td>
                {row.errors.length === 0 ? (
                  <span className={styles.ok}>{t('classList.table.ok')}</span>
                ) : (
                  <ul className={styles.problems}>
                    {row.errors.map((e) => (
                      <li key={e.field + e.message}>
                        <AlertIcon size={16} />
                        {e.message}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className={styles.mono}>{row.lrn ?? ''}</td>
              <td>{row.gender ? t(`classList.sex.${row.gender}`) : ''}</td>
              <td>{row.birth_date ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
