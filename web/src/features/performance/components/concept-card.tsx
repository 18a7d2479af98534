import type { ConceptOverview } from '@aralin/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MasteryValue } from '../../../components/mastery/mastery-meter';
import { ChevronDownIcon } from '../../../components/ui/icons';
import styles from './performance.module.css';

/**
 * One card of Concepts Overview (spec §2, §3): the mastery rate and students mastered at a glance; the
 * button opens the required score, the average mastery, the students with not enough answers yet and
 * the students needing attention with their estimate's range (issue 14: counted by the learner model).
 */
export function ConceptCard({ concept }: { concept: ConceptOverview }) {
  const { t } = useTranslation('performance');
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const needing = concept.students_needing_attention;
  return (
    <li className={`${styles.concept} ${open ? styles.conceptOpen : ''}`}>
      <h3>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)}>
          <span className={styles.conceptName}>{concept.concept_name}</span>
          <span className={styles.chevron}>
            <ChevronDownIcon />
          </span>
          <span className={styles.rate}>
            <span className={styles.rateValue}>{t('table.percent', { percent: concept.mastery_rate })}</span>
            <span className={styles.rateLabel}>{t('concepts.masteryRate')}</span>
          </span>
          <span className={`${styles.track} ${styles.rateBar}`} aria-hidden="true">
            <span className={styles.fill} style={{ width: `${concept.mastery_rate}%` }} />
          </span>
          <span className={styles.mastered}>
            {t('concepts.mastered', { mastered: concept.students_mastered, total: concept.total_students })}
          </span>
        </button>
      </h3>
      <div id={detailsId} className={styles.details} hidden={!open}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('concepts.studentsMastered')}</dt>
            <dd>{t('concepts.masteredRatio', { mastered: concept.students_mastered, total: concept.total_students })}</dd>
          </div>
          <div>
            <dt>{t('concepts.notEnough')}</dt>
            <dd>{t('concepts.notEnoughRatio', { count: concept.students_not_enough, total: concept.total_students })}</dd>
          </div>
          <div>
            <dt>{t('concepts.requiredScore')}</dt>
            <dd>{concept.required_score}</dd>
          </div>
          <div>
            <dt>{t('concepts.averageMastery')}</dt>
            <dd>{t('table.percent', { percent: concept.average_mastery_score })}</dd>
          </div>
        </dl>
        {concept.students_not_enough > 0 && <p className={styles.note}>{t('concepts.notEnoughNote')}</p>}
        <h4>{t('concepts.needingAttention', { count: needing.length })}</h4>
        {needing.length === 0 ? (
          <p className={styles.allGood}>{t('concepts.noneNeeding')}</p>
        ) : (
          <ul className={styles.attention}>
            {needing.map((student) => (
              <li key={student.student_id}>
                <span>{student.student_name}</span>
                <span className={styles.attentionScore}>
                  <MasteryValue estimate={{ ...student, mastery_state: 'needs_attention' }} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
