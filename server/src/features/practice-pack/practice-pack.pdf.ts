/**
 * The practice-pack PDF (issue 13 item 2; docs/practice-packs.md): one A4 page per child, in the family's
 * language: the child's name, a note to the parent, tracing rows (a faint model with numbered start dots
 * and arrows, then dotted copies, then room to write alone) and worksheets from the items the child missed
 * (matching: draw a line; multiple choice: circle), with their pictures. What does not fit on the page is
 * left out, weakest first kept, so the page count is the number of children.
 */
import { pickText, type Language, type MatchingData, type MultipleChoiceData, type TracingDefinition } from '@aralin/contract';
import { PDF_COLORS, area, newPdf, stampPageNumbers, type Pdf } from '../../lib/pdf';
import { reportText } from '../reports/report-text';
import { packText, type PackBasis, type PackWords } from './practice-pack-text';
import { ROW_UNITS, drawGlyph, drawWritingLines, widthOf } from './tracing-sheet';

export interface WorksheetItem {
  questionId: number;
  data: MatchingData | MultipleChoiceData;
}

export interface ChildPage {
  studentId: number;
  name: string;
  /** The family's language: the page's words, the note and the items' texts. */
  language: Language;
  basis: PackBasis;
  /** The concepts practised, named in the family's language, weakest first. */
  concepts: string[];
  glyphs: TracingDefinition[];
  items: WorksheetItem[];
}

export interface PracticePackInput {
  schoolName: string;
  sectionName: string;
  teacherName: string;
  now: Date;
  timezone: string;
  /** The language of the staff member who prints it: the footer and an empty section's page. */
  staffLanguage: Language;
  pages: ChildPage[];
  /** Pictures by key, as PNG. */
  pictures: Map<string, Buffer>;
}

/** Points per viewBox unit of a tracing row, and the row's height. */
const SCALE = 0.45;
const ROW_HEIGHT = (ROW_UNITS.to - ROW_UNITS.from) * SCALE;
const ROW_GAP = 8;
const PICTURE = 40;

/** Renders the pack to PDF bytes. */
export function renderPracticePack(input: PracticePackInput): Promise<Buffer> {
  const staff = reportText(input.staffLanguage, input.timezone);
  const { doc, done } = newPdf({ title: `${packText(input.staffLanguage).title} – ${input.sectionName}`, bufferPages: true });
  if (input.pages.length === 0) {
    header(doc, packText(input.staffLanguage), input, staff.longDate(input.now));
    doc
      .font('Sans')
      .fontSize(12)
      .fillColor(PDF_COLORS.muted)
      .text(packText(input.staffLanguage).noChildren, area(doc).left, area(doc).top + 40);
  }
  input.pages.forEach((page, i) => {
    if (i > 0) doc.addPage();
    const w = packText(page.language);
    drawChildPage(doc, page, w, input, reportText(page.language, input.timezone).longDate(input.now));
  });
  stampPageNumbers(doc, `${input.schoolName} · ${staff.section} ${input.sectionName}`, staff.page);
  doc.end();
  return done;
}

function header(doc: Pdf, w: PackWords, input: PracticePackInput, date: string): number {
  const { left, width, top } = area(doc);
  doc.rect(0, 0, doc.page.width, 8).fill(PDF_COLORS.accent);
  doc.font('Bold').fontSize(12).fillColor(PDF_COLORS.accent).text('Aralin', left, top, { lineBreak: false });
  doc
    .font('Sans')
    .fontSize(9)
    .fillColor(PDF_COLORS.muted)
    .text(`${w.title} · ${input.sectionName} · ${date}`, left, top + 2, { width, align: 'right', lineBreak: false });
  return top + 22;
}

