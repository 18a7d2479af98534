import { limits, type LibraryClip } from '@aralin/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { errorText } from '../../../lib/api-error';
import { useRecorder } from '../../../lib/use-recorder';
import { useRecordClip, useRemoveRecording } from '../api/library-recordings-api';
import styles from './record-library.module.css';

/** A press shorter than this is a tap, not a recording: the teacher is told to hold the button. */
const SHORTEST_MS = 400;

interface Props {
  clip: LibraryClip;
  /** Titles of the activities that say it, in the page's language. */
  usedIn: string[];
  position: number;
  total: number;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}

/**
 * One word or prompt of the library (issue 15 item 4): press and hold to record, let go to save it for the
 * school; play it back; hold again to record it again, or remove it.
 */
export function ClipRecorder({ clip, usedIn, position, total, onPrevious, onNext }: Props) {
  const { t, i18n } = useTranslation('recordings');
  const record = useRecordClip();
  const remove = useRemoveRecording();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const startedAt = useRef(0);
  const tooShort = useRef(false);
  const recorder = useRecorder(
    (audio) => {
      if (tooShort.current) return;
      record.mutate(
        { clipId: clip.id, audio },
        { onSuccess: () => setSaved(true), onError: (error) => setProblem(errorText(error, t('saveFailed'))) },
      );
    },
    // The server takes at most 20 s; the recorder stops a second before.
    limits.libraryRecordingMaxSeconds - 1,
  );

  const begin = () => {
    if (recorder.recording || record.isPending) return;
    setProblem(null);
    setSaved(false);
    startedAt.current = Date.now();
    tooShort.current = false;
    void recorder.start();
  };
  const end = () => {
    // A tap: the microphone may not even be open yet, and nothing is kept (useRecorder, onRecorded above).
    if (!startedAt.current) return;
    tooShort.current = Date.now() - startedAt.current < SHORTEST_MS;
    if (tooShort.current) setProblem(t('holdLonger'));
    startedAt.current = 0;
    recorder.stop();
  };

  const language = t(`languages.${clip.lang}`);
  const holdLabel = recorder.recording
    ? t('release', { seconds: recorder.seconds })
    : record.isPending
      ? t('saving')
      : clip.recording
        ? t('holdToRerecord')
        : t('holdToRecord');

  return (
    <section className={styles.card} aria-labelledby="clip-text">
      <p className={styles.meta}>
        <span className={styles.tag}>{t(`kinds.${clip.kind}`)}</span>
        <span className={styles.tag}>{language}</span>
        <span className="muted">{t('position', { position, total })}</span>
      </p>
      <h2 id="clip-text" className={styles.clipText} lang={clip.lang === 'tl' ? 'fil' : 'en'}>
        {clip.text}
      </h2>
      <p className={`muted ${styles.usedIn}`}>{t('usedIn', { activities: usedIn.join(', ') })}</p>

      <div className={styles.recordRow}>
        <button
          type="button"
          className={`${styles.hold} ${recorder.recording ? styles.holding : ''}`}
          aria-label={t('holdFor', { text: clip.text, language })}
          aria-describedby="hold-help"
          disabled={record.isPending}
          onPointerDown={(event) => {
            event.preventDefault();
            event.currentTarget.setPointerCapture?.(event.pointerId);
            begin();
          }}
          onPointerUp={end}
          onPointerCancel={end}
          onKeyDown={(event) => {
            if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
              event.preventDefault();
              begin();
            }
          }}
          onKeyUp={(event) => {
            if (event.key === ' ' || event.key === 'Enter') end();
          }}
          onContextMenu={(event) => event.preventDefault()}
        >
          <MicIcon />
        </button>
        <div className={styles.holdText}>
          <p className={styles.holdLabel} role="status" aria-live="polite">
            {holdLabel}
          </p>
          <p id="hold-help" className="muted">
            {t('holdHelp', { seconds: limits.libraryRecordingMaxSeconds })}
          </p>
        </div>
      </div>

      {(problem || recorder.error) && (
        <p className={styles.problem} role="alert">
          {problem ?? t(`mic.${recorder.error!}`)}
        </p>
      )}
      {saved && !problem && (
        <p className={styles.saved} role="status">
          {t('saved')}
        </p>
      )}

      {clip.recording ? (
        <div className={styles.playback}>
          <audio controls src={clip.recording.url} preload="none" aria-label={t('playback', { text: clip.text })} />
          <p className="muted">
            {t('recordedBy', {
              name: clip.recording.recorded_by ?? t('someone'),
              date: new Date(clip.recording.recorded_at).toLocaleDateString(i18n.language === 'tl' ? 'fil-PH' : 'en-PH'),
            })}
          </p>
          <Button
            variant="ghost"
            busy={remove.isPending}
            onClick={() =>
              remove.mutate(clip, {
                onSuccess: () => setSaved(false),
                onError: (error) => setProblem(errorText(error, t('removeFailed'))),
              })
            }
          >
            {t('remove')}
          </Button>
        </div>
      ) : (
        <p className="muted">{t('notRecorded')}</p>
      )}

      <div className={styles.steps}>
        <Button variant="secondary" icon={<ArrowLeftIcon />} disabled={!onPrevious} onClick={() => onPrevious?.()}>
          {t('previous')}
        </Button>
        <Button disabled={!onNext} onClick={() => onNext?.()}>
          {t('next')}
        </Button>
      </div>
    </section>
  );
}

function MicIcon() {
  return (
    <svg
      width={44}
      height={44}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
    >
      <rect x="9" y="3" width="6" height="11" rx="3" fill="currentColor" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" />
    </svg>
  );
}
