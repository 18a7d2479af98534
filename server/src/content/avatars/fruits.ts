/** The fruit pictures of the children's set (issue 19), each with a small happy face. */
import { circle, ellipse, eyes, face, line, path, smile, type Drawing } from './shapes';

const LEAF = '#5fb84a';
const STEM = '#7a4a24';
const WHITE = '#ffffff';

export const FRUITS: Record<string, Drawing> = {
  apple: {
    background: '#e2f5dc',
    parts: [
      line('M60 36Q60 26 64 20', { stroke: STEM, w: 4 }),
      path('M64 28Q76 16 88 24Q78 36 64 28Z', LEAF),
      path('M60 38Q46 28 32 38Q20 50 26 72Q34 98 52 98Q56 96 60 94Q64 96 68 98Q86 98 94 72Q100 50 88 38Q74 28 60 38Z', '#e63946'),
      ellipse(40, 52, 5, 9, WHITE, { stroke: null, o: 0.5, rotate: 20 }),
      ...face(60, 64, 11),
    ],
  },
  banana: {
    background: '#e3ecff',
    parts: [
      path('M24 40Q20 80 52 94Q84 104 100 78Q98 74 94 76Q78 90 56 80Q36 68 34 40Q30 36 24 40Z', '#ffd93b'),
      path('M24 40Q22 32 28 30L32 38Z', STEM, { w: 2 }),
      path('M100 78L104 80L98 86Z', STEM, { w: 2 }),
      line('M34 46Q38 70 60 82', { stroke: '#e0b400', w: 2.5 }),
      ...eyes(52, 64, 85, 2.6),
      smile(55, 61, 90, 1.8, 2),
    ],
  },
  mango: {
    background: '#ffe6f0',
    parts: [
      line('M72 28Q74 20 80 16', { stroke: STEM, w: 4 }),
      path('M76 22Q92 14 100 26Q88 32 76 22Z', LEAF),
      path('M72 28Q98 30 98 62Q96 96 60 100Q28 100 24 74Q22 56 40 42Q54 30 72 28Z', '#ffb627'),
      path('M72 28Q98 30 98 62Q96 80 84 90Q92 64 72 28Z', '#ff8c1a', { stroke: null, o: 0.7 }),
      path('M72 28Q98 30 98 62Q96 96 60 100Q28 100 24 74Q22 56 40 42Q54 30 72 28Z', null),
      ...face(58, 64, 11),
    ],
  },
  orange: {
    background: '#ddf3ff',
    parts: [
      circle(60, 66, 32, '#ff9a1f'),
      line('M60 34V30', { stroke: STEM, w: 4 }),
      path('M60 32Q72 20 84 26Q74 38 60 32Z', LEAF),
      ...[
        [44, 52],
        [78, 60],
        [72, 86],
        [40, 82],
      ].map(([x, y]) => circle(x, y, 1.6, '#d97706', { stroke: null })),
      ...face(60, 66, 11),
    ],
  },
  strawberry: {
    background: '#fff4d6',
    parts: [
      path('M60 34Q86 30 92 50Q94 76 60 102Q26 76 28 50Q34 30 60 34Z', '#ff4d6d'),
      ...[
        [42, 50],
        [54, 46],
        [68, 48],
        [80, 52],
        [46, 66],
        [74, 66],
        [56, 84],
        [66, 86],
        [38, 58],
        [84, 62],
      ].map(([x, y]) => ellipse(x, y, 1.6, 2.6, '#ffe08a', { stroke: null })),
      path('M60 36L46 28L52 38L38 38L52 44L60 40L68 44L82 38L68 38L74 28Z', LEAF, { w: 2.5 }),
      line('M60 36V24', { stroke: STEM, w: 3.5 }),
      ...face(60, 62, 9, { eye: 3.5 }),
    ],
  },
  watermelon: {
    background: '#fde4ec',
    parts: [
      path('M14 44A46 46 0 0 0 106 44Z', '#3fa34d'),
      path('M22 44A38 38 0 0 0 98 44Z', '#f2fbe8', { stroke: null }),
      path('M26 44A34 34 0 0 0 94 44Z', '#ff5a6e', { stroke: null }),
      path('M14 44A46 46 0 0 0 106 44Z', null),
      ...[
        [36, 54],
        [48, 70],
        [72, 70],
        [84, 54],
        [60, 78],
      ].map(([x, y]) => ellipse(x, y, 2, 3.5, '#2b2b2b', { stroke: null })),
      ...face(60, 52, 12),
    ],
  },
  pineapple: {
    background: '#e0f0ff',
    parts: [
      path('M60 44L50 16L58 30L60 10L62 30L70 16L60 44Z', LEAF),
      path('M60 42L40 26L52 40Z', LEAF, { w: 2.5 }),
      path('M60 42L80 26L68 40Z', LEAF, { w: 2.5 }),
      ellipse(60, 74, 25, 30, '#f9c74f'),
      line('M42 56L74 96M52 48L84 88M38 70L62 102M78 56L46 96M68 48L36 88M82 70L58 102', { stroke: '#d9a21b', w: 2 }),
      ellipse(60, 74, 25, 30, null),
      ...face(60, 70, 10),
    ],
  },
  grapes: {
    background: '#fff1d9',
    parts: [
      line('M60 32Q60 22 66 16', { stroke: STEM, w: 4 }),
      path('M62 26Q76 12 90 22Q78 34 62 26Z', LEAF),
      ...[
        [46, 42],
        [60, 42],
        [74, 42],
        [40, 56],
        [54, 56],
        [68, 56],
        [82, 56],
        [46, 70],
        [60, 70],
        [74, 70],
        [52, 84],
        [68, 84],
        [60, 97],
      ].map(([x, y]) => circle(x, y, 9, '#8e5bd6')),
      ...face(60, 68, 9, { eye: 3.5, cheeks: false }),
    ],
  },
  cherries: {
    background: '#e6f7e9',
    parts: [
      line('M42 72Q50 40 66 22M82 70Q74 44 66 22', { stroke: '#4f8a2a', w: 3.5 }),
      path('M66 22Q82 10 96 20Q84 32 66 22Z', LEAF),
      circle(40, 80, 18, '#d62839'),
      circle(82, 78, 18, '#d62839'),
      circle(33, 73, 4, WHITE, { stroke: null, o: 0.55 }),
      circle(75, 71, 4, WHITE, { stroke: null, o: 0.55 }),
      ...face(40, 80, 6, { eye: 2.8, cheeks: false }),
      ...face(82, 78, 6, { eye: 2.8, cheeks: false }),
    ],
  },
  pear: {
    background: '#fbe4ff',
    parts: [
      line('M60 30Q60 20 66 14', { stroke: STEM, w: 4 }),
      path('M64 22Q78 12 90 20Q78 30 64 22Z', LEAF),
      path('M60 30Q72 30 74 48Q76 58 86 68Q94 84 82 96Q70 104 60 102Q50 104 38 96Q26 84 34 68Q44 58 46 48Q48 30 60 30Z', '#b5d334'),
      ellipse(46, 74, 4, 8, WHITE, { stroke: null, o: 0.45, rotate: 15 }),
      ...face(60, 76, 11),
    ],
  },
};
