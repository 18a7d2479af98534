import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import type { LessonView } from '../api/lesson-kind';
import styles from './lesson-viewer.module.css';

interface LessonViewerProps {
  view: LessonView;
  title: string;
  onClose: () => void;
}

/**
 * The lesson inside the app (issue 19 item 5): full screen over the activity, with a big back button, so a
 * child never leaves the app for it. A link that can't be shown here gets a step for the grown-up first.
 */
export function LessonViewer({ view, title, onClose }: LessonViewerProps) {
  const { t } = useTranslation('studentActivities');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.viewer}
      aria-label={t('lessonViewer', { title })}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.bar}>
        <button type="button" className={styles.back} onClick={onClose}>
          <ArrowLeftIcon size={32} />
          <span>{t('lessonBack')}</span>
        </button>
        <h2 className={styles.title}>{title}</h2>
      </div>
      <div className={styles.body}>
        {view.kind === 'image' && <img src={view.src} alt={t('lessonPicture', { title })} className={styles.image} />}
        {view.kind === 'video' && (
          <video src={view.src} controls playsInline className={styles.video}>
            {t('lessonNoVideo')}
          </video>
        )}
        {view.kind === 'frame' && (
          <iframe
            src={view.src}
            title={t('lessonFrame', { title })}
            className={styles.frame}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
        {view.kind === 'outside' && (
          <div className={styles.outside}>
            <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
              <circle cx="48" cy="48" r="44" fill="#fde68a" />
              <rect x="26" y="30" width="44" height="36" rx="6" fill="#fff" stroke="#c2410c" strokeWidth="4" />
              <path d="M44 24h28v28M72 24 46 50" fill="none" stroke="#c2410c" strokeWidth="5" strokeLinecap="round" />
            </svg>
            <p className={styles.grownUp}>{t('lessonOutside')}</p>
            <a href={view.href} target="_blank" rel="noopener noreferrer" className="btn btn--primary btn--lg">
              {t('lessonOpenOutside')}
            </a>
          </div>
        )}
      </div>
    </dialog>
  );
}
