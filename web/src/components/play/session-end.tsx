import { type SessionEndFields, timings } from '@aralin/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { SpeakButton } from '../ui/speak-button';
import { playEffect } from '../../lib/sound/music';
import { isOn } from '../../lib/sound/sound-prefs';
import { rewardImageSrc } from '../../lib/reward-image';
import { TRUNCATE, truncateText } from '../../lib/truncate';
import { useIsMobile } from '../../lib/use-media-query';
import { HomeIcon } from './play-icons';
import { useTabletTurnEnd } from './use-tablet-turn';
import styles from './session-end.module.css';

/** Below this score the screen encourages without praise (the server's message does the same). */
const PRAISE_FROM = 60;

/**
 * The session-end reward screen (spec §2): the result, then each badge earned one at a time after 2 s
 * (1.5 s on mobile). Next shows the next badge, and after the last one goes home; Home goes home.
 * Honest (issue 19): confetti and "You did it!" only when the activity's required score was reached; a
 * badge earned before says "Earned again! ×n", only a first one says new; no Next when there is no badge.
 */
export function SessionEnd({ end, lang, onHome: goHome }: { end: SessionEndFields; lang: 'en' | 'tl'; onHome: () => void }) {
  const { t } = useTranslation('play');
  // On a class tablet the child's turn ends here: signed out, back to the class's profiles (issue 13 item 4).
  const turnEnd = useTabletTurnEnd();
  const onHome = turnEnd ?? goHome;
  const isMobile = useIsMobile();
  const [shown, setShown] = useState(-1);
  const badges = end.badges;
  const badge = shown >= 0 ? badges[shown] : undefined;

  useEffect(() => {
    if (shown !== -1 || badges.length === 0) return;
    const timer = setTimeout(() => setShown(0), isMobile ? timings.rewardDelayMobileMs : timings.rewardDelayMs);
    return () => clearTimeout(timer);
  }, [shown, badges.length, isMobile]);

  useEffect(() => {
    if (badge && isOn('sound')) playEffect('correct');
  }, [badge]);

  const handleNext = () => (shown < badges.length - 1 ? setShown(shown + 1) : onHome());
  const message = isMobile ? truncateText(end.message, TRUNCATE.message) : end.message;
  const stars = end.score >= 90 ? 3 : end.score >= 75 ? 2 : end.score >= 60 ? 1 : 0;
  const title = end.mastery_achieved ? t('end.title') : end.score >= PRAISE_FROM ? t('end.titleGood') : t('end.titleTry');

  return (
    <section className={styles.end} aria-labelledby="end-title">
      {end.mastery_achieved && (
        <div className={styles.confetti} aria-hidden="true" data-testid="confetti">
          {Array.from({ length: 14 }, (_, i) => (
            <span key={i} style={{ left: `${(i * 7.3) % 100}%`, animationDelay: `${(i % 5) * 0.35}s` }} />
          ))}
        </div>
      )}
      <h1 id="end-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.stars} role="img" aria-label={t('end.score', { score: end.score })}>
        {[0, 1, 2].map((i) => (
          <svg key={i} viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" className={i < stars ? styles.starOn : styles.starOff}>
            <path
              d="m12 2.5 2.9 5.9 6.5.9-4.7 4.6 1.1 6.5-5.8-3.1-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          </svg>
        ))}
      </div>
      <p className={styles.score}>{t('end.score', { score: end.score })}</p>
      {end.message && (
        <div className={styles.message}>
          <p title={message !== end.message ? end.message : undefined}>{message}</p>
          <SpeakButton text={end.message} lang={lang} label={t('replay')} />
        </div>
      )}

      {badge && (
        <div key={shown} className={styles.badge} role="status">
          <p className={styles.newBadge}>{(badge.times ?? 1) > 1 ? t('end.badgeAgain', { times: badge.times }) : t('end.newBadge')}</p>
          <img src={rewardImageSrc(badge.image)} alt="" width={140} height={140} className={styles.badgeImage} />
          <h2 className={styles.badgeName}>{badge.name}</h2>
          <p className={styles.badgeText}>{isMobile ? truncateText(badge.description, TRUNCATE.badgeDescription) : badge.description}</p>
          {badges.length > 1 && <p className={styles.badgeCount}>{t('end.badgeOf', { n: shown + 1, total: badges.length })}</p>}
        </div>
      )}

      <div className={styles.buttons}>
        <Button variant="secondary" size="xl" icon={<HomeIcon />} onClick={onHome}>
          {turnEnd ? t('end.tabletDone') : t('end.home')}
        </Button>
        {badges.length > 0 && (
          <Button size="xl" onClick={handleNext}>
            {t('end.next')}
          </Button>
        )}
      </div>
    </section>
  );
}
