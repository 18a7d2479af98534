/**
 * Which column of a class list holds what (issue 12). Headers are matched case-insensitively, without
 * accents or punctuation, in English and Filipino, as DepEd LIS and teachers' own spreadsheets write them.
 */

/** The facts an import reads; `last`/`first`/`middle`/`extension` build the name when split (LIS). */
export type Column = 'lrn' | 'name' | 'last' | 'first' | 'middle' | 'extension' | 'sex' | 'birthDate' | 'parent' | 'contact';

const ALIASES: Record<Column, string[]> = {
  lrn: ['lrn', 'learner reference number', 'learner reference no', 'learners reference number', 'lrn no', 'lrn number'],
  name: [
    'name',
    'full name',
    'learner',
    'learner name',
    'learners name',
    'student',
    'student name',
    'students name',
    'name of learner',
    'pangalan',
    'buong pangalan',
    'pangalan ng mag aaral',
    'mag aaral',
  ],
  last: ['last name', 'lastname', 'surname', 'family name', 'apelyido', 'apelido'],
  first: ['first name', 'firstname', 'given name', 'unang pangalan'],
  middle: ['middle name', 'middlename', 'gitnang pangalan', 'panggitnang pangalan'],
  extension: ['extension', 'name extension', 'ext', 'suffix', 'extension name'],
  sex: ['sex', 'gender', 'kasarian', 'm f'],
  birthDate: [
    'birth date',
    'birthdate',
    'date of birth',
    'birthday',
    'dob',
    'kapanganakan',
    'petsa ng kapanganakan',
    'araw ng kapanganakan',
    'kaarawan',
  ],
  parent: [
    'parent guardian',
    'parent',
    'guardian',
    'parent or guardian',
    'parents name',
    'guardian name',
    'guardians name',
    'name of parent guardian',
    'mother',
    'magulang',
    'tagapag alaga',
    'magulang tagapag alaga',
    'magulang o tagapag alaga',
    'pangalan ng magulang',
  ],
  contact: [
    'contact number',
    'contact no',
    'contact',
    'contact numbers',
    'phone',
    'phone number',
    'mobile',
    'mobile number',
    'mobile no',
    'cellphone',
    'cellphone number',
    'cp no',
    'telepono',
    'numero ng telepono',
    'numero',
  ],
};

const LOOKUP = new Map<string, Column>(Object.entries(ALIASES).flatMap(([col, names]) => names.map((n) => [n, col as Column])));

/** 'LEARNER’S NAME' → 'learners name'; 'Parent/Guardian' → 'parent guardian'; 'Kasariañ' → 'kasarian'. */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The column a header names, or undefined. A bracketed hint, as in LIS's 'Name (Last, First, Middle)', is ignored. */
export function columnOf(header: string): Column | undefined {
  return LOOKUP.get(normaliseHeader(header)) ?? LOOKUP.get(normaliseHeader(header.replace(/\(.*\)/g, '')));
}

/** A header row read: where each known column is, and the headers nobody uses. */
export interface HeaderMap {
  index: Partial<Record<Column, number>>;
  ignored: string[];
}

/** Maps a header row; the first occurrence of a column wins. Undefined when the row names no name column. */
export function mapHeaders(cells: string[]): HeaderMap | undefined {
  const index: Partial<Record<Column, number>> = {};
  const ignored: string[] = [];
  cells.forEach((cell, i) => {
    const col = columnOf(cell);
    if (col && index[col] === undefined) index[col] = i;
    else if (cell.trim() !== '') ignored.push(cell.trim());
  });
  const hasName = index.name !== undefined || (index.last !== undefined && index.first !== undefined);
  return hasName ? { index, ignored } : undefined;
}
