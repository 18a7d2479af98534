import { describe, expect, it } from 'vitest';
import { columnOf } from './class-list.columns';
import { zipUnpackedBytes } from './class-list.read';
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

describe('zipUnpackedBytes', () => {
  /** A ZIP with one stored entry whose central directory declares `declared` unpacked bytes. */
  function zip(declared: number): Buffer {
    const name = Buffer.from('xl/sheet.xml');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(46 + name.length, 12);
    end.writeUInt32LE(local.length + name.length, 16);
    return Buffer.concat([local, name, central, name, end]);
  }

  it('adds up what the entries declare, so a ZIP bomb is refused before it is unpacked', () => {
    expect(zipUnpackedBytes(zip(1234))).toBe(1234);
    expect(zipUnpackedBytes(zip(0xfffffff0))).toBe(0xfffffff0);
    expect(zipUnpackedBytes(zip(0xffffffff))).toBeNull();
    expect(zipUnpackedBytes(Buffer.from('PK\u0003\u0004 not really a zip'))).toBeNull();
  });
});
