/** The pictures of things in the children's set (issue 19): toys, sky, food and nature. */
import { circle, ellipse, face, line, OUTLINE, path, rect, smile, type Drawing } from './shapes';

const WHITE = '#ffffff';

/** Five-pointed star path centred on cx, cy. */
function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? outer : inner;
    return `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
  });
  return `M${points.join('L')}Z`;
}

export const THINGS: Record<string, Drawing> = {
  ball: {
    background: '#fff3c9',
    parts: [
      ...['#e63946', '#ffffff', '#1d6fe0', '#ffd23f', '#2bb673', '#ffffff'].map((c, i) => {
        const at = (k: number) => {
          const a = -Math.PI / 2 + (k * Math.PI) / 3;
          return `${(60 + 36 * Math.cos(a)).toFixed(1)} ${(62 + 36 * Math.sin(a)).toFixed(1)}`;
        };
        return path(`M60 62L${at(i)}A36 36 0 0 1 ${at(i + 1)}Z`, c, { w: 2.5 });
      }),
      circle(60, 62, 8, WHITE, { w: 2.5 }),
      circle(60, 62, 36, null),
    ],
  },
  kite: {
    background: '#d9f0ff',
    parts: [
      line('M60 94Q50 102 56 108Q66 112 60 118', { w: 2.5 }),
      path('M56 102L48 98L50 106Z', '#ff5a6e', { w: 2 }),
      path('M60 110L68 106L66 114Z', '#ffd23f', { w: 2 }),
      path('M60 14L92 50L60 94L28 50Z', '#ff5a6e'),
      path('M60 14L92 50L60 50Z', '#ffd23f', { stroke: null }),
      path('M60 50L60 94L28 50Z', '#ffd23f', { stroke: null }),
      path('M60 14L92 50L60 94L28 50Z', null),
      line('M60 14V94M28 50H92', { w: 2.5 }),
    ],
  },
  star: {
    background: '#dfe6ff',
    parts: [path(starPath(60, 62, 44, 20), '#ffd23f', { w: 3.5 }), ...face(60, 62, 9)],
  },
  moon: {
    background: '#2f3d6b',
    parts: [
      circle(24, 30, 2, '#fff6c9', { stroke: null }),
      circle(96, 24, 2.5, '#fff6c9', { stroke: null }),
      circle(100, 92, 2, '#fff6c9', { stroke: null }),
      path('M70 20A42 42 0 1 0 96 88A34 34 0 1 1 70 20Z', '#ffe37a'),
      line('M28 56Q32 60 36 56', { w: 2.5 }),
      smile(28, 38, 68, 2.5),
      circle(26, 63, 3.5, '#ff8fa3', { stroke: null, o: 0.6 }),
    ],
  },
  sun: {
    background: '#d6f1ff',
    parts: [
      ...Array.from({ length: 10 }, (_, i) => {
        const a = (i / 10) * Math.PI * 2;
        const p = (r: number, da = 0) => `${(60 + r * Math.cos(a + da)).toFixed(1)} ${(60 + r * Math.sin(a + da)).toFixed(1)}`;
        return path(`M${p(32, -0.2)}L${p(50)}L${p(32, 0.2)}Z`, '#ff9f1c', { w: 2.5 });
      }),
      circle(60, 60, 30, '#ffd23f'),
      ...face(60, 58, 10),
    ],
  },
  rocket: {
    background: '#e8e1ff',
    parts: [
      path('M50 86Q60 112 70 86Z', '#ff9f1c', { w: 2.5 }),
      path('M54 86Q60 100 66 86Z', '#ffd23f', { stroke: null }),
      path('M44 66L28 88L46 84Z', '#e63946'),
      path('M76 66L92 88L74 84Z', '#e63946'),
      path('M60 12Q82 30 78 86H42Q38 30 60 12Z', '#f4f4f4'),
      path('M60 12Q70 20 74 32H46Q50 20 60 12Z', '#e63946'),
      circle(60, 52, 10, '#6ec6ff', { w: 3 }),
      circle(57, 49, 3, WHITE, { stroke: null, o: 0.8 }),
      rect(50, 86, 20, 5, 2, '#9aa3ad', { w: 2.5 }),
    ],
  },
  boat: {
    background: '#fff0d9',
    parts: [
      line('M62 22V78', { w: 3.5 }),
      path('M64 24L94 70H64Z', WHITE),
      path('M60 30L34 70H60Z', '#ff5a6e'),
      path('M62 22L78 28L62 34Z', '#ffd23f', { w: 2 }),
      path('M20 78H100L88 96H32Z', '#8a5a2e'),
      line('M28 86H92', { stroke: '#b07a45', w: 2.5 }),
      line('M10 102Q20 96 30 102T50 102T70 102T90 102T110 102', { stroke: '#4a9fe8', w: 4 }),
    ],
  },
  umbrella: {
    background: '#e2f6e2',
    parts: [
      line('M60 56V94Q60 104 50 104Q42 104 42 96', { w: 4 }),
      path('M16 60Q18 22 60 20Q102 22 104 60Q96 52 88 60Q80 52 74 60Q66 52 60 60Q54 52 46 60Q40 52 32 60Q24 52 16 60Z', '#8e5bd6'),
      path('M60 20Q44 30 46 60Q54 52 60 60Q66 52 74 60Q76 30 60 20Z', '#ffd23f', { w: 2.5 }),
      circle(60, 18, 3.5, OUTLINE, { stroke: null }),
    ],
  },
  balloon: {
    background: '#e1f3ff',
    parts: [
      line('M60 86Q52 96 62 104Q70 110 60 118', { w: 2.5 }),
      path('M60 14Q90 14 90 50Q90 78 60 86Q30 78 30 50Q30 14 60 14Z', '#ff4d6d'),
      path('M55 86L65 86L60 92Z', '#ff4d6d', { w: 2.5 }),
      ellipse(46, 36, 5, 10, WHITE, { stroke: null, o: 0.6, rotate: 25 }),
    ],
  },
  car: {
    background: '#fff3d6',
    parts: [
      path('M34 58L44 38H78L90 58Z', '#8fd3ff'),
      line('M60 38V58', { w: 3 }),
      path('M14 60Q14 56 20 56H96Q106 56 106 66V80H14Z', '#e63946'),
      circle(36, 82, 11, '#3d3a44'),
      circle(86, 82, 11, '#3d3a44'),
      circle(36, 82, 4, '#d9d9d9', { stroke: null }),
      circle(86, 82, 4, '#d9d9d9', { stroke: null }),
      rect(96, 62, 8, 6, 2, '#ffd23f', { w: 2 }),
      line('M56 66H64', { w: 2.5 }),
    ],
  },
  drum: {
    background: '#e4f1ff',
    parts: [
      line('M30 18L56 44M92 20L66 44', { stroke: '#a0612b', w: 5 }),
      circle(30, 18, 5, '#ffd23f', { w: 2 }),
      circle(92, 20, 5, '#ffd23f', { w: 2 }),
      path('M24 50V88Q60 106 96 88V50Z', '#e63946'),
      line('M24 52L42 94L60 54L78 94L96 52', { stroke: '#ffd23f', w: 3.5 }),
      ellipse(60, 50, 36, 12, '#f6ead5'),
      path('M24 84Q60 102 96 84', null, { w: 5, stroke: '#f6ead5' }),
      path('M24 50V88Q60 106 96 88V50', null),
    ],
  },
  cupcake: {
    background: '#e3f6ef',
    parts: [
      path('M32 66L40 102H80L88 66Z', '#6ec6ff'),
      line('M46 68L50 102M60 68V102M74 68L70 102', { stroke: '#3a9ad9', w: 2.5 }),
      path('M26 68Q24 52 40 50Q40 34 60 34Q80 34 80 50Q96 52 94 68Z', '#ffb3d1'),
      ...[
        [44, 56, '#ffd23f'],
        [58, 46, '#2bb673'],
        [70, 58, '#1d6fe0'],
        [82, 62, '#ff9f1c'],
        [38, 64, '#8e5bd6'],
      ].map(([x, y, c]) => rect(Number(x), Number(y), 6, 2.5, 1.2, String(c), { stroke: null })),
      circle(60, 28, 8, '#e63946'),
      line('M60 20Q62 12 68 10', { w: 2.5 }),
    ],
  },
  icecream: {
    background: '#fff0e6',
    parts: [
      path('M40 62L60 108L80 62Z', '#e9b06b'),
      line('M46 66L70 94M56 64L76 78M74 66L50 94M64 64L44 78', { stroke: '#b97a35', w: 2 }),
      circle(50, 52, 16, '#ffb3d1'),
      circle(70, 52, 16, '#8fe0c1'),
      circle(60, 36, 16, '#fff1c1'),
      circle(60, 20, 5, '#e63946'),
      ...face(60, 36, 6, { eye: 2.5, cheeks: false }),
    ],
  },
  sunflower: {
    background: '#e0efff',
    parts: [
      line('M60 70V112', { stroke: '#3f8f3a', w: 5 }),
      path('M60 96Q42 84 32 94Q44 104 60 96Z', '#5fb84a', { w: 2.5 }),
      ...Array.from({ length: 12 }, (_, i) =>
        ellipse(60 + 26 * Math.cos((i / 12) * Math.PI * 2), 50 + 26 * Math.sin((i / 12) * Math.PI * 2), 11, 6, '#ffd23f', {
          rotate: (i / 12) * 360,
          w: 2.5,
        }),
      ),
      circle(60, 50, 18, '#8a5a2e'),
      ...face(60, 48, 7, { eye: 3, cheeks: false }),
    ],
  },
  tree: {
    background: '#fff4d2',
    parts: [
      path('M52 104L54 66H66L68 104Z', '#9b6b43'),
      circle(40, 56, 20, '#3fa34d'),
      circle(80, 56, 20, '#3fa34d'),
      circle(60, 38, 24, '#4fb85a'),
      circle(60, 62, 20, '#3fa34d', { stroke: null }),
      circle(46, 40, 4, '#e63946', { w: 2 }),
      circle(76, 46, 4, '#e63946', { w: 2 }),
      circle(58, 60, 4, '#e63946', { w: 2 }),
      circle(36, 62, 4, '#e63946', { w: 2 }),
      circle(84, 64, 4, '#e63946', { w: 2 }),
      line('M24 104H96', { stroke: '#5fb84a', w: 4 }),
    ],
  },
  rainbow: {
    background: '#dcf1ff',
    parts: [
      ...['#e63946', '#ff9f1c', '#ffd23f', '#2bb673', '#1d6fe0', '#8e5bd6'].map((c, i) =>
        path(`M${14 + i * 6} 80A${46 - i * 6} ${46 - i * 6} 0 0 1 ${106 - i * 6} 80`, null, { stroke: c, w: 6.5 }),
      ),
      path('M8 88Q8 74 22 76Q26 66 38 72Q48 76 44 88Z', WHITE, { w: 2.5 }),
      path('M76 88Q72 76 82 72Q94 66 98 76Q112 74 112 88Z', WHITE, { w: 2.5 }),
    ],
  },
};