function drawChildPage(doc: Pdf, page: ChildPage, w: PackWords, input: PracticePackInput, date: string): void {
  const { left, width, bottom } = area(doc);
  let y = header(doc, w, input, date);
  doc.font('Bold').fontSize(24).fillColor(PDF_COLORS.ink).text(page.name, left, y, { width });
  y = doc.y + 6;

  // The note to the parent, in a shaded box.
  const note = w.note(page.basis, page.name, page.concepts, input.teacherName);
  const pad = 10;
  doc.font('Sans').fontSize(10.5);
  const noteHeight = doc.heightOfString(note, { width: width - 2 * pad });
  const boxHeight = noteHeight + 2 * pad + 16;
  doc.roundedRect(left, y, width, boxHeight, 8).fill(PDF_COLORS.headerFill);
  doc
    .font('Bold')
    .fontSize(9)
    .fillColor(PDF_COLORS.accent)
    .text(w.forParent, left + pad, y + pad, { width: width - 2 * pad });
  doc
    .font('Sans')
    .fontSize(10.5)
    .fillColor(PDF_COLORS.ink)
    .text(note, left + pad, y + pad + 15, { width: width - 2 * pad });
  y += boxHeight + 14;

  // How much fits: tracing rows first, but always room for the first worksheet item when there is one.
  const headingHeight = 34;
  const itemHeights = page.items.map((item) => itemHeight(item, input.pictures));
  const firstItem = itemHeights.length ? headingHeight + itemHeights[0] : 0;
  let rows = 0;
  while (rows < page.glyphs.length && y + headingHeight + (rows + 1) * (ROW_HEIGHT + ROW_GAP) + firstItem <= bottom) rows++;

  if (rows > 0) {
    y = sectionHeading(doc, y, w.trace, w.traceHow);
    for (const def of page.glyphs.slice(0, rows)) {
      drawTracingRow(doc, def, left, y, width);
      y += ROW_HEIGHT + ROW_GAP;
    }
    y += 6;
  }

  const fitting: number[] = [];
  let needed = y + headingHeight;
  for (const [i, h] of itemHeights.entries()) {
    if (needed + h > bottom) break;
    fitting.push(i);
    needed += h;
  }
  if (fitting.length) {
    y = sectionHeading(doc, y, w.answer);
    fitting.forEach((i, n) => {
      y = drawItem(doc, page.items[i], n + 1, y, page.language, w, input.pictures);
    });
  }
  if (rows === 0 && fitting.length === 0) {
    doc
      .font('Sans')
      .fontSize(12)
      .fillColor(PDF_COLORS.muted)
      .text(w.nothing, left, y + 10, { width });
  }
}

function sectionHeading(doc: Pdf, y: number, title: string, how?: string): number {
  const { left, width } = area(doc);
  doc.font('Bold').fontSize(14).fillColor(PDF_COLORS.ink).text(title, left, y, { width });
  if (how)
    doc
      .font('Sans')
      .fontSize(9)
      .fillColor(PDF_COLORS.muted)
      .text(how, left, doc.y + 1, { width });
  return doc.y + 8;
}

/** A row: the model, dotted copies, and an empty place at the end to write alone. */
function drawTracingRow(doc: Pdf, def: TracingDefinition, x: number, y: number, width: number): void {
  if (def.kind !== 'shape') drawWritingLines(doc, x, y, width, SCALE);
  const cell = widthOf(def) * SCALE;
  const gap = 6;
  const cells = Math.max(2, Math.floor((width + gap) / (cell + gap)));
  for (let i = 0; i < cells - 1; i++) drawGlyph(doc, def, x + i * (cell + gap), y, SCALE, i === 0 ? 'model' : 'dotted');
}

function hasPictures(item: WorksheetItem, pictures: Map<string, Buffer>): boolean {
  const d = item.data;
  const keys = d.type === 'matching' ? d.pairs.flatMap((p) => [p.prompt_file, p.answer_file]) : d.choices.map((c) => c.image_url);
  return keys.some((k) => k && pictures.has(k));
}

const TITLE = 34;
function itemHeight(item: WorksheetItem, pictures: Map<string, Buffer>): number {
  const d = item.data;
  const pictured = hasPictures(item, pictures);
  if (d.type === 'matching') return TITLE + d.pairs.length * (pictured ? PICTURE + 8 : 26) + 10;
  const questionPicture = d.question_image_url && pictures.has(d.question_image_url) ? 76 : 0;
  return TITLE + questionPicture + (pictured ? PICTURE + 28 : 28) + 12;
}

