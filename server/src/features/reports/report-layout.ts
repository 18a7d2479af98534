/** The shared look of the PDF reports: the title page, the running header of later pages, headings. */
import { PDF_COLORS, area, fit, type Pdf } from '../../lib/pdf';

export interface TitlePage {
  title: string;
  /** Label and value lines: school, section, teacher, date… */
  facts: [string, string][];
  /** Figures shown as tiles: label and value. */
  tiles: [string, string][];
  /** A titled note at the foot of the page (how the figures are counted). */
  note: { title: string; lines: string[] };
  /** A PNG or JPEG shown at the top right (the section's cover photo), read from the file store. */
  picture?: Buffer;
}

/** Draws the title page (the current, first page). */
export function drawTitlePage(doc: Pdf, page: TitlePage): void {
  const { left, width, top } = area(doc);
  doc.rect(0, 0, doc.page.width, 8).fill(PDF_COLORS.accent);
  doc
    .font('Bold')
    .fontSize(34)
    .fillColor(PDF_COLORS.accent)
    .text('Aralin', left, top + 24);
  if (page.picture) {
    try {
      doc.image(page.picture, left + width - 140, top + 10, { fit: [140, 90], align: 'right' });
    } catch {
      // A picture pdfkit can't read leaves the title page as it is; the report matters more than the photo.
    }
  }
  doc
    .font('Bold')
    .fontSize(24)
    .fillColor(PDF_COLORS.ink)
    .text(page.title, left, top + 110, { width });

  let y = doc.y + 18;
  const labelWidth = 130;
  for (const [label, value] of page.facts) {
    doc.font('Sans').fontSize(11).fillColor(PDF_COLORS.muted).text(label, left, y, { width: labelWidth });
    doc
      .font('Bold')
      .fontSize(12)
      .fillColor(PDF_COLORS.ink)
      .text(value, left + labelWidth, y - 1, { width: width - labelWidth });
    y = doc.y + 8;
  }

  y += 18;
  const gap = 10;
  const tileWidth = (width - gap * (page.tiles.length - 1)) / Math.max(1, page.tiles.length);
  page.tiles.forEach(([label, value], i) => {
    const x = left + i * (tileWidth + gap);
    doc.roundedRect(x, y, tileWidth, 74, 8).lineWidth(1).strokeColor(PDF_COLORS.line).stroke();
    doc
      .font('Bold')
      .fontSize(24)
      .fillColor(PDF_COLORS.accent)
      .text(value, x, y + 12, { width: tileWidth, align: 'center', lineBreak: false });
    doc
      .font('Sans')
      .fontSize(9)
      .fillColor(PDF_COLORS.ink)
      .text(label, x + 6, y + 46, { width: tileWidth - 12, align: 'center' });
  });

  y += 74 + 30;
  doc.font('Bold').fontSize(11).fillColor(PDF_COLORS.ink).text(page.note.title, left, y, { width });
  y = doc.y + 6;
  for (const line of page.note.lines) {
    doc.font('Sans').fontSize(9).fillColor(PDF_COLORS.muted).text(line, left, y, { width });
    y = doc.y + 4;
  }
}

/** Starts a content page's running header (brand and what the report is of); returns the y below it. */
export function runningHeader(label: string): (doc: Pdf) => number {
  return (doc) => {
    const { left, width, top } = area(doc);
    doc.font('Bold').fontSize(12).fillColor(PDF_COLORS.accent).text('Aralin', left, top, { lineBreak: false });
    doc
      .font('Sans')
      .fontSize(9)
      .fillColor(PDF_COLORS.muted)
      .text(label, left, top + 2, { width, align: 'right', lineBreak: false });
    doc
      .moveTo(left, top + 18)
      .lineTo(left + width, top + 18)
      .lineWidth(0.5)
      .strokeColor(PDF_COLORS.line)
      .stroke();
    return top + 30;
  };
}

/** Starts a new content page with the running header; returns the y below it. */
export function newContentPage(doc: Pdf, header: (doc: Pdf) => number): number {
  doc.addPage();
  return header(doc);
}

/** A heading, kept together with at least `keep` points of what follows; returns the y below it. */
export function heading(doc: Pdf, y: number, text: string, header: (doc: Pdf) => number, keep = 60): number {
  const at = fit(doc, y, 26 + keep, header);
  doc
    .font('Bold')
    .fontSize(14)
    .fillColor(PDF_COLORS.ink)
    .text(text, area(doc).left, at, { width: area(doc).width });
  return doc.y + 8;
}

/** A muted line of text (an empty state); returns the y below it. */
export function mutedLine(doc: Pdf, y: number, text: string): number {
  doc
    .font('Sans')
    .fontSize(10)
    .fillColor(PDF_COLORS.muted)
    .text(text, area(doc).left, y, { width: area(doc).width });
  return doc.y + 10;
}
