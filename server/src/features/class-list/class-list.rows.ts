/**
 * Rows of a class list into children to add (issue 12): pure, numbers and text in, rows with the message
 * keys of their problems out. The file is read by class-list.read.ts; LRNs already in the school are
 * checked by the service, which alone sees the database.
 */
import { isIsoDate, isLrn, type ImportField, type MessageKey } from '@aralin/contract';
import { mapHeaders, type Column, type HeaderMap } from './class-list.columns';

/** A cell as a reader gives it: text, a number, a date (XLSX) or nothing. */
export type Cell = string | number | Date | null;

/** A line of the file: its spreadsheet row number and its cells. */
export interface Line {
  line: number;
  cells: Cell[];
}

/** A child read from one line, with the problems found. */
export interface DraftRow {
  line: number;
  lrn: string | null;
  name: string;
  gender: 'male' | 'female' | null;
  birthDate: string | null;
  parentGuardian: string;
  contactNumber: string;
  errors: { field: ImportField; key: MessageKey }[];
}

export type ReadResult =
  | { kind: 'rows'; rows: DraftRow[]; ignored: string[] }
  | { kind: 'invalid'; key: 'importFileEmpty' | 'importNoNameColumn' | 'importTooManyRows' };

/** LIS sheets put a header above the table (school, grade, section): the header row is looked for in the first lines. */
const HEADER_SEARCH_LINES = 20;

/** Reads the lines of a file: finds the header, then one draft per non-empty line. */
export function readRows(lines: Line[], maxRows: number): ReadResult {
  const filled = lines.filter((l) => l.cells.some((c) => text(c) !== ''));
  if (filled.length === 0) return { kind: 'invalid', key: 'importFileEmpty' };
  let header: HeaderMap | undefined;
  let at = 0;
  for (; at < Math.min(filled.length, HEADER_SEARCH_LINES); at++) {
    header = mapHeaders(filled[at].cells.map(text));
    if (header) break;
  }
  if (!header) return { kind: 'invalid', key: 'importNoNameColumn' };
  const body = filled.slice(at + 1).filter((l) => !isSummaryLine(l));
  if (body.length === 0) return { kind: 'invalid', key: 'importFileEmpty' };
  if (body.length > maxRows) return { kind: 'invalid', key: 'importTooManyRows' };
  const rows = body.map((l) => draftRow(l, header.index));
  markRepeatedLrns(rows);
  markRepeatedChildren(rows);
  return { kind: 'rows', rows, ignored: header.ignored };
}

/** LIS class lists end each half with '<=== TOTAL MALE' style lines: not children. */
function isSummaryLine(l: Line): boolean {
  return l.cells.some((c) => /\bTOTAL\s+(MALE|FEMALE)\b|\bCOMBINED\b/i.test(text(c)));
}

function draftRow(l: Line, index: HeaderMap['index']): DraftRow {
  const at = (col: Column): Cell => (index[col] === undefined ? null : (l.cells[index[col]] ?? null));
  const errors: DraftRow['errors'] = [];
  const lrn = readLrn(at('lrn'));
  if (lrn !== null && !isLrn(lrn)) errors.push({ field: 'lrn', key: 'lrnInvalid' });
  const name = readName(at('name'), at('last'), at('first'), at('middle'), at('extension'));
  if (name === '') errors.push({ field: 'name', key: 'studentNameRequired' });
  else if (name.length > 150) errors.push({ field: 'name', key: 'valueTooLong' });
  const sex = text(at('sex'));
  const gender = readSex(sex);
  if (gender === null) errors.push({ field: 'gender', key: sex === '' ? 'sexRequired' : 'sexUnknown' });
  const birth = at('birthDate');
  const birthDate = readDate(birth);
  if (birthDate === null && text(birth) !== '') errors.push({ field: 'birth_date', key: 'birthDateInvalid' });
  const parentGuardian = tidy(text(at('parent')));
  if (parentGuardian.length > 150) errors.push({ field: 'parent_guardian', key: 'valueTooLong' });
  const contactNumber = readContact(at('contact'));
  if (contactNumber !== '' && !/^[0-9+()\-\s]{7,20}$/.test(contactNumber))
    errors.push({ field: 'contact_number', key: 'contactNumberInvalid' });
  return {
    line: l.line,
    lrn,
    name,
    gender,
    birthDate: birthDate ?? (text(birth) === '' ? null : text(birth)),
    parentGuardian,
    contactNumber,
    errors,
  };
}

