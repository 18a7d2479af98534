import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon, PrinterIcon } from '../../../components/ui/icons';
import { SpeakButton } from '../../../components/ui/speak-button';
import { StatusPanel } from '../../../components/ui/status-panel';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { playPath } from '../api/activity-route';
import { activityTitle, lessonLink, lessonText } from '../api/activity-text';
import { studentActivitiesQuery } from '../api/student-activities-queries';
import { ActivityPicture } from './activity-picture';
import { LessonViewer } from './lesson-viewer';
import { lessonView } from '../api/lesson-kind';
import { ScoreStars } from './score-stars';
import frame from '../../../components/ui/student-page.module.css';
import styles from './student-activities.module.css';

/** /subject/{subjectId}/activities/{activityId} (spec §2): title, lesson, printable PDF and Start Activity. */
export function ActivityDetail() {
  const { t } = useTranslation('studentActivities');
  const { subjectId = '', activityId = '' } = useParams();
  const navigate = useNavigate();
  const [viewing, setViewing] = useState(false);
  const location = useLocation();
  const studentId = useSession().user?.id ?? 0;
  const lang = currentLanguage();
  const list = useQuery({
    ...studentActivitiesQuery(studentId, Number(subjectId)),
    enabled: studentId > 0 && Number(subjectId) > 0,
  });
  const activity = list.data?.find((a) => a.id === Number(activityId));
  // Back to where the child came from; a page opened directly goes home.
  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate('/student-home'));

  const handleStart = () => {
    if (!activity) return;
    const path = playPath(activity.id, activity.type);
    if (!path) return window.alert(t('unsupported', { type: activity.type }));
    void navigate(path, { state: { activity, subjectId: Number(subjectId) } });
  };

  const back = (
    <button type="button" className={`${frame.back} ${styles.back}`} onClick={goBack} aria-label={t('back')}>
      <ArrowLeftIcon size={28} />
    </button>
  );
  if (list.isPending) return <StatusPanel kind="loading" />;
  if (list.isError)
    return <StatusPanel kind="error" title={t('loadFailed')} action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>} />;
  if (!activity) return <StatusPanel kind="empty" title={t('notFound')} text="" action={back} />;

  const title = activityTitle(activity, lang);
  const lesson = lessonText(activity, lang);
  const link = lessonLink(activity);
  const view = link ? lessonView(link) : undefined;
  return (
    <div className={styles.detailPage}>
      {back}
      <article className={styles.detail} aria-labelledby="activity-title">
        <header className={styles.detailHeader}>
          <ActivityPicture activity={activity} size={88} />
          <div className={styles.detailHeading}>
            <h1 id="activity-title" className={`${frame.title} ${styles.title}`}>
              {title}
            </h1>
            <span className={styles.cardMeta}>
              <span className={styles.typeTag}>{t(`types.${activity.type}`)}</span>
              <span className={`${styles.statusTag} ${styles[activity.status]}`}>{t(`status.${activity.status}`)}</span>
              {activity.status === 'completed' && <ScoreStars score={activity.score} />}
            </span>
          </div>
          <SpeakButton text={title} lang={lang} label={t('listen')} />
        </header>

        {(lesson || link) && (
          <section className={styles.lesson} aria-labelledby="lesson-title">
            <div className={styles.lessonHead}>
              <h2 id="lesson-title">{t('lesson')}</h2>
              {lesson && <SpeakButton text={lesson} lang={lang} label={t('listen')} />}
            </div>
            {lesson && <p className={styles.lessonText}>{lesson}</p>}
            {link && (
              <Button variant="secondary" size="lg" onClick={() => setViewing(true)}>
                {t('openLesson')}
              </Button>
            )}
          </section>
        )}

        {activity.printable_pdf && (
          <a
            href={activity.printable_pdf.url}
            download={activity.printable_pdf.name}
            className={`btn btn--secondary btn--lg ${styles.pdf}`}
          >
            <PrinterIcon size={24} />
            <span>
              {t('download')}
              <span className={styles.pdfName}>{t('printable')}</span>
            </span>
          </a>
        )}

        {activity.type === 'tracing' && (
          <nav className={styles.warmUp} aria-label={t('warmUp')}>
            <h2>{t('warmUp')}</h2>
            <Link to="/tracing-practice-horizontal" className="btn btn--secondary btn--lg">
              {t('warmUpHorizontal')}
            </Link>
            <Link to="/tracing-practice-vertical" className="btn btn--secondary btn--lg">
              {t('warmUpVertical')}
            </Link>
          </nav>
        )}

        <Button size="xl" block className={styles.start} onClick={handleStart}>
          <PlayIcon />
          {t('start')}
        </Button>
      </article>
      {viewing && view && <LessonViewer view={view} title={title} onClose={() => setViewing(false)} />}
    </div>
  );
}

function PlayIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#fff" opacity="0.25" />
      <path d="M12.5 9.5v13l10.5-6.5z" fill="#fff" />
    </svg>
  );
}
