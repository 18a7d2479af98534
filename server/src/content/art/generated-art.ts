/**
 * Pictures drawn by code rather than by hand: counting groups (apples, stars), ten-frames, two-sided
 * comparison pictures and color blobs. `npx tsx server/src/content/art/write-generated-art.ts` writes
 * them to web/public/art; a test checks the files there match this output.
 */
import { COLOR_IDS, COMPARE_PICTURES, GENERATED_COUNTS, type CountKind } from '../prebuilt/math';

const OUTLINE = '#3d2c1e';

function svg(title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><title>${title}</title>${body}</svg>\n`;
}

/** One counting item drawn in a 20 × 20 box centred on 0,0. */
const ITEM: Record<CountKind, string> = {
  apple:
    `<path d="M0-5C-4-9-10-8-10-1C-10 6-5 10 0 8C5 10 10 6 10-1C10-8 4-9 0-5Z" fill="#e63946" stroke="${OUTLINE}" stroke-width="1.4"/>` +
    `<path d="M0-5L1-10" stroke="${OUTLINE}" stroke-width="1.6" stroke-linecap="round"/>` +
    `<path d="M1-9C4-12 8-11 8-9C5-7 2-8 1-9Z" fill="#4caf50"/><ellipse cx="-5" cy="-2" rx="1.6" ry="3" fill="#fff" opacity=".55"/>`,
  star: `<path d="M0-10L2.9-4 9.5-3.1 4.8 1.5 5.9 8.1 0 5 -5.9 8.1-4.8 1.5-9.5-3.1-2.9-4Z" fill="#ffd23f" stroke="#e09b00" stroke-width="1.4" stroke-linejoin="round"/>`,
};

const NAMES: Record<CountKind, [string, string]> = { apple: ['apple', 'apples'], star: ['star', 'stars'] };

/** Rows for n items: fewest rows, at most 4 per row for n ≤ 8, 5 for 10, 3 × 3 for 9. */
function rows(n: number): number[] {
  if (n <= 3) return [n];
  if (n === 4) return [2, 2];
  if (n <= 6) return [3, n - 3];
  if (n <= 8) return [4, n - 4];
  if (n === 9) return [3, 3, 3];
  return [5, 5];
}

/** Rows of two, for the narrow halves of a comparison picture. */
function pairs(n: number): number[] {
  return Array.from({ length: Math.ceil(n / 2) }, (_, i) => Math.min(2, n - i * 2));
}

/** Places n items in a box; returns <use> elements. */
function layout(n: number, box: { x: number; y: number; w: number; h: number }, arrange: (n: number) => number[] = rows): string {
  const rs = arrange(n);
  const perRow = Math.max(...rs);
  const cell = Math.min(box.w / perRow, box.h / rs.length);
  const scale = Math.min(1.6, (cell * 0.85) / 20);
  let out = '';
  rs.forEach((count, r) => {
    const y = box.y + box.h / 2 + (r - (rs.length - 1) / 2) * cell;
    for (let i = 0; i < count; i++) {
      const x = box.x + box.w / 2 + (i - (count - 1) / 2) * cell;
      out += `<use href="#i" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(2)})"/>`;
    }
  });
  return out;
}

function countPicture(kind: CountKind, n: number): string {
  return svg(
    `${n} ${NAMES[kind][n === 1 ? 0 : 1]}`,
    `<defs><g id="i">${ITEM[kind]}</g></defs>${layout(n, { x: 6, y: 6, w: 108, h: 108 })}`,
  );
}

function tenFrame(n: number): string {
  const frames = n > 10 ? 2 : 1;
  const cell = 20;
  const width = 5 * cell;
  const x0 = (120 - width) / 2;
  const top = frames === 2 ? 12 : 40;
  let body = '';
  for (let f = 0; f < frames; f++) {
    const y0 = top + f * (2 * cell + 16);
    body += `<rect x="${x0}" y="${y0}" width="${width}" height="${2 * cell}" rx="3" fill="#fff" stroke="${OUTLINE}" stroke-width="2"/>`;
    body += `<path d="M${x0} ${y0 + cell}h${width}M${x0 + cell} ${y0}v${2 * cell}M${x0 + 2 * cell} ${y0}v${2 * cell}M${x0 + 3 * cell} ${y0}v${2 * cell}M${x0 + 4 * cell} ${y0}v${2 * cell}" stroke="${OUTLINE}" stroke-width="1.2"/>`;
    for (let i = 0; i < 10; i++) {
      if (f * 10 + i >= n) break;
      const cx = x0 + (i % 5) * cell + cell / 2;
      const cy = y0 + Math.floor(i / 5) * cell + cell / 2;
      body += `<circle cx="${cx}" cy="${cy}" r="7" fill="${f === 0 ? '#e63946' : '#1d6fe0'}"/>`;
    }
  }
  return svg(`${n} dots in ten-frames`, body);
}

function comparePicture(left: number, right: number): string {
  const side = (x: number, n: number) =>
    `<rect x="${x}" y="14" width="52" height="92" rx="8" fill="#fff7e6" stroke="${OUTLINE}" stroke-width="2"/>${layout(n, { x: x + 2, y: 18, w: 48, h: 84 }, pairs)}`;
  return svg(`${left} apples and ${right} apples`, `<defs><g id="i">${ITEM.apple}</g></defs>${side(4, left)}${side(64, right)}`);
}

const COLOR_FILL: Record<string, string> = {
  red: '#e63946',
  blue: '#1d6fe0',
  yellow: '#ffd60a',
  green: '#2db84c',
  orange: '#ff8c1a',
  purple: '#8e44ad',
  black: '#222222',
  white: '#ffffff',
  pink: '#ff8fc7',
  brown: '#8b5a2b',
};

function colorBlob(id: string): string {
  const fill = COLOR_FILL[id];
  const splat =
    'M60 14C70 14 74 24 82 22C92 20 100 28 98 38C96 46 106 50 106 60C106 70 96 72 98 82C100 94 88 100 80 96C72 92 68 106 58 106C48 106 46 94 38 96C28 98 18 90 22 80C25 72 14 68 14 58C14 48 24 46 22 38C20 28 30 20 38 24C46 27 50 14 60 14Z';
  return svg(
    id,
    `<path d="${splat}" fill="${fill}" stroke="${id === 'white' ? '#9a9a9a' : OUTLINE}" stroke-width="3" stroke-linejoin="round"/>` +
      `<ellipse cx="45" cy="42" rx="9" ry="6" fill="#fff" opacity="${id === 'white' ? 0 : 0.35}"/>`,
  );
}

/** Every generated picture by name (file name without .svg). */
export function generatedArt(): Map<string, string> {
  const out = new Map<string, string>();
  for (const kind of GENERATED_COUNTS.kinds)
    for (let n = 1; n <= GENERATED_COUNTS.max; n++) out.set(`count-${kind}-${n}`, countPicture(kind, n));
  for (const n of GENERATED_COUNTS.tenFrames) out.set(`tenframe-${n}`, tenFrame(n));
  for (const [l, r] of COMPARE_PICTURES) out.set(`compare-${l}-${r}`, comparePicture(l, r));
  for (const id of COLOR_IDS) out.set(`color-${id}`, colorBlob(id));
  return out;
}
