import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { playEffect } from '../../../lib/sound/music';
import { isOn } from '../../../lib/sound/sound-prefs';
import { dragTo, layoutTracks, pickTrack, type PracticeOrientation } from '../api/practice-tracks';
import { toViewBoxPoint } from '../api/viewbox';
import { PracticeTrackView } from './practice-track';
import board from './board.module.css';
import styles from './practice.module.css';

/**
 * Where Check goes (spec §2): horizontal → vertical → /subject. The spec's /subject has no page (the
 * subjects are on the student home), so the vertical page goes to /student-home.
 */
const NEXT: Record<PracticeOrientation, string> = { horizontal: '/tracing-practice-vertical', vertical: '/student-home' };

/** /tracing-practice-horizontal and /tracing-practice-vertical: drag an arrow along each dashed track. */
export function PracticePage({ orientation }: { orientation: PracticeOrientation }) {
  const { t } = useTranslation('tracing');
  const navigate = useNavigate();
  const location = useLocation();
  const layout = useMemo(() => layoutTracks(orientation), [orientation]);
  const [progress, setProgress] = useState(() => layout.tracks.map(() => 0));
  const svgRef = useRef<SVGSVGElement>(null);
  const dragging = useRef<{ pointer: number; track: number } | null>(null);
  const done = progress.filter((p) => p >= 1).length;
  const total = layout.tracks.length;
  const vb = layout.viewBox;

  const doneBefore = useRef(0);
  useEffect(() => {
    if (done > doneBefore.current && isOn('sound')) playEffect('correct');
    doneBefore.current = done;
  }, [done]);

  const pointOf = (e: React.PointerEvent) => toViewBoxPoint(e.clientX, e.clientY, svgRef.current!.getBoundingClientRect(), vb);
  const setTrack = (i: number, value: number) => setProgress((all) => all.map((p, k) => (k === i ? value : p)));

  const handleDown = (e: React.PointerEvent<SVGSVGElement>) => {
    e.preventDefault();
    if (dragging.current) return;
    const track = pickTrack(layout.tracks, progress, pointOf(e));
    if (track < 0) return;
    dragging.current = { pointer: e.pointerId, track };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const handleMove = (e: React.PointerEvent<SVGSVGElement>) => {
    const drag = dragging.current;
    if (!drag || drag.pointer !== e.pointerId) return;
    e.preventDefault();
    const p = pointOf(e);
    setProgress((all) => all.map((value, k) => (k === drag.track ? dragTo(layout.tracks[k], value, p) : value)));
  };
  const handleUp = (e: React.PointerEvent) => {
    if (dragging.current?.pointer === e.pointerId) dragging.current = null;
  };

  return (
    <div className={styles.shell}>
      <header className={styles.top}>
        <button
          type="button"
          className={styles.round}
          onClick={() => (location.key !== 'default' ? navigate(-1) : navigate('/student-home'))}
          aria-label={t('practice.back')}
        >
          <ArrowLeftIcon size={28} />
        </button>
        <h1 className={styles.title}>{orientation === 'horizontal' ? t('practice.horizontalTitle') : t('practice.verticalTitle')}</h1>
      </header>
      <main id="main" tabIndex={-1} className={`${styles.main} ${styles[orientation]}`}>
        <p className={styles.help}>{orientation === 'horizontal' ? t('practice.horizontalHelp') : t('practice.verticalHelp')}</p>
        <div
          className={`${board.board} ${styles.board}`}
          style={{ '--ratio': `${vb.width} / ${vb.height}`, '--ratio-n': vb.width / vb.height } as React.CSSProperties}
        >
          <svg
            ref={svgRef}
            viewBox={`${vb.x} ${vb.y} ${vb.width} ${vb.height}`}
            className={styles.svg}
            onPointerDown={handleDown}
            onPointerMove={handleMove}
            onPointerUp={handleUp}
            onPointerCancel={handleUp}
            onLostPointerCapture={handleUp}
          >
            {layout.tracks.map((track, i) => (
              <PracticeTrackView
                key={i}
                index={i}
                track={track}
                progress={progress[i] ?? 0}
                orientation={orientation}
                onStep={(value) => setTrack(i, value)}
              />
            ))}
          </svg>
        </div>
        <div className={styles.footer}>
          <p className={done === total ? styles.allDone : styles.count} aria-live="polite">
            {done === total ? t('practice.allDone') : t('practice.progress', { done, total })}
          </p>
          <Button size="xl" className={styles.check} onClick={() => navigate(NEXT[orientation])}>
            {t('practice.check')}
          </Button>
        </div>
      </main>
    </div>
  );
}
