/** The demo school's questions draw pictures from the shipped art set, never emoji (issue 19). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_SUBJECTS } from './demo-content';

const ART_DIR = path.resolve(import.meta.dirname, '../../../web/public/art');
/** Emoji, pictographs, dingbats, geometric shapes, arrows and emoji modifiers: boxes on a device without an emoji font. */
const SYMBOL = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u2190-\u21ff\u25a0-\u27bf\u2b00-\u2bff]|\ufe0f|\u200d|\u20e3/u;

describe('the demo content', () => {
  const strings: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') strings.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(DEMO_SUBJECTS);

  it('has no emoji or symbol in any text', () => {
    expect(strings.length).toBeGreaterThan(300);
    expect(strings.filter((s) => SYMBOL.test(s))).toEqual([]);
  });

  it('shows counting and shapes as shipped pictures that exist', () => {
    const pictures = strings.filter((s) => s.startsWith('/art/'));
    expect(pictures).toEqual(expect.arrayContaining(['/art/count-apple-3.svg', '/art/count-star-10.svg', '/art/shape-circle.svg']));
    for (const p of pictures) expect(fs.existsSync(path.join(ART_DIR, p.slice('/art/'.length))), p).toBe(true);
  });

  it('gives each shape question the hint of its own shapes, not one hint for every shape', () => {
    const shapes = DEMO_SUBJECTS.flatMap((s) => s.activities).find((a) => a.title === 'Shapes Match')!;
    const hints = shapes.questions.map((q) => (q.data.type === 'matching' ? q.data.hint.en : ''));
    expect(new Set(hints).size).toBe(hints.length);
    expect(hints.join(' ')).not.toContain('A circle has none');
  });
});
