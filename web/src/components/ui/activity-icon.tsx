/**
 * The activity icons of spec §9 (A, B, C, D, E, Square, Star, Triangle, Circle, Default, Fruit, Object,
 * Number), drawn for Aralin as coloured tiles. Decorative: the card's title names the activity.
 */
import type { ReactNode } from 'react';

const TILES: Record<string, string> = {
  A: '#e5383b',
  B: '#2f6fcb',
  C: '#2f9e5b',
  D: '#f08c00',
  E: '#8b5cf6',
  Square: '#0f766e',
  Star: '#f6a300',
  Triangle: '#d9467a',
  Circle: '#1d8fb8',
  Fruit: '#c2410c',
  Object: '#6b5647',
  Number: '#1e40af',
  Default: '#c2410c',
};

const SHAPES: Record<string, ReactNode> = {
  Square: <rect x="14" y="14" width="20" height="20" rx="2" fill="#fff" />,
  Circle: <circle cx="24" cy="24" r="11" fill="#fff" />,
  Triangle: <path d="M24 12L36 34H12Z" fill="#fff" strokeLinejoin="round" />,
  Star: <path d="M24 11l3.6 7.6 8.3 1-6.1 5.7 1.6 8.2L24 29.4l-7.4 4.1 1.6-8.2-6.1-5.7 8.3-1Z" fill="#fff" />,
  Fruit: (
    <g>
      <path d="M24 18c-4-3-11-1-10 7 1 7 6 11 10 9 4 2 9-2 10-9 1-8-6-10-10-7Z" fill="#fff" />
      <path d="M24 18c0-3 1-5 3-6" stroke="#fff" strokeWidth="2" strokeLinecap="round" fill="none" />
      <path d="M26 14c3-3 7-2 7 0-3 2-5 2-7 0Z" fill="#bfe3b4" />
    </g>
  ),
  Object: (
    <g fill="none" stroke="#fff" strokeWidth="2.5" strokeLinejoin="round">
      <path d="M14 19l10-5 10 5v11l-10 5-10-5Z" />
      <path d="M14 19l10 5 10-5M24 24v11" />
    </g>
  ),
  Number: (
    <text x="24" y="30" textAnchor="middle" fontSize="15" fontWeight="800" fill="#fff" fontFamily="inherit">
      123
    </text>
  ),
  Default: (
    <g fill="none" stroke="#fff" strokeWidth="2.5" strokeLinejoin="round">
      <path d="M24 17c-3-2-7-2.5-10-2v17c3-.5 7 0 10 2 3-2 7-2.5 10-2V15c-3-.5-7 0-10 2Z" />
      <path d="M24 17v17" />
    </g>
  ),
};

/** One activity icon tile; an unknown name shows the Default book. */
export function ActivityIcon({ icon, size = 48 }: { icon: string; size?: number }) {
  const isLetter = /^[A-E]$/.test(icon);
  const name = isLetter || SHAPES[icon] ? icon : 'Default';
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <rect width="48" height="48" rx="12" fill={TILES[name]} />
      <circle cx="40" cy="8" r="10" fill="#fff" opacity="0.18" />
      {isLetter ? (
        <text x="24" y="33" textAnchor="middle" fontSize="26" fontWeight="800" fill="#fff" fontFamily="inherit">
          {icon}
        </text>
      ) : (
        SHAPES[name]
      )}
    </svg>
  );
}
