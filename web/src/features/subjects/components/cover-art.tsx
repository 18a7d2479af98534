/**
 * The four subject covers of spec §9 (BLUE, GREEN, RED, YELLOW), drawn for Aralin as friendly notebook
 * covers: a sea with a smiling fish, a hill with a tree, an apple with a pencil, a sun with stars.
 * Decorative: the card's name says which subject it is.
 */
import type { SubjectCover } from '@aralin/contract';
import type { ReactNode } from 'react';

function Cover({ background, spine, children }: { background: string; spine: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 200 120" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="200" height="120" fill={background} />
      {children}
      <rect width="16" height="120" fill={spine} />
      {[18, 42, 66, 90].map((y) => (
        <circle key={y} cx="8" cy={y + 6} r="3.2" fill="#fff" opacity="0.8" />
      ))}
    </svg>
  );
}

/** Two dots and a smile, for the friendly faces. */
function Face({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <circle cx="-5" cy="-2" r="2" fill="#2b1d14" />
      <circle cx="5" cy="-2" r="2" fill="#2b1d14" />
      <path d="M-4 4q4 4 8 0" stroke="#2b1d14" strokeWidth="1.8" fill="none" strokeLinecap="round" />
    </g>
  );
}

function BlueCover() {
  return (
    <Cover background="#cfe4ff" spine="#2f5fb3">
      <path d="M16 78q23-12 46 0t46 0 46 0 46 0V120H16Z" fill="#4f8de0" />
      <path d="M16 92q23-10 46 0t46 0 46 0 46 0V120H16Z" fill="#2f6fcb" />
      <g transform="translate(112 58)">
        <path d="M-30 0C-18-20 14-20 24 0C14 20-18 20-30 0Z" fill="#ffb347" stroke="#e0892b" strokeWidth="2" />
        <path d="M24 0L40-14V14Z" fill="#ffb347" stroke="#e0892b" strokeWidth="2" strokeLinejoin="round" />
        <Face x={-14} y={0} scale={1.1} />
      </g>
      {[
        [150, 36, 5],
        [160, 22, 3.5],
        [146, 14, 2.5],
      ].map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill="none" stroke="#fff" strokeWidth="2" />
      ))}
    </Cover>
  );
}

function GreenCover() {
  return (
    <Cover background="#dff3d6" spine="#2f7d3a">
      <circle cx="168" cy="26" r="12" fill="#ffd45c" />
      <path d="M16 96Q70 58 120 84T200 80V120H16Z" fill="#7cc36e" />
      <path d="M16 108Q80 88 140 100T200 96V120H16Z" fill="#4ea35a" />
      <rect x="86" y="56" width="10" height="32" rx="3" fill="#8a5a3b" />
      <circle cx="91" cy="46" r="22" fill="#3f9a4a" />
      <circle cx="76" cy="54" r="13" fill="#52b35c" />
      <circle cx="106" cy="54" r="13" fill="#52b35c" />
      <Face x={91} y={46} />
      <g transform="translate(148 66)">
        <path d="M0 0C-10-12-16 2-6 6C-16 10-8 20 0 8C8 20 16 10 6 6C16 2 10-12 0 0Z" fill="#f7a8c4" stroke="#d9678f" strokeWidth="1.5" />
      </g>
    </Cover>
  );
}

function RedCover() {
  return (
    <Cover background="#ffd9d2" spine="#b3261e">
      <circle cx="175" cy="100" r="34" fill="#fff" opacity="0.35" />
      <g transform="translate(92 64)">
        <path
          d="M0-22C-14-34-40-24-36 2C-33 24-14 38 0 30C14 38 33 24 36 2C40-24 14-34 0-22Z"
          fill="#e5383b"
          stroke="#b3261e"
          strokeWidth="2"
        />
        <path d="M0-22C0-30 2-36 6-40" stroke="#6b3f23" strokeWidth="3.5" strokeLinecap="round" fill="none" />
        <path d="M6-34C14-44 26-40 26-34C18-30 10-30 6-34Z" fill="#4ea35a" />
        <ellipse cx="-18" cy="-6" rx="5" ry="8" fill="#fff" opacity="0.45" />
        <Face x={0} y={6} scale={1.2} />
      </g>
      <g transform="translate(150 20) rotate(35)">
        <rect x="0" y="0" width="12" height="62" rx="2" fill="#ffc94d" stroke="#d89b16" strokeWidth="1.5" />
        <rect x="0" y="0" width="12" height="9" rx="2" fill="#f08aa0" />
        <path d="M0 62L6 76L12 62Z" fill="#f6d7a7" stroke="#d89b16" strokeWidth="1.5" strokeLinejoin="round" />
        <path d="M4 71L6 76L8 71Z" fill="#2b1d14" />
      </g>
    </Cover>
  );
}

function YellowCover() {
  const rays = Array.from({ length: 10 }, (_, i) => (i * 360) / 10);
  return (
    <Cover background="#fff1bf" spine="#c98a00">
      <g transform="translate(104 62)">
        {rays.map((deg) => (
          <path key={deg} transform={`rotate(${deg})`} d="M-5-30L0-44L5-30Z" fill="#f6a300" />
        ))}
        <circle r="26" fill="#ffcf3a" stroke="#f6a300" strokeWidth="2.5" />
        <circle cx="-12" cy="6" r="4" fill="#ff9f8a" opacity="0.7" />
        <circle cx="12" cy="6" r="4" fill="#ff9f8a" opacity="0.7" />
        <Face x={0} y={0} scale={1.3} />
      </g>
      {[
        [36, 24, 1],
        [168, 30, 1.2],
        [160, 96, 0.9],
        [44, 94, 0.8],
      ].map(([x, y, s]) => (
        <path
          key={`${x}-${y}`}
          transform={`translate(${x} ${y}) scale(${s})`}
          d="M0-10L3-3L10-3L4.5 2L6.5 9L0 5L-6.5 9L-4.5 2L-10-3L-3-3Z"
          fill="#fff"
          stroke="#f6a300"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      ))}
    </Cover>
  );
}

const COVERS: Record<SubjectCover, () => ReactNode> = { BLUE: BlueCover, GREEN: GreenCover, RED: RedCover, YELLOW: YellowCover };

/** The artwork of a subject's cover colour. */
export function CoverArt({ cover }: { cover: SubjectCover }) {
  const Art = COVERS[cover] ?? BlueCover;
  return <Art />;
}
