import type { Gender } from '@aralin/contract';
import styles from './student.module.css';

const SKIN = '#e3a872';
const HAIR = '#2e1c10';

const LOOKS: Record<Gender, { bg: string; shirt: string }> = {
  male: { bg: '#cfe4ff', shirt: '#2f6fd6' },
  female: { bg: '#ffd9e6', shirt: '#d9467f' },
  other: { bg: '#fff0c2', shirt: '#14a38b' },
};

/**
 * A child's picture for the profile grid: her own (issue 19, a file of web/public/avatars, so a child who
 * can't read finds herself), else a boy, a girl, or a neutral child (spec §2 'male or female icon').
 */
export function StudentAvatar({ gender, avatar, size = 96 }: { gender: Gender; avatar?: string; size?: number }) {
  if (avatar && /^[a-z]+$/.test(avatar))
    return <img src={`/avatars/${avatar}.svg`} width={size} height={size} alt="" className={styles.avatarPicture} />;
  const look = LOOKS[gender];
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="48" fill={look.bg} />
      {gender === 'female' && <path d="M25 48q-3-30 23-30t23 30v22q-5 5-10 0V52H35v18q-5 5-10 0z" fill={HAIR} />}
      <path d="M16 96q2-24 32-25 30 1 32 25z" fill={look.shirt} />
      <rect x="42" y="60" width="12" height="12" rx="4" fill="#c98c58" />
      {gender !== 'female' && (
        <>
          <circle cx="28" cy="47" r="4.5" fill={SKIN} />
          <circle cx="68" cy="47" r="4.5" fill={SKIN} />
        </>
      )}
      <circle cx="48" cy="45" r="20" fill={SKIN} />
      {gender === 'male' && <path d="M28 43q-1-24 20-24 22 0 21 24-5-11-21-12-14 1-20 12z" fill={HAIR} />}
      {gender === 'female' && (
        <>
          <path d="M28 41q3-20 20-20t20 20q-9-9-20-9t-20 9z" fill={HAIR} />
          <circle cx="66" cy="28" r="5" fill="#f6b73c" />
          <circle cx="66" cy="28" r="2" fill="#fff3d1" />
        </>
      )}
      {gender === 'other' && <path d="M28 44q-2-25 20-25t20 25q-4-8-12-10-4 5-10 3t-8-3q-6 4-10 10z" fill={HAIR} />}
      <circle cx="41" cy="47" r="2.6" fill={HAIR} />
      <circle cx="55" cy="47" r="2.6" fill={HAIR} />
      <circle cx="36" cy="53" r="3" fill="#f08a8a" opacity="0.45" />
      <circle cx="60" cy="53" r="3" fill="#f08a8a" opacity="0.45" />
      <path d="M42 54q6 5 12 0" stroke="#7a3b1a" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
