import type { SubjectCover } from '@aralin/contract';

/** The four subject cover colours (spec §9: BLUE, GREEN, RED, YELLOW), as a bright fill and a deeper edge. */
export const COVER_COLOURS: Record<SubjectCover, { fill: string; deep: string; ink: string }> = {
  RED: { fill: '#f26b5b', deep: '#c8412f', ink: '#ffffff' },
  GREEN: { fill: '#3fb37f', deep: '#23845a', ink: '#ffffff' },
  BLUE: { fill: '#4f8ef7', deep: '#2a62c9', ink: '#ffffff' },
  YELLOW: { fill: '#f8c537', deep: '#c9930d', ink: '#4a3000' },
};

/** A short picture-word for a subject, so a child who can't read the name still knows the tile. */
export function subjectGlyph(name: string): string {
  const n = name.toLowerCase();
  if (/math|matem|bilang|number|numero/.test(n)) return '1 2 3';
  if (/english|ingles|reading|phonics/.test(n)) return 'ABC';
  if (/filipino|wika|abakada|pagbasa/.test(n)) return 'Aa';
  if (/music|musika/.test(n)) return '♪';
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

/** The cover of a subject tile: its colour with soft circles and the subject's picture-word. */
export function SubjectCoverArt({ cover, name }: { cover: SubjectCover; name: string }) {
  const c = COVER_COLOURS[cover] ?? COVER_COLOURS.BLUE;
  const glyph = subjectGlyph(name);
  return (
    <svg viewBox="0 0 160 96" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="160" height="96" fill={c.fill} />
      <circle cx="18" cy="14" r="26" fill="#fff" opacity="0.18" />
      <circle cx="146" cy="86" r="34" fill={c.deep} opacity="0.35" />
      <circle cx="138" cy="16" r="8" fill="#fff" opacity="0.3" />
      <circle cx="24" cy="82" r="5" fill="#fff" opacity="0.35" />
      <text
        x="80"
        y="50"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={glyph.length > 3 ? 30 : 40}
        fontWeight="900"
        fill={c.ink}
        fontFamily="system-ui, sans-serif"
      >
        {glyph}
      </text>
    </svg>
  );
}
