/** A drawing as an SVG file: 120 × 120, a <title>, no scripts and no external references. */
import { SIZE, type Drawing, type Part } from './shapes';

const num = (n: number) => String(Math.round(n * 100) / 100);

function paint(p: Part): string {
  let out = ` fill="${p.fill ?? 'none'}"`;
  if (p.stroke) out += ` stroke="${p.stroke}" stroke-width="${num(p.width)}" stroke-linejoin="round" stroke-linecap="round"`;
  if (p.opacity !== 1) out += ` opacity="${num(p.opacity)}"`;
  return out;
}

function element(p: Part): string {
  const s = p.shape;
  if (s.kind === 'circle') return `<circle cx="${num(s.cx)}" cy="${num(s.cy)}" r="${num(s.r)}"${paint(p)}/>`;
  if (s.kind === 'ellipse') {
    const turn = s.rotate ? ` transform="rotate(${num(s.rotate)} ${num(s.cx)} ${num(s.cy)})"` : '';
    return `<ellipse cx="${num(s.cx)}" cy="${num(s.cy)}" rx="${num(s.rx)}" ry="${num(s.ry)}"${turn}${paint(p)}/>`;
  }
  if (s.kind === 'rect') {
    const r = s.rx ? ` rx="${num(s.rx)}"` : '';
    return `<rect x="${num(s.x)}" y="${num(s.y)}" width="${num(s.w)}" height="${num(s.h)}"${r}${paint(p)}/>`;
  }
  return `<path d="${s.d}"${paint(p)}/>`;
}

/** The SVG text of a picture, with its English name as the title. */
export function renderSvg(title: string, drawing: Drawing): string {
  const half = SIZE / 2;
  const background = `<circle cx="${half}" cy="${half}" r="${half - 2}" fill="${drawing.background}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}"><title>${title}</title>` +
    background +
    drawing.parts.map(element).join('') +
    '</svg>\n'
  );
}
