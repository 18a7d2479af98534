/**
 * PDF building blocks shared by every PDF the server makes (pdfkit): a document with the DejaVu fonts
 * registered (from the `dejavu-fonts-ttf` npm package, so ñ and accented Filipino names render on a
 * machine with no system fonts), tables that continue on the next page with their header, and page
 * numbers stamped once the page count is known.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * pdfkit, loaded on the first PDF rather than with the module: it is about a fifth of a second of start-up
 * that every process (and every server test file) paid whether or not it ever made a PDF.
 */
let pdfkit: typeof import('pdfkit') | undefined;
const PDFDocumentClass = () => (pdfkit ??= require('pdfkit') as typeof import('pdfkit'));

/** Font files; registered on every document as 'Sans', 'Bold' and 'Mono'. */
export const PDF_FONTS = {
  Sans: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  Bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  Mono: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono-Bold.ttf'),
} as const;

let fontCache: Record<string, Buffer> | undefined;
/** The font files, read once per process. */
function fontBytes(): Record<string, Buffer> {
  fontCache ??= Object.fromEntries(Object.entries(PDF_FONTS).map(([name, file]) => [name, fs.readFileSync(file)]));
  return fontCache;
}

/** The house colours. */
export const PDF_COLORS = {
  ink: '#1f2937',
  muted: '#6b7280',
  accent: '#b45309',
  line: '#d1d5db',
  zebra: '#f3f4f6',
  headerFill: '#fef3c7',
} as const;

export type Pdf = PDFKit.PDFDocument;

/** A new A4 document and a promise of its bytes (resolved after `doc.end()`). */
export function newPdf(opts: { title: string; margin?: number; bufferPages?: boolean; layout?: 'portrait' | 'landscape' }): {
  doc: Pdf;
  done: Promise<Buffer>;
} {
  const PDFDocument = PDFDocumentClass();
  const doc = new PDFDocument({
    size: 'A4',
    layout: opts.layout ?? 'portrait',
    margin: opts.margin ?? 36,
    bufferPages: opts.bufferPages ?? false,
    info: { Title: opts.title, Author: 'Aralin' },
  });
  for (const [name, bytes] of Object.entries(fontBytes())) doc.registerFont(name, bytes);
  doc.font('Sans');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The left edge, right edge and bottom limit of the writable area of the current page. */
export function area(doc: Pdf) {
  const { margins, width, height } = doc.page;
  return {
    left: margins.left,
    right: width - margins.right,
    width: width - margins.left - margins.right,
    top: margins.top,
    bottom: height - margins.bottom,
  };
}

/**
 * The y to draw `height` points at: `y` when it fits on this page, else the top of a new page (after
 * `onNewPage`, which may draw a running header and returns the y below it).
 */
export function fit(doc: Pdf, y: number, height: number, onNewPage?: (doc: Pdf) => number): number {
  if (y + height <= area(doc).bottom) return y;
  doc.addPage();
  return onNewPage ? onNewPage(doc) : area(doc).top;
}

export interface Column {
  header: string;
  /** Share of the table's width (the shares are scaled to add up to it). */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface TableOptions {
  columns: Column[];
  rows: string[][];
  y: number;
  fontSize?: number;
  /** Called on each new page the table spills onto; returns the y to continue at. */
  onNewPage?: (doc: Pdf) => number;
}

const PAD = 4;

/** Draws a table with a shaded header row, repeated on every page it continues on. Returns the y below it. */
export function drawTable(doc: Pdf, opts: TableOptions): number {
  const { left, width } = area(doc);
  const size = opts.fontSize ?? 9;
  const widths = columnWidths(doc, opts.columns, width, size);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const heightOf = (cells: string[], font: string) =>
    Math.max(
      ...cells.map((text, i) =>
        doc
          .font(font)
          .fontSize(size)
          .heightOfString(text || ' ', { width: widths[i] - 2 * PAD }),
      ),
    ) +
    2 * PAD;

  const header = (y: number) => {
    const h = heightOf(
      opts.columns.map((c) => c.header),
      'Bold',
    );
    doc.rect(left, y, width, h).fill(PDF_COLORS.headerFill);
    opts.columns.forEach((c, i) =>
      doc
        .font('Bold')
        .fontSize(size)
        .fillColor(PDF_COLORS.ink)
        .text(c.header, xs[i] + PAD, y + PAD, { width: widths[i] - 2 * PAD, align: c.align ?? 'left' }),
    );
    return y + h;
  };

  let y = header(
    fit(
      doc,
      opts.y,
      heightOf(
        opts.columns.map((c) => c.header),
        'Bold',
      ) + heightOf(opts.rows[0] ?? [''], 'Sans'),
      opts.onNewPage,
    ),
  );
  opts.rows.forEach((cells, r) => {
    const h = heightOf(cells, 'Sans');
    const at = fit(doc, y, h, opts.onNewPage);
    if (at !== y) y = header(at);
    if (r % 2 === 1) doc.rect(left, y, width, h).fill(PDF_COLORS.zebra);
    cells.forEach((text, i) =>
      doc
        .font('Sans')
        .fontSize(size)
        .fillColor(PDF_COLORS.ink)
        .text(text, xs[i] + PAD, y + PAD, { width: widths[i] - 2 * PAD, align: opts.columns[i]?.align ?? 'left' }),
    );
    doc
      .moveTo(left, y + h)
      .lineTo(left + width, y + h)
      .lineWidth(0.5)
      .strokeColor(PDF_COLORS.line)
      .stroke();
    y += h;
  });
  return y;
}

/**
 * Column widths from their shares, widened where needed so that no word of a header is broken across
 * lines (the other columns give up the room in proportion).
 */
function columnWidths(doc: Pdf, columns: Column[], width: number, size: number): number[] {
  doc.font('Bold').fontSize(size);
  const least = columns.map((c) => Math.max(...c.header.split(/\s+/).map((word) => doc.widthOfString(word))) + 2 * PAD + 1);
  const total = columns.reduce((s, c) => s + c.width, 0);
  let widths = columns.map((c) => (c.width / total) * width);
  const short = widths.map((w, i) => Math.max(0, least[i] - w));
  const need = short.reduce((s, n) => s + n, 0);
  if (need > 0) {
    const spare = widths.map((w, i) => (short[i] > 0 ? 0 : w - least[i]));
    const room = spare.reduce((s, n) => s + Math.max(0, n), 0);
    widths = widths.map((w, i) => (short[i] > 0 ? least[i] : w - (Math.max(0, spare[i]) / Math.max(room, 1)) * need));
  }
  return widths;
}

/**
 * Writes a footer on every page: `left` at the left, `pageLabel(n, total)` at the right. The document
 * must be made with `bufferPages: true`; call just before `doc.end()`.
 */
export function stampPageNumbers(doc: Pdf, left: string, pageLabel: (page: number, total: number) => string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    // Writing below the bottom margin would make pdfkit start a new page: lift the margin meanwhile.
    doc.page.margins.bottom = 0;
    const { left: x, width } = area(doc);
    const y = doc.page.height - bottomMargin + 12;
    doc
      .moveTo(x, y - 4)
      .lineTo(x + width, y - 4)
      .lineWidth(0.5)
      .strokeColor(PDF_COLORS.line)
      .stroke();
    doc.font('Sans').fontSize(8).fillColor(PDF_COLORS.muted);
    doc.text(left, x, y, { width: width * 0.7, lineBreak: false });
    doc.text(pageLabel(i - range.start + 1, range.count), x, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}