/** Every line whose LRN is also on another line is wrong: the teacher decides which one is. */
function markRepeatedLrns(rows: DraftRow[]) {
  const seen = new Map<string, number>();
  for (const r of rows) if (r.lrn && isLrn(r.lrn)) seen.set(r.lrn, (seen.get(r.lrn) ?? 0) + 1);
  for (const r of rows) if (r.lrn && (seen.get(r.lrn) ?? 0) > 1) r.errors.push({ field: 'lrn', key: 'lrnRepeatedInFile' });
}

/**
 * Who a child is when there is no LRN to tell: the name (any case) and the birth date. Two rows alike are
 * one child typed twice; a row alike to a child of the section is a list imported twice (a double
 * submission, too, when the rows carry no LRN).
 */
export const childKey = (name: string, birthDate: string | null) =>
  `${name.toLocaleLowerCase('fil').replace(/\s+/g, ' ')}|${birthDate ?? ''}`;

function markRepeatedChildren(rows: DraftRow[]) {
  const seen = new Map<string, number>();
  for (const r of rows) if (r.name) seen.set(childKey(r.name, r.birthDate), (seen.get(childKey(r.name, r.birthDate)) ?? 0) + 1);
  for (const r of rows)
    if (r.name && (seen.get(childKey(r.name, r.birthDate)) ?? 0) > 1) r.errors.push({ field: 'name', key: 'nameRepeatedInFile' });
}

/** Marks the rows whose child is already in the section; true when any is. */
export function markAlreadyInSection(rows: DraftRow[], roster: ReadonlySet<string>): boolean {
  let any = false;
  for (const r of rows) {
    if (r.name && roster.has(childKey(r.name, r.birthDate)) && !r.errors.some((e) => e.key === 'alreadyInSection')) {
      r.errors.push({ field: 'name', key: 'alreadyInSection' });
      any = true;
    }
  }
  return any;
}

