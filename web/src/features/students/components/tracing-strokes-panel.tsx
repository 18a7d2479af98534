import type { TracingTry } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../components/ui/status-panel';
import { currentLanguage } from '../../../lib/i18n';
import { localeOf } from '../../../lib/school-time';
import { tracingTriesQuery } from '../api/tracing-tries';
import styles from './students.module.css';

/**
 * Issue 13 item 6 on the staff profile: the child's newest tracing tries, each with the strokes in the
 * order drawn, whether each began at its start dot and went the right way, and whether the order was right.
 */
export function TracingStrokesPanel({ studentId }: { studentId: number }) {
  const { t } = useTranslation('students');
  const tries = useQuery(tracingTriesQuery(studentId));
  return (
    <section className={styles.panel} aria-labelledby="tracing-tries-title">
      <div className={styles.panelHead}>
        <h2 id="tracing-tries-title">{t('tracingTries.title')}</h2>
      </div>
      <p className="muted">{t('tracingTries.help')}</p>
      {tries.isPending ? (
        <StatusPanel kind="loading" />
      ) : tries.isError ? (
        <StatusPanel kind="error" title={t('tracingTries.failed')} text="" />
      ) : tries.data.length === 0 ? (
        <p className="muted">{t('tracingTries.empty')}</p>
      ) : (
        <ul className={styles.tracingTries}>
          {tries.data.map((row) => (
            <TryRow key={row.id} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TryRow({ row }: { row: TracingTry }) {
  const { t } = useTranslation('students');
  const when = new Intl.DateTimeFormat(localeOf(currentLanguage()), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Manila',
  }).format(new Date(row.at));
  const clean = row.order_ok && row.strokes.every((s) => s.start_ok && !s.reversed);
  return (
    <li className={styles.tracingTry}>
      <span className={styles.tracingTarget} aria-hidden="true">
        {row.target}
      </span>
      <div className={styles.tracingBody}>
        <p className={styles.tracingHead}>
          <strong>{t('tracingTries.target', { target: row.target })}</strong> · {row.activity_title} ·{' '}
          {row.accuracy === null ? '' : t('tracingTries.accuracy', { accuracy: row.accuracy })}{' '}
          <span className={row.passed ? styles.tracingPass : styles.tracingMiss}>
            {row.passed ? t('tracingTries.passed') : t('tracingTries.missed')}
          </span>
        </p>
        <p className={styles.tracingOrder}>
          {row.strokes.length === 0
            ? t('tracingTries.noStrokes')
            : t('tracingTries.order', { order: row.strokes.map((s) => s.stroke).join(' → '), total: row.strokes_total })}{' '}
          {row.strokes.length > 0 && (
            <span className={clean ? styles.tracingPass : styles.tracingMiss}>
              {clean ? t('tracingTries.allRight') : row.order_ok ? '' : t('tracingTries.orderWrong')}
            </span>
          )}
        </p>
        {!clean && row.strokes.length > 0 && (
          <ul className={styles.tracingStrokes}>
            {row.strokes
              .filter((s) => s.reversed || !s.start_ok)
              .map((s, i) => (
                <li key={i}>{s.reversed ? t('tracingTries.reversed', { n: s.stroke }) : t('tracingTries.wrongStart', { n: s.stroke })}</li>
              ))}
          </ul>
        )}
        <p className="muted">{when}</p>
      </div>
    </li>
  );
}
