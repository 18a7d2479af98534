/**
 * The printable class sign-in sheet (issue 3): the class code large, how to sign in (English and
 * Filipino), and one card per child with their picture and name for the teacher to cut out and hand
 * out. Each child's own picture (issue 19) is drawn as vector shapes; the DejaVu font (shipped by an npm package) renders ñ and accents.
 */
import { avatarDrawing, drawAvatar } from '../../content/avatars';
import { newPdf } from '../../lib/pdf';

export interface SheetInput {
  sectionName: string;
  teacherName: string;
  classCode: string;
  /**
   * Each child's name and picture key (issue 19: the same picture the child taps on the profile grid), and a
   * starting password to print instead of the blank line (issue 12, right after an import).
   */
  students: { name: string; avatar: string; password?: string }[];
}

const INK = '#1f2937';
const ACCENT = '#b45309';
const MUTED = '#6b7280';
const MARGIN = 36;
const COLS = 3;
const CARD_H = 146;
const GAP = 12;

const STEPS_EN = ['Open Aralin and tap "I\'m a Student".', 'Type the class code.', 'Tap your picture and name.', 'Type your password.'];
const STEPS_TL = [
  'Buksan ang Aralin at pindutin ang "I\'m a Student".',
  'I-type ang class code.',
  'Pindutin ang iyong larawan at pangalan.',
  'I-type ang iyong password.',
];

/** Renders the sheet to a PDF buffer. */
export function renderSignInSheet(input: SheetInput): Promise<Buffer> {
  // The DejaVu fonts ('Sans', 'Bold', 'Mono') come registered from lib/pdf.ts.
  const { doc, done } = newPdf({ title: `Aralin – ${input.sectionName}`, margin: MARGIN });

  let y = drawFirstPageHeader(doc, input);
  const width = doc.page.width - 2 * MARGIN;
  const cardW = (width - GAP * (COLS - 1)) / COLS;
  if (input.students.length === 0) {
    doc
      .font('Sans')
      .fontSize(12)
      .fillColor(MUTED)
      .text('No students in this section yet. / Wala pang mag-aaral sa seksyong ito.', MARGIN, y);
  }
  input.students.forEach((student, i) => {
    const col = i % COLS;
    if (col === 0 && i > 0) y += CARD_H + GAP;
    if (y + CARD_H > doc.page.height - MARGIN) {
      doc.addPage();
      y = drawPageHeader(doc, input);
    }
    drawCard(doc, MARGIN + col * (cardW + GAP), y, cardW, student, input.classCode);
  });
  doc.end();
  return done;
}

function drawFirstPageHeader(doc: PDFKit.PDFDocument, input: SheetInput): number {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Bold').fontSize(30).fillColor(ACCENT).text('Aralin', MARGIN, MARGIN);
  doc
    .font('Bold')
    .fontSize(14)
    .fillColor(INK)
    .text(input.sectionName, MARGIN, MARGIN + 4, { width, align: 'right' });
  doc
    .font('Sans')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Teacher / Guro: ${input.teacherName}`, MARGIN, MARGIN + 24, { width, align: 'right' });

  const boxY = MARGIN + 52;
  doc.roundedRect(MARGIN, boxY, width, 92, 12).lineWidth(2).strokeColor(ACCENT).stroke();
  doc
    .font('Sans')
    .fontSize(11)
    .fillColor(MUTED)
    .text('Class code / Class code ng klase', MARGIN, boxY + 10, { width, align: 'center' });
  doc
    .font('Mono')
    .fontSize(48)
    .fillColor(INK)
    .text(spaced(input.classCode), MARGIN, boxY + 28, { width, align: 'center' });

  const stepsY = boxY + 108;
  const half = (width - 16) / 2;
  drawSteps(doc, 'How to sign in', STEPS_EN, MARGIN, stepsY, half);
  drawSteps(doc, 'Paano mag-sign in', STEPS_TL, MARGIN + half + 16, stepsY, half);
  return stepsY + 104;
}

function drawPageHeader(doc: PDFKit.PDFDocument, input: SheetInput): number {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Bold').fontSize(16).fillColor(ACCENT).text('Aralin', MARGIN, MARGIN);
  doc
    .font('Sans')
    .fontSize(11)
    .fillColor(INK)
    .text(`${input.sectionName} · Class code: ${input.classCode}`, MARGIN, MARGIN + 4, { width, align: 'right' });
  return MARGIN + 32;
}

function drawSteps(doc: PDFKit.PDFDocument, title: string, steps: string[], x: number, y: number, width: number) {
  doc.font('Bold').fontSize(12).fillColor(INK).text(title, x, y, { width });
  let lineY = y + 20;
  steps.forEach((step, i) => {
    doc
      .font('Sans')
      .fontSize(10)
      .fillColor(INK)
      .text(`${i + 1}. ${step}`, x, lineY, { width });
    lineY = doc.y + 4;
  });
}

function drawCard(doc: PDFKit.PDFDocument, x: number, y: number, w: number, student: SheetInput['students'][number], code: string) {
  doc.roundedRect(x, y, w, CARD_H, 10).lineWidth(1).dash(4, { space: 3 }).strokeColor('#9ca3af').stroke().undash();
  drawAvatar(doc, avatarDrawing(student.avatar), x + w / 2 - 36, y + 6, 72);
  doc
    .font('Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(student.name, x + 8, y + 86, { width: w - 16, align: 'center', height: 30, ellipsis: true });
  doc
    .font('Sans')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Class code: ${code}`, x + 8, y + 116, { width: w - 16, align: 'center' });
  if (student.password) {
    doc
      .font('Mono')
      .fontSize(10)
      .fillColor(INK)
      .text(`Password: ${student.password}`, x + 8, y + 129, { width: w - 16, align: 'center' });
  } else doc.text('Password: ____________', x + 8, y + 130, { width: w - 16, align: 'center' });
}

/** 'ABC234' → 'A B C 2 3 4', easier to read aloud and copy. */
function spaced(code: string): string {
  return code.split('').join(' ');
}
