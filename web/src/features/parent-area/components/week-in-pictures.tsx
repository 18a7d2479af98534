import { TRACING_LIBRARY, type Language, type StudentWeek, type WeekTraced } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SpeakerIcon } from '../../../components/ui/speak-button';
import { currentLanguage } from '../../../lib/i18n';
import { rewardImageSrc } from '../../../lib/reward-image';
import { formatSchoolDate, localeOf } from '../../../lib/school-time';
import { useCanSpeak } from '../../../lib/sound/speech';
import { say } from '../../../lib/sound/voice';
import { weekQuery } from '../api/parent-area-api';
import styles from './week.module.css';

/** Stars drawn for one subject at most; the number beside them tells the rest. */
const MAX_STARS_DRAWN = 10;

/**
 * The child's week in pictures (issue 13 item 5), for parents who read little: the badges of the week, a
 * star per activity finished in each subject, and the letters, digits and shapes traced, drawn as
 * themselves. Each line has a speaker that reads it in the app's language with the device's voice; where
 * the device has no voice for that language the speakers are crossed out and a note says so (as the
 * play screens' listen button does). Meanings: docs/child.md 'The week in pictures'.
 */
export function WeekInPictures({ studentId }: { studentId: number }) {
  const { t } = useTranslation('parentArea');
  const titleId = useId();
  const lang = currentLanguage();
  const canSpeak = useCanSpeak(lang);
  const week = useQuery({ ...weekQuery(studentId), enabled: studentId > 0 });

  return (
    <section className={styles.week} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId}>{t('week.title')}</h2>
        {week.data && (
          <p className={styles.dates}>
            {t('week.dates', { from: formatSchoolDate(week.data.week_start, lang), to: formatSchoolDate(week.data.week_end, lang) })}
          </p>
        )}
      </div>
      {!canSpeak && (
        <p className={styles.noVoiceNote} role="note">
          <SpeakerIcon size={22} muted /> {t('week.noVoice')}
        </p>
      )}
      {week.isPending ? (
        <p className={styles.muted} role="status">
          {t('week.loading')}
        </p>
      ) : week.isError ? (
        <div className={styles.muted} role="alert">
          <p>{t('week.loadError')}</p>
          <Button variant="secondary" onClick={() => void week.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <WeekLines week={week.data} lang={lang} canSpeak={canSpeak} />
      )}
    </section>
  );
}

function WeekLines({ week, lang, canSpeak }: { week: StudentWeek; lang: Language; canSpeak: boolean }) {
  const { t } = useTranslation('parentArea');
  const list = (items: string[]) => new Intl.ListFormat(localeOf(lang), { type: 'conjunction' }).format(items);
  const shapeName = (item: WeekTraced) =>
    item.kind === 'shape' ? t(`week.shapes.${item.target}` as 'week.shapes.circle', { defaultValue: item.label }) : item.label;

  const badgesLine = week.badges.length
    ? t('week.badges', { count: week.badges.length, names: list(week.badges.map((b) => b.name)) })
    : t('week.noBadges');
  const tracedLine = week.traced.length ? t('week.traced', { list: list(week.traced.map(shapeName)) }) : t('week.noTraced');

  return (
    <ul className={styles.lines}>
      <Line text={badgesLine} lang={lang} canSpeak={canSpeak} testId="week-badges">
        {week.badges.length > 0 && (
          <span className={styles.pictures}>
            {week.badges.map((b) => (
              <img
                key={b.id}
                className={styles.badge}
                src={rewardImageSrc(b.image)}
                alt=""
                title={lang === 'tl' ? b.description : b.description_en}
              />
            ))}
          </span>
        )}
      </Line>
      {week.subjects.map((s) => (
        <Line key={s.id} text={t('week.stars', { subject: s.name, count: s.stars })} lang={lang} canSpeak={canSpeak} testId="week-stars">
          <Stars count={s.stars} />
        </Line>
      ))}
      <Line text={t('week.starMeaning')} lang={lang} canSpeak={canSpeak} muted />
      <Line text={tracedLine} lang={lang} canSpeak={canSpeak} testId="week-traced">
        {week.traced.length > 0 && (
          <span className={styles.pictures}>
            {week.traced.map((item) => (
              <Glyph key={item.target} item={item} />
            ))}
          </span>
        )}
      </Line>
    </ul>
  );
}

/** One line of the week: its picture, its words, and its speaker (crossed out where the device has no voice). */
function Line({
  text,
  lang,
  canSpeak,
  muted = false,
  testId,
  children,
}: {
  text: string;
  lang: Language;
  canSpeak: boolean;
  muted?: boolean;
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('parentArea');
  return (
    <li className={`${styles.line} ${muted ? styles.lineMuted : ''}`} data-testid={testId}>
      {canSpeak ? (
        <button
          type="button"
          className={`speak-button ${styles.speaker}`}
          aria-label={t('week.listen', { line: text })}
          onClick={() => say({ url: null, text, lang }, { explicit: true })}
        >
          <SpeakerIcon size={24} />
        </button>
      ) : (
        <span className={styles.speakerOff} role="img" aria-label={t('week.noVoiceShort')}>
          <SpeakerIcon size={24} muted />
        </span>
      )}
      <span className={styles.body}>
        {children}
        <span className={styles.text}>{text}</span>
      </span>
    </li>
  );
}

function Stars({ count }: { count: number }) {
  const drawn = Math.min(count, MAX_STARS_DRAWN);
  return (
    <span className={styles.stars} aria-hidden="true">
      {count === 0 ? <StarIcon filled={false} /> : Array.from({ length: drawn }, (_, i) => <StarIcon key={i} filled />)}
      {count > MAX_STARS_DRAWN && <span className={styles.more}>+{count - MAX_STARS_DRAWN}</span>}
    </span>
  );
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg width={30} height={30} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m12 2.5 2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8z"
        fill={filled ? '#f5b301' : 'none'}
        stroke={filled ? '#c98a00' : '#c9b79c'}
        strokeWidth={1.6}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A traced letter, digit or shape drawn from the tracing library; a check when a try passed this week. */
function Glyph({ item }: { item: WeekTraced }) {
  const def = TRACING_LIBRARY[item.target];
  if (!def) return null;
  return (
    <span className={`${styles.glyph} ${item.traced_well ? styles.glyphWell : ''}`} data-glyph={item.target} aria-hidden="true">
      <svg viewBox={def.viewBox} width={44} height={44} focusable="false">
        <path
          d={def.path}
          fill="none"
          stroke="currentColor"
          strokeWidth={def.strokeWidth * 0.7}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {item.traced_well && <span className={styles.check}>✓</span>}
    </span>
  );
}
