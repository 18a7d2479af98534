/** A child's face for a student card (spec §2 'gender icon'): a boy, a girl with pigtails, or a neutral face. */
import type { Gender } from '@aralin/contract';

const SKIN = '#f2c29b';
const HAIR = '#3b2417';

export function GenderIcon({ gender, size = 64 }: { gender: Gender; size?: number }) {
  const background = gender === 'male' ? '#dbe7ff' : gender === 'female' ? '#ffe0ea' : '#e6f4ea';
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill={background} />
      {gender === 'female' && (
        <>
          <circle cx="13" cy="30" r="7" fill={HAIR} />
          <circle cx="51" cy="30" r="7" fill={HAIR} />
          <circle cx="16" cy="24" r="2.5" fill="#e84a7f" />
          <circle cx="48" cy="24" r="2.5" fill="#e84a7f" />
        </>
      )}
      <path d="M14 60c2-10 9-15 18-15s16 5 18 15" fill={gender === 'male' ? '#2f6fd6' : gender === 'female' ? '#e84a7f' : '#2f8a3c'} />
      <circle cx="32" cy="30" r="15" fill={SKIN} />
      {gender === 'male' && <path d="M17 28c0-11 7-16 15-16s15 5 15 16c-4-5-9-7-15-7-3 0-7 1-10 3z" fill={HAIR} />}
      {gender === 'female' && <path d="M17 30c-1-12 6-18 15-18s16 6 15 18c-3-6-8-9-15-9s-12 3-15 9z" fill={HAIR} />}
      {gender === 'other' && <path d="M18 26c1-9 7-13 14-13s13 4 14 13c-5-3-9-4-14-4s-9 1-14 4z" fill="#6b3f22" />}
      <circle cx="26.5" cy="31" r="2" fill="#2b1d14" />
      <circle cx="37.5" cy="31" r="2" fill="#2b1d14" />
      <path d="M27 37c3 3 7 3 10 0" stroke="#2b1d14" strokeWidth="2" fill="none" strokeLinecap="round" />
      <circle cx="22" cy="36" r="2.5" fill="#f59aa0" opacity="0.6" />
      <circle cx="42" cy="36" r="2.5" fill="#f59aa0" opacity="0.6" />
    </svg>
  );
}
