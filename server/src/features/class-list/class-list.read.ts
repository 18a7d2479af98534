/**
 * A class list file into lines of cells (issue 12): CSV through csv-parse, XLSX through exceljs (the
 * server reads spreadsheets, so the web bundle carries no spreadsheet code). The kind is told by the
 * bytes, not by the name: an XLSX is a ZIP; a CSV is text. Anything else is refused with 415.
 */
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error';
import type { Cell, Line } from './class-list.rows';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const BOM = [0xef, 0xbb, 0xbf];

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);

/** The lines of an uploaded class list. Throws 415 for a file that is neither CSV nor XLSX, 400 when unreadable. */
export async function readClassList(file: { filename: string; data: Buffer }): Promise<Line[]> {
  if (startsWith(file.data, ZIP)) return readXlsx(file.data);
  if (/\.(xlsx|xls|ods|pdf|docx?)$/i.test(file.filename) || !looksLikeText(file.data)) throw new AppError(415, 'importFileType');
  return readCsv(decodeText(file.data));
}

/** Text has no NUL bytes and few control characters; a picture, a PDF or an old .xls does. */
function looksLikeText(data: Buffer): boolean {
  const sample = data.subarray(0, 4096);
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 9 || (b > 13 && b < 32)) control++;
  }
  return control <= sample.length / 100 && !sample.subarray(0, 5).equals(Buffer.from('%PDF-'));
}

/** UTF-8 (with or without a BOM); otherwise Windows-1252, which Excel on Windows writes ('Peña' as 0xF1). */
function decodeText(data: Buffer): string {
  const body = startsWith(data, BOM) ? data.subarray(3) : data;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

/** CSV with commas, semicolons (some locales' Excel) or tabs, quoted cells and uneven rows. */
function readCsv(content: string): Line[] {
  const firstLine = content.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((best, d) => (count(firstLine, d) > count(firstLine, best) ? d : best), ',');
  try {
    const records = parse(content, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      info: true,
    }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch {
    throw new AppError(400, 'importFileUnreadable');
  }
}

const count = (s: string, ch: string) => s.split(ch).length - 1;

/** What an XLSX may unpack to: an LIS class list unpacks to well under 1 MB; a ZIP bomb is refused unread. */
const XLSX_MAX_UNPACKED_BYTES = 25 * 1024 * 1024;

/**
 * The total unpacked size a ZIP's central directory declares, or null when it can't be read (no end
 * record, ZIP64, a broken entry): such a file is not an XLSX we will open.
 */
export function zipUnpackedBytes(data: Buffer): number | null {
  const EOCD = 0x06054b50;
  const CDH = 0x02014b50;
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--) {
    if (data.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CDH) return null;
    const size = data.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    total += size;
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return total;
}

/** The first worksheet of an XLSX. */
async function readXlsx(data: Buffer): Promise<Line[]> {
  const unpacked = zipUnpackedBytes(data);
  if (unpacked === null || unpacked > XLSX_MAX_UNPACKED_BYTES) throw new AppError(400, 'importFileUnreadable');
  // Loaded when first needed: importing it costs every server process start-up time (issue 11).
  const { Workbook } = (await import('exceljs')).default;
  const book = new Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new AppError(400, 'importFileUnreadable');
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const lines: Line[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellValue(cell.value);
    });
    lines.push({ line, cells: Array.from(cells, (c) => c ?? null) });
  });
  return lines;
}

/** exceljs cell values: plain, rich text, hyperlinks and formulas (their cached result). */
function cellValue(v: ExcelJS.CellValue): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || v instanceof Date) return v;
  if (typeof v === 'boolean') return String(v);
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('text' in v && typeof v.text === 'string') return v.text;
  if ('result' in v) return cellValue(v.result ?? null);
  return null;
}
