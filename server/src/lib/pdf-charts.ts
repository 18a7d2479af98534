/** Charts drawn as vector graphics with pdfkit: a column chart of counts and horizontal percentage bars. */
import { PDF_COLORS, area, fit, type Pdf } from './pdf';

export interface Bar {
  label: string;
  value: number;
  color: string;
}

/** A column chart of counts with a light grid and each value above its column. Returns the y below it. */
export function drawColumnChart(doc: Pdf, opts: { y: number; height: number; bars: Bar[]; axisLabel?: string }): number {
  const { left, width } = area(doc);
  const y = fit(doc, opts.y, opts.height + 34);
  const plotLeft = left + 34;
  const plotWidth = width - 34;
  const plotTop = y + 10;
  const plotBottom = y + opts.height;
  const max = Math.max(1, ...opts.bars.map((b) => b.value));
  const step = niceStep(max);
  const top = Math.ceil(max / step) * step;

  doc.font('Sans').fontSize(8);
  for (let v = 0; v <= top; v += step) {
    const gy = plotBottom - (v / top) * (plotBottom - plotTop);
    doc
      .moveTo(plotLeft, gy)
      .lineTo(plotLeft + plotWidth, gy)
      .lineWidth(0.5)
      .strokeColor(PDF_COLORS.line)
      .stroke();
    doc.fillColor(PDF_COLORS.muted).text(String(v), left, gy - 4, { width: 28, align: 'right', lineBreak: false });
  }
  if (opts.axisLabel) {
    doc.save().rotate(-90, { origin: [left - 4, (plotTop + plotBottom) / 2] });
    doc
      .fillColor(PDF_COLORS.muted)
      .text(opts.axisLabel, left - 60, (plotTop + plotBottom) / 2 - 12, { width: 120, align: 'center', lineBreak: false });
    doc.restore();
  }
  const slot = plotWidth / Math.max(1, opts.bars.length);
  const barWidth = Math.min(70, slot * 0.6);
  opts.bars.forEach((b, i) => {
    const cx = plotLeft + slot * i + slot / 2;
    const h = (b.value / top) * (plotBottom - plotTop);
    if (h > 0) doc.rect(cx - barWidth / 2, plotBottom - h, barWidth, h).fill(b.color);
    doc
      .font('Bold')
      .fontSize(10)
      .fillColor(PDF_COLORS.ink)
      .text(String(b.value), cx - slot / 2, plotBottom - h - 14, { width: slot, align: 'center', lineBreak: false });
    doc
      .font('Sans')
      .fontSize(9)
      .fillColor(PDF_COLORS.ink)
      .text(b.label, cx - slot / 2, plotBottom + 6, { width: slot, align: 'center' });
  });
  doc
    .moveTo(plotLeft, plotBottom)
    .lineTo(plotLeft + plotWidth, plotBottom)
    .lineWidth(1)
    .strokeColor(PDF_COLORS.ink)
    .stroke();
  return plotBottom + 34;
}

export interface PercentRow {
  label: string;
  /** 0-100: the bar's length. */
  percent: number;
  /** Text at the bar's end, e.g. '60% (3/5)'. */
  caption: string;
  color: string;
  /** A thinner second bar under the first (e.g. the average mastery), with an optional marker line (e.g. the required score). */
  secondary?: { percent: number; color: string; marker?: number };
}

/** Horizontal bars on a 0-100 track, one row each, continuing on new pages. Returns the y below them. */
export function drawPercentBars(
  doc: Pdf,
  opts: { y: number; rows: PercentRow[]; labelWidth?: number; rowHeight?: number; onNewPage?: (doc: Pdf) => number },
): number {
  const { left, width } = area(doc);
  const labelWidth = opts.labelWidth ?? 150;
  const captionWidth = 80;
  const rowHeight = opts.rowHeight ?? 24;
  const trackLeft = left + labelWidth + 8;
  const trackWidth = width - labelWidth - captionWidth - 16;
  let y = opts.y;
  for (const row of opts.rows) {
    y = fit(doc, y, rowHeight, opts.onNewPage);
    const barH = row.secondary ? (rowHeight - 10) * 0.6 : rowHeight - 12;
    const barY = y + 4;
    doc
      .font('Sans')
      .fontSize(9)
      .fillColor(PDF_COLORS.ink)
      .text(row.label, left, barY, { width: labelWidth, height: rowHeight - 4, ellipsis: true, lineBreak: false });
    track(doc, trackLeft, barY, trackWidth, barH, row.percent, row.color);
    doc
      .font('Sans')
      .fontSize(9)
      .fillColor(PDF_COLORS.ink)
      .text(row.caption, trackLeft + trackWidth + 8, barY, { width: captionWidth, lineBreak: false });
    if (row.secondary) {
      const y2 = barY + barH + 2;
      const h2 = rowHeight - 10 - barH - 2;
      track(doc, trackLeft, y2, trackWidth, h2, row.secondary.percent, row.secondary.color);
      if (row.secondary.marker !== undefined) {
        const mx = trackLeft + (clamp(row.secondary.marker) / 100) * trackWidth;
        doc
          .moveTo(mx, y2 - 2)
          .lineTo(mx, y2 + h2 + 2)
          .lineWidth(1.5)
          .strokeColor(PDF_COLORS.ink)
          .stroke();
      }
    }
    y += rowHeight;
  }
  return y;
}

const clamp = (p: number) => Math.max(0, Math.min(100, p));

/** A 0-100 track with its bar filled to `percent`. */
function track(doc: Pdf, x: number, y: number, width: number, height: number, percent: number, color: string) {
  const radius = Math.min(3, height / 2);
  doc.roundedRect(x, y, width, height, radius).fill(PDF_COLORS.zebra);
  const w = (clamp(percent) / 100) * width;
  if (w > 0) doc.roundedRect(x, y, Math.max(w, 2 * radius), height, radius).fill(color);
}

/** A small legend: coloured squares with labels in one line. Returns the y below it. */
export function drawLegend(doc: Pdf, y: number, items: { label: string; color: string; line?: boolean }[]): number {
  let x = area(doc).left;
  doc.font('Sans').fontSize(8);
  for (const item of items) {
    if (item.line)
      doc
        .moveTo(x + 4, y)
        .lineTo(x + 4, y + 9)
        .lineWidth(1.5)
        .strokeColor(item.color)
        .stroke();
    else doc.rect(x, y, 9, 9).fill(item.color);
    doc.fillColor(PDF_COLORS.muted).text(item.label, x + 13, y, { lineBreak: false });
    x += 13 + doc.widthOfString(item.label) + 16;
  }
  return y + 16;
}

/** A grid step giving about five lines up to `max`: 1, 2, 5, 10, 20, 50… */
function niceStep(max: number): number {
  const raw = max / 5;
  const pow = 10 ** Math.floor(Math.log10(Math.max(1, raw)));
  return [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? 10 * pow;
}
