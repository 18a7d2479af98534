/** A drawing on a PDF page (the printed sign-in sheet), as vector shapes: the same picture as on screen. */
import { SIZE, type Drawing, type Part } from './shapes';

function trace(doc: PDFKit.PDFDocument, p: Part): void {
  const s = p.shape;
  if (s.kind === 'circle') doc.circle(s.cx, s.cy, s.r);
  else if (s.kind === 'ellipse') doc.ellipse(s.cx, s.cy, s.rx, s.ry);
  else if (s.kind === 'rect') doc.roundedRect(s.x, s.y, s.w, s.h, s.rx);
  else doc.path(s.d);
}

function drawPart(doc: PDFKit.PDFDocument, p: Part): void {
  doc.save();
  if (p.shape.kind === 'ellipse' && p.shape.rotate) doc.rotate(p.shape.rotate, { origin: [p.shape.cx, p.shape.cy] });
  doc.opacity(p.opacity);
  trace(doc, p);
  if (p.fill && p.stroke) {
    doc.lineWidth(p.width).lineJoin('round').lineCap('round').fillAndStroke(p.fill, p.stroke);
  } else if (p.fill) {
    doc.fill(p.fill);
  } else if (p.stroke) {
    doc.lineWidth(p.width).lineJoin('round').lineCap('round').stroke(p.stroke);
  }
  doc.restore();
}

/** Draws a picture `size` points wide with its top-left corner at x, y. */
export function drawAvatar(doc: PDFKit.PDFDocument, drawing: Drawing, x: number, y: number, size: number): void {
  doc.save();
  doc.translate(x, y).scale(size / SIZE);
  doc.circle(SIZE / 2, SIZE / 2, SIZE / 2 - 2).fill(drawing.background);
  for (const p of drawing.parts) drawPart(doc, p);
  doc.restore();
}
