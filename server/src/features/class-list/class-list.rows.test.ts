import { describe, expect, it } from 'vitest';
import { columnOf } from './class-list.columns';
import { capitalise, readDate, readName, readRows, readSex } from './class-list.rows';

describe('class list columns', () => {
  it.each([
    ['LRN', 'lrn'],
    ['Learner Reference Number', 'lrn'],
    ["LEARNER'S NAME (Last Name, First Name, Middle Name)", 'name'],
    ['Pangalan', 'name'],
    ['Apelyido', 'last'],
    ['Unang Pangalan', 'first'],
    ['SEX (M/F)', 'sex'],
    ['Kasarian', 'sex'],
    ['BIRTH DATE (mm/dd/yyyy)', 'birthDate'],
    ['Petsa ng Kapanganakan', 'birthDate'],
    ['Parent/Guardian', 'parent'],
    ['Magulang o Tagapag-alaga', 'parent'],
    ['Contact No.', 'contact'],
    ['Numero ng Telepono', 'contact'],
  ])('reads %s as %s', (header, column) => expect(columnOf(header)).toBe(column));

  it('ignores unknown headers', () => expect(columnOf('Remarks')).toBeUndefined());
});

describe('class list values', () => {
  it.each([
    ['M', 'male'],
    ['f', 'female'],
    ['Male', 'male'],
    ['FEMALE', 'female'],
    ['Lalaki', 'male'],
    ['babae', 'female'],
    ['X', null],
    ['', null],
  ])('reads sex %j as %j', (v, g) => expect(readSex(v)).toBe(g));

  it.each([
    ['2019-06-15', '2019-06-15'],
    ['06/15/2019', '2019-06-15'],
    ['6/5/2019', '2019-06-05'],
    ['15/06/2019', '2019-06-15'],
    ['June 15, 2019', '2019-06-15'],
    ['15 Hunyo 2019', '2019-06-15'],
    ['02/30/2019', null],
    ['yesterday', null],
  ])('reads birth date %j as %j', (v, d) => expect(readDate(v)).toBe(d));

  it('title-cases names written in capitals only, keeping ñ, NG and suffixes right', () => {
    expect(capitalise('PEÑA')).toBe('Peña');
    expect(capitalise('NG')).toBe('Ng');
    expect(capitalise('JUAN DELA CRUZ III')).toBe('Juan Dela Cruz III');
    expect(capitalise('ANNE-MARIE JR')).toBe('Anne-Marie Jr.');
    expect(capitalise('Ma. Cristina dela Cruz')).toBe('Ma. Cristina dela Cruz');
  });

  it('builds a name from LIS columns or its comma form, and keeps a one-column name with a suffix', () => {
    expect(readName(null, 'DELA CRUZ', 'JUAN', 'SANTOS', 'JR')).toBe('Juan S. Dela Cruz Jr.');
    expect(readName('NG, MARIA NIÑA, REYES', null, null, null, null)).toBe('Maria Niña R. Ng');
    expect(readName('Niño Peña, Jr.', null, null, null, null)).toBe('Niño Peña, Jr.');
    expect(readName(null, 'Ng', 'Ana', '-', null)).toBe('Ana Ng');
  });

  it('skips LIS total lines and finds the header below a title', () => {
    const read = readRows(
      [
        { line: 1, cells: ['School Form 1'] },
        { line: 3, cells: ['Name', 'Sex'] },
        { line: 4, cells: ['Juan', 'M'] },
        { line: 5, cells: ['<=== TOTAL MALE', '1'] },
      ],
      300,
    );
    expect(read.kind === 'rows' && read.rows.map((r) => [r.line, r.name])).toEqual([[4, 'Juan']]);
  });
});
