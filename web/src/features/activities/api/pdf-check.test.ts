import { describe, expect, it } from 'vitest';
import { checkPdf } from './pdf-check';

const MB = 1024 * 1024;

describe('checkPdf', () => {
  it('accepts a PDF up to 10 MB', () => {
    expect(checkPdf({ name: 'a.pdf', type: 'application/pdf', size: 10 * MB })).toBeNull();
  });
  it('accepts a .pdf the browser gave no type', () => {
    expect(checkPdf({ name: 'Worksheet.PDF', type: '', size: 100 })).toBeNull();
  });
  it('refuses other files', () => {
    expect(checkPdf({ name: 'a.png', type: 'image/png', size: 100 })).toBe('notPdf');
    expect(checkPdf({ name: 'a.pdf', type: 'text/plain', size: 100 })).toBe('notPdf');
  });
  it('refuses a PDF over 10 MB', () => {
    expect(checkPdf({ name: 'a.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toBe('tooLarge');
  });
});
