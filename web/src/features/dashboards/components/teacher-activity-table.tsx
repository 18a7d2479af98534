import type { TeacherActivityRow } from '@aralin/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MomentText } from './moment-text';
import { EmptyText } from './panel';
import ui from '../../../components/ui/staff-screen.module.css';
import styles from './dashboards.module.css';

interface TeacherActivityTableProps {
  teachers: TeacherActivityRow[];
  timeZone: string;
  today: string;
  /** The Download Report button (spec §2), in the panel's heading row. */
  download: ReactNode;
}

/** Teacher Activity (spec §2): Teacher, Sections, Students, Last Activity, Recent Activity. */
export function TeacherActivityTable({ teachers, timeZone, today, download }: TeacherActivityTableProps) {
  const { t } = useTranslation('dashboards');
  const titleId = useId();
  return (
    <section className={`${ui.panel} ${styles.panel}`} aria-labelledby={titleId}>
      <div className={`${ui.toolbar} ${styles.head}`}>
        <h2 id={titleId}>{t('admin.teachersTitle')}</h2>
        {download}
      </div>
      {teachers.length === 0 ? (
        <EmptyText>{t('admin.teachersEmpty')}</EmptyText>
      ) : (
        <table className={`${ui.table} ${styles.table} ${styles.cards}`}>
          <thead>
            <tr>
              <th scope="col">{t('admin.teacher')}</th>
              <th scope="col" className={ui.num}>
                {t('admin.sections')}
              </th>
              <th scope="col" className={ui.num}>
                {t('admin.students')}
              </th>
              <th scope="col">{t('admin.lastActivity')}</th>
              <th scope="col">{t('admin.recentActivity')}</th>
            </tr>
          </thead>
          <tbody>
            {teachers.map((teacher) => (
              <tr key={teacher.id}>
                <th scope="row">
                  <span className={styles.teacherCell}>
                    {teacher.name}
                    {teacher.is_active_today && <span className={`${styles.badge} ${styles.activeBadge}`}>{t('admin.activeToday')}</span>}
                  </span>
                  <span className={ui.sub}>{teacher.email}</span>
                </th>
                <td data-label={t('admin.sections')} className={ui.num}>
                  {teacher.section_count}
                </td>
                <td data-label={t('admin.students')} className={ui.num}>
                  {teacher.student_count}
                </td>
                <td data-label={t('admin.lastActivity')} className={styles.nowrap}>
                  <MomentText at={teacher.last_activity} timeZone={timeZone} today={today} />
                </td>
                <td data-label={t('admin.recentActivity')}>
                  {teacher.recent_activity ? (
                    <>
                      {teacher.recent_activity.title}
                      <span className={ui.sub}>
                        {t('admin.inSection', { name: teacher.recent_activity.section_name })} ·{' '}
                        <MomentText at={teacher.recent_activity.assigned_at} timeZone={timeZone} today={today} />
                      </span>
                    </>
                  ) : (
                    <span className={ui.sub}>{t('admin.noRecentActivity')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