/** A cell as trimmed text; an XLSX number as its digits, a date as YYYY-MM-DD. */
export function text(c: Cell): string {
  if (c === null) return '';
  if (c instanceof Date) return Number.isNaN(c.getTime()) ? '' : c.toISOString().slice(0, 10);
  if (typeof c === 'number') return Number.isInteger(c) ? c.toFixed(0) : String(c);
  return c.trim();
}

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Spreadsheet tricks that keep long numbers as text ('123…, ="123…") and the spaces or dashes people type. */
function readLrn(c: Cell): string | null {
  const raw = text(c)
    .replace(/^="(.*)"$/, '$1')
    .replace(/^'/, '')
    .replace(/[\s-]/g, '');
  return raw === '' ? null : raw;
}

const MALE = new Set(['m', 'male', 'lalaki', 'lalake', 'boy']);
const FEMALE = new Set(['f', 'female', 'babae', 'girl']);

/** M/F, Male/Female, Lalaki/Babae in any case; null for anything else. */
export function readSex(value: string): 'male' | 'female' | null {
  const v = value.toLowerCase().replace(/\.$/, '').trim();
  return MALE.has(v) ? 'male' : FEMALE.has(v) ? 'female' : null;
}

/**
 * The child's name. From split columns (LIS: last, first, middle, extension) it reads 'Juan S. Dela Cruz Jr.';
 * one column is kept as written, except LIS's 'DELA CRUZ, JUAN, SANTOS' which is read as split columns.
 * Names in capitals only are title-cased ('PEÑA' → 'Peña', 'NG' → 'Ng').
 */
export function readName(full: Cell, last: Cell, first: Cell, middle: Cell, ext: Cell): string {
  const whole = tidy(text(full));
  if (whole !== '') {
    const parts = whole.split(',').map(tidy);
    const nameWithSuffix = parts.length === 2 && SUFFIX.test(parts[1]);
    if (parts.length >= 2 && parts.length <= 4 && !nameWithSuffix) return buildName(parts[0], parts[1], parts[2] ?? '', parts[3] ?? '');
    return capitalise(whole);
  }
  return buildName(tidy(text(last)), tidy(text(first)), tidy(text(middle)), tidy(text(ext)));
}

function buildName(last: string, first: string, middle: string, ext: string): string {
  const initial = middle === '' || middle === '-' ? '' : `${[...middle][0].toLocaleUpperCase('fil')}.`;
  const suffix = ext === '' || ext === '-' ? '' : ext;
  return capitalise([first, initial, last, suffix].filter((p) => p !== '').join(' '));
}

const ROMAN = /^(I|II|III|IV|V|VI)\.?$/i;
/** 'Juan Peña, Jr.' is one name with its suffix, not LIS's 'Last, First'. */
const SUFFIX = /^(Jr|Sr|I{1,3}|IV|V|VI)\.?$/i;

/** Title case for a name typed in capitals only; anything with lower case is the teacher's spelling. */
export function capitalise(name: string): string {
  if (name.toLocaleUpperCase('fil') !== name) return name;
  return name
    .split(' ')
    .map((word) => {
      if (ROMAN.test(word)) return word.toUpperCase();
      const lower = word.toLocaleLowerCase('fil');
      const titled = lower.replace(/(^|[-'’.])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toLocaleUpperCase('fil'));
      return /^(Jr|Sr)$/.test(titled) ? `${titled}.` : titled;
    })
    .join(' ');
}

const MONTHS: Record<string, number> = Object.fromEntries(
  [
    ['january', 'enero'],
    ['february', 'pebrero', 'febrero'],
    ['march', 'marso'],
    ['april', 'abril'],
    ['may', 'mayo'],
    ['june', 'hunyo', 'junio'],
    ['july', 'hulyo', 'julio'],
    ['august', 'agosto'],
    ['september', 'setyembre', 'septiyembre'],
    ['october', 'oktubre', 'octubre'],
    ['november', 'nobyembre'],
    ['december', 'disyembre', 'diciembre'],
  ].flatMap((names, i) => names.flatMap((n) => [[n, i + 1] as const, [n.slice(0, 3), i + 1] as const])),
);

/**
 * A birth date as YYYY-MM-DD, or null. Accepts a spreadsheet date, 2019-06-15, 2019/06/15, 06/15/2019
 * (month first, as LIS writes it; day first only when the first number cannot be a month) and
 * 'June 15, 2019' / '15 Hunyo 2019'.
 */
export function readDate(c: Cell): string | null {
  if (c instanceof Date) return Number.isNaN(c.getTime()) ? null : c.toISOString().slice(0, 10);
  const v = text(c).toLowerCase().replace(/\s+/g, ' ');
  if (v === '') return null;
  let y: number, m: number, d: number;
  let g: RegExpExecArray | null;
  if ((g = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(v))) [y, m, d] = [+g[1], +g[2], +g[3]];
  else if ((g = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(v))) {
    const [a, b] = [+g[1], +g[2]];
    [y, m, d] = a > 12 ? [+g[3], b, a] : [+g[3], a, b];
  } else if ((g = /^([a-z]+)\.? (\d{1,2}),? (\d{4})$/.exec(v)) && MONTHS[g[1]]) [y, m, d] = [+g[3], MONTHS[g[1]], +g[2]];
  else if ((g = /^(\d{1,2}) ([a-z]+)\.?,? (\d{4})$/.exec(v)) && MONTHS[g[2]]) [y, m, d] = [+g[3], MONTHS[g[2]], +g[1]];
  else return null;
  const iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isIsoDate(iso) && y >= 1900 ? iso : null;
}

/** A contact number; a spreadsheet number that lost the leading 0 of a mobile number (917…) gets it back. */
function readContact(c: Cell): string {
  const v = tidy(text(c));
  return typeof c === 'number' && /^9\d{9}$/.test(v) ? `0${v}` : v;
}
