import type { ConceptMasteryItem, StudentProgress } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { MasteryMeter, MasteryStateLabel, MasteryValue } from '../../../components/mastery/mastery-meter';
import { groupConcepts, GROUP_FROM } from '../../../lib/concept-groups';
import { statusTone } from '../api/progress-view';
import styles from './students.module.css';

/**
 * Progress Summary (spec §2): concept mastery bars (the learner model's estimate with its range, issue 14),
 * Focus on, Great in, Recent Activities (best and latest score), with the spec's empty texts.
 */
export function ProgressSummary({ progress }: { progress: StudentProgress }) {
  const { t } = useTranslation('students');
  const { t: tc } = useTranslation('common');
  return (
    <section className={styles.panel} aria-labelledby="progress-title">
      <h2 id="progress-title">{t('progress.title')}</h2>
      <h3 className={styles.subTitle}>{t('progress.mastery')}</h3>
      {progress.concept_mastery.length === 0 ? (
        <p className="muted">{t('progress.noMastery')}</p>
      ) : progress.concept_mastery.length <= GROUP_FROM ? (
        <MasteryBars items={progress.concept_mastery} />
      ) : (
        // Many concepts (the library has one per letter, number, shape…, issue 15): one folded group per kind.
        <div className={styles.groups}>
          {groupConcepts(progress.concept_mastery).map((group) => (
            <details key={group.key} className={styles.group}>
              <summary>
                <span className={styles.groupName}>{tc(`conceptKinds.${group.key}`)}</span>
                <span className="muted">
                  {tc('conceptGroupSummary', {
                    reached: group.items.filter((i) => i.mastered).length,
                    total: group.items.length,
                  })}
                </span>
              </summary>
              <MasteryBars items={group.items} />
            </details>
          ))}
        </div>
      )}
      {progress.concept_mastery.length > 0 && <p className={`muted ${styles.legend}`}>{tc('mastery.legend')}</p>}
      <div className={styles.focusGrid}>
        <ConceptList title={t('progress.focus')} items={progress.focus} tone="focus" />
        <ConceptList title={t('progress.greatIn')} items={progress.great_in} tone="great" />
      </div>
      <h3 className={styles.subTitle}>{t('progress.recent')}</h3>
      {progress.recent_activities_completed.length === 0 ? (
        <p className="muted">{t('progress.noRecent')}</p>
      ) : (
        <ul className={styles.recent}>
          {progress.recent_activities_completed.map((activity) => (
            <li key={`${activity.id}-${activity.completed_at ?? ''}`} className={styles.recentRow}>
              <span className={styles.recentTitle}>{activity.activity_title}</span>
              <span className={`${styles.statusPill} ${styles[statusTone(activity.status)]}`}>{t(`status.${activity.status}`)}</span>
              <span className={styles.score}>
                {activity.score === null ? (
                  '-'
                ) : (
                  <>
                    <span>{t('progress.best', { score: Math.round(activity.score) })}</span>
                    {activity.latest_score !== null && (
                      <span className={styles.latest}>{t('progress.latest', { score: Math.round(activity.latest_score) })}</span>
                    )}
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MasteryBars({ items }: { items: ConceptMasteryItem[] }) {
  return (
    <ul className={styles.bars}>
      {items.map((item) => (
        <li key={item.concept_id} className={styles.barRow} data-concept={item.concept}>
          <span className={styles.barLabel}>
            <span>
              {item.concept} <MasteryStateLabel estimate={item} />
            </span>
            <MasteryValue estimate={item} />
          </span>
          <MasteryMeter concept={item.concept} estimate={item} required={item.required_score} />
        </li>
      ))}
    </ul>
  );
}

function ConceptList({ title, items, tone }: { title: string; items: string[]; tone: 'focus' | 'great' }) {
  const { t } = useTranslation('students');
  return (
    <div className={tone === 'focus' ? styles.focus : styles.great}>
      <h3 className={styles.subTitle}>{title}</h3>
      {items.length === 0 ? (
        <p className="muted">{t('progress.none')}</p>
      ) : (
        <ul className={styles.chips}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
