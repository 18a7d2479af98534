import { useTranslation } from 'react-i18next';
import { PointingHand } from '../../../components/play/pointing-hand';
import styles from './how-to-play.module.css';

function Card({
  x,
  y,
  w,
  h,
  className,
  children,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="14" className={`${styles.card} ${className ?? ''}`} />
      {children}
    </g>
  );
}

/** How to play matching: a finger taps a picture on the left, then its word on the right; a line joins them. */
export function MatchingDemo() {
  const { t } = useTranslation('play');
  return (
    <svg viewBox="0 0 320 200" className={styles.scene} role="img" aria-label={t('instructions.animation')}>
      <Card x={20} y={18} w={110} h={74} className={styles.cardFirst}>
        <image href="/art/cat.svg" x={45} y={22} width={60} height={66} />
      </Card>
      <Card x={20} y={108} w={110} h={74}>
        <image href="/art/ball.svg" x={45} y={112} width={60} height={66} />
      </Card>
      <Card x={190} y={18} w={110} h={74}>
        <text x={245} y={56} className={styles.word}>
          {t('instructions.demoBall')}
        </text>
      </Card>
      <Card x={190} y={108} w={110} h={74} className={styles.cardSecond}>
        <text x={245} y={146} className={styles.word}>
          {t('instructions.demoCat')}
        </text>
      </Card>
      <line x1={130} y1={55} x2={190} y2={145} className={styles.link} />
      <circle cx={75} cy={58} r={10} className={`${styles.ripple} ${styles.rippleFirst}`} />
      <circle cx={245} cy={148} r={10} className={`${styles.ripple} ${styles.rippleSecond}`} />
      <PointingHand className={styles.handMatching} />
    </svg>
  );
}

/** How to play multiple choice: a finger taps the right picture, then the Check button. */
export function ChoiceDemo() {
  const { t } = useTranslation('play');
  return (
    <svg viewBox="0 0 320 200" className={styles.scene} role="img" aria-label={t('instructions.animationChoice')}>
      <Card x={16} y={16} w={88} h={88} className={styles.choiceRight}>
        <image href="/art/apple.svg" x={28} y={26} width={64} height={68} />
      </Card>
      <Card x={116} y={16} w={88} h={88}>
        <image href="/art/car.svg" x={128} y={26} width={64} height={68} />
      </Card>
      <Card x={216} y={16} w={88} h={88}>
        <image href="/art/ball.svg" x={228} y={26} width={64} height={68} />
      </Card>
      <rect x={90} y={134} width={140} height={46} rx={16} className={styles.checkButton} />
      <text x={160} y={158} className={styles.checkText}>
        {t('instructions.demoCheck')}
      </text>
      <circle cx={60} cy={62} r={10} className={`${styles.ripple} ${styles.rippleFirst}`} />
      <circle cx={160} cy={158} r={10} className={`${styles.ripple} ${styles.rippleSecond}`} />
      <PointingHand className={styles.handChoice} />
    </svg>
  );
}
