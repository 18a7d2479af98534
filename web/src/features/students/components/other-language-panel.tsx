import type { OtherLanguageUse } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../components/ui/status-panel';
import { otherLanguageQuery } from '../api/other-language';
import styles from './students.module.css';

/**
 * Issue 13 item 3 on the staff profile: how often the child tapped to see and hear a question's prompt in
 * the other language during play ("Used Filipino on 4 of 12 questions"), in all and per activity.
 */
export function OtherLanguagePanel({ studentId, name }: { studentId: number; name: string }) {
  const { t } = useTranslation('students');
  const use = useQuery(otherLanguageQuery(studentId));
  return (
    <section className={styles.panel} aria-labelledby="other-language-title" data-testid="other-language-panel">
      <div className={styles.panelHead}>
        <h2 id="other-language-title">{t('otherLanguage.title')}</h2>
      </div>
      <p className="muted">{t('otherLanguage.help', { name, days: use.data?.days ?? 30 })}</p>
      {use.isPending ? (
        <StatusPanel kind="loading" />
      ) : use.isError ? (
        <StatusPanel kind="error" title={t('otherLanguage.failed')} text="" />
      ) : use.data.questions === 0 ? (
        <p className="muted">{t('otherLanguage.empty', { days: use.data.days })}</p>
      ) : (
        <UseSummary use={use.data} />
      )}
    </section>
  );
}

/** The lines of a count: one per language used, or "did not use it". */
function usedLines(t: TFunction<'students'>, row: { used_en: number; used_tl: number }, of: number) {
  const lines: string[] = [];
  if (row.used_tl > 0) lines.push(t('otherLanguage.usedTl', { used: row.used_tl, count: of }));
  if (row.used_en > 0) lines.push(t('otherLanguage.usedEn', { used: row.used_en, count: of }));
  return lines;
}

function UseSummary({ use }: { use: OtherLanguageUse }) {
  const { t } = useTranslation('students');
  const lines = usedLines(t, use, use.questions);
  const used = use.activities.filter((a) => a.used > 0);
  return (
    <>
      <p className={styles.otherLanguageTotal}>
        {lines.length > 0 ? lines.join(' · ') : t('otherLanguage.notUsed', { count: use.questions })}
      </p>
      {used.length > 0 && (
        <ul className={styles.otherLanguageList}>
          {used.map((a) => (
            <li key={a.activity_id}>
              <strong>{a.activity_title}</strong>: {usedLines(t, a, a.questions).join(' · ')}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