function drawPicture(doc: Pdf, png: Buffer | undefined, x: number, y: number, size: number): boolean {
  if (!png) return false;
  try {
    doc.image(png, x, y, { fit: [size, size], align: 'center', valign: 'center' });
    return true;
  } catch {
    return false;
  }
}

function drawItem(
  doc: Pdf,
  item: WorksheetItem,
  n: number,
  y: number,
  lang: Language,
  w: PackWords,
  pictures: Map<string, Buffer>,
): number {
  const { left, width } = area(doc);
  const d = item.data;
  const picture = (key: string | null | undefined) => (key ? pictures.get(key) : undefined);
  doc
    .font('Bold')
    .fontSize(11)
    .fillColor(PDF_COLORS.ink)
    .text(`${n}. ${pickText(d.prompt_text, lang)}`, left, y, { width, lineBreak: false, ellipsis: true });
  const instruction = d.type === 'matching' ? w.match : w.circle(d.choices.filter((c) => c.isCorrect).length);
  doc
    .font('Sans')
    .fontSize(9)
    .fillColor(PDF_COLORS.muted)
    .text(instruction, left + 14, y + 15, { width: width - 14, lineBreak: false, ellipsis: true });
  y += TITLE;

  if (d.type === 'matching') {
    const pictured = hasPictures(item, pictures);
    const rowHeight = pictured ? PICTURE + 8 : 26;
    // The answers in another order than their prompts (each moved one place down), so the lines cross.
    const answers = d.pairs.map((_, i) => d.pairs[(i + 1) % d.pairs.length]);
    const cellWidth = 170;
    const leftDot = left + 20 + cellWidth + 16;
    const rightCell = left + width - cellWidth;
    const rightDot = rightCell - 16;
    d.pairs.forEach((pair, i) => {
      const top = y + i * rowHeight;
      const middle = top + (pictured ? PICTURE / 2 : 8);
      cellContent(doc, picture(pair.prompt_file), pickText(pair.prompt_text, lang), left + 20, top, cellWidth, pictured, 'right');
      const answer = answers[i];
      cellContent(doc, picture(answer.answer_file), pickText(answer.answer_text, lang), rightCell, top, cellWidth, pictured, 'left');
      doc.circle(leftDot, middle, 3.5).fill(PDF_COLORS.ink);
      doc.circle(rightDot, middle, 3.5).fill(PDF_COLORS.ink);
    });
    return y + d.pairs.length * rowHeight + 10;
  }

  const questionPicture = picture(d.question_image_url);
  if (questionPicture && drawPicture(doc, questionPicture, left + 20, y, 70)) y += 76;
  const pictured = hasPictures(item, pictures);
  const cellWidth = (width - 20) / d.choices.length;
  d.choices.forEach((choice, i) => {
    const x = left + 20 + i * cellWidth;
    let top = y + 4;
    if (pictured) {
      drawPicture(doc, picture(choice.image_url), x + (cellWidth - PICTURE) / 2, top, PICTURE);
      top += PICTURE + 4;
    }
    doc
      .font('Sans')
      .fontSize(12)
      .fillColor(PDF_COLORS.ink)
      .text(pickText(choice.text, lang), x + 4, top, { width: cellWidth - 8, align: 'center', lineBreak: false, ellipsis: true });
  });
  return y + (pictured ? PICTURE + 28 : 28) + 12;
}

/** A matching cell: the picture (when it has one) and the text beside it. */
function cellContent(
  doc: Pdf,
  png: Buffer | undefined,
  text: string,
  x: number,
  y: number,
  width: number,
  pictured: boolean,
  align: 'left' | 'right',
): void {
  let textX = x;
  let textWidth = width;
  if (png) {
    const px = align === 'right' ? x + width - PICTURE : x;
    drawPicture(doc, png, px, y, PICTURE);
    textWidth = width - PICTURE - 8;
    if (align === 'left') textX = x + PICTURE + 8;
  }
  if (!text.trim()) return;
  doc
    .font('Sans')
    .fontSize(12)
    .fillColor(PDF_COLORS.ink)
    .text(text, textX, y + (pictured ? PICTURE / 2 - 7 : 0), { width: textWidth, align, lineBreak: false, ellipsis: true });
}
