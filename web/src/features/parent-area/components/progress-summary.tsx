import type { ConceptMasteryItem, StudentProgress } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { StatusPanel } from '../../../components/ui/status-panel';
import { MasteryMeter, MasteryValue } from '../../../components/mastery/mastery-meter';
import { groupConcepts, GROUP_FROM } from '../../../lib/concept-groups';
import { progressQuery } from '../api/parent-area-api';
import styles from './parent-area.module.css';

/** Progress summary (spec §2 parent area, §3 Student progress, §8 empty and error texts). */
export function ProgressSummary({ studentId }: { studentId: number }) {
  const { t } = useTranslation('parentArea');
  const progress = useQuery({ ...progressQuery(studentId), enabled: studentId > 0 });
  return (
    <section className={styles.card} aria-labelledby="progress-title">
      <h2 id="progress-title">{t('progressTitle')}</h2>
      {progress.isPending ? (
        <StatusPanel kind="loading" />
      ) : progress.isError ? (
        <StatusPanel
          kind="error"
          title={t('loadError')}
          text=""
          action={<Button onClick={() => void progress.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <ProgressBody data={progress.data} />
      )}
    </section>
  );
}

/** The mastery bars; past a screenful (a concept per letter, number…, issue 15) folded by kind. */
function MasteryList({ items }: { items: ConceptMasteryItem[] }) {
  const { t } = useTranslation('common');
  if (items.length <= GROUP_FROM) return <MasteryBars items={items} />;
  return (
    <div className={styles.groups}>
      {groupConcepts(items).map((group) => (
        <details key={group.key} className={styles.group}>
          <summary>
            <span className={styles.groupName}>{t(`conceptKinds.${group.key}`)}</span>
            <span className={styles.ratio}>
              {t('conceptGroupSummary', {
                reached: group.items.filter((i) => i.mastered).length,
                total: group.items.length,
              })}
            </span>
          </summary>
          <MasteryBars items={group.items} />
        </details>
      ))}
    </div>
  );
}

/** Each concept: the learner model's estimate with its range, or "not enough answers yet" (issue 14). */
function MasteryBars({ items }: { items: ConceptMasteryItem[] }) {
  return (
    <ul className={styles.bars}>
      {items.map((item) => (
        <li key={item.concept_id} data-concept={item.concept}>
          <div className={styles.barLabel}>
            <span>{item.concept}</span>
            <span className={styles.ratio}>
              <MasteryValue estimate={item} />
            </span>
          </div>
          <MasteryMeter concept={item.concept} estimate={item} required={item.required_score} />
        </li>
      ))}
    </ul>
  );
}

function ProgressBody({ data }: { data: StudentProgress }) {
  const { t } = useTranslation('parentArea');
  const { t: tc } = useTranslation('common');
  return (
    <div className={styles.progress}>
      <p className={styles.total}>{t('completed', { count: data.total_activities_completed })}</p>

      <div>
        <h3>{t('masteryTitle')}</h3>
        {data.concept_mastery.length === 0 ? (
          <p className={styles.empty}>{t('noMastery')}</p>
        ) : (
          <>
            <MasteryList items={data.concept_mastery} />
            <p className={styles.empty}>{tc('mastery.legend')}</p>
          </>
        )}
      </div>

      <div className={styles.chipsRow}>
        <ChipList title={t('focus')} items={data.focus} tone="focus" />
        <ChipList title={t('greatIn')} items={data.great_in} tone="great" />
      </div>

      <div>
        <h3>{t('recentTitle')}</h3>
        {data.recent_activities_completed.length === 0 ? (
          <p className={styles.empty}>{t('noRecent')}</p>
        ) : (
          <ul className={styles.recent}>
            {data.recent_activities_completed.map((activity) => (
              <li key={activity.id}>
                <span className={styles.recentTitle}>{activity.activity_title}</span>
                <span className={`${styles.status} ${styles[activity.status] ?? ''}`}>{t(`status.${activity.status}`)}</span>
                <span className={styles.score}>{activity.score === null ? t('noScore') : t('score', { score: activity.score })}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ChipList({ title, items, tone }: { title: string; items: string[]; tone: 'focus' | 'great' }) {
  const { t } = useTranslation('parentArea');
  return (
    <div className={styles.chipBox}>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p className={styles.empty}>{t('nothingYet')}</p>
      ) : (
        <ul className={styles.chips}>
          {items.map((item) => (
            <li key={item} className={tone === 'focus' ? styles.chipFocus : styles.chipGreat}>
              {item}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
