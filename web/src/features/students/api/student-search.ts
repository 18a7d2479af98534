/** The search over a section's students (issue 12): by name, ignoring case and accents, or by LRN digits. */
import type { Student } from '@aralin/contract';

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** True when the student's name holds every word typed (Nino finds Niño), or their LRN holds the digits typed. */
export function matchesSearch(student: Pick<Student, 'name' | 'lrn'>, query: string): boolean {
  const q = fold(query).trim();
  if (q === '') return true;
  const digits = q.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) return (student.lrn ?? '').includes(digits);
  const name = fold(student.name);
  return q.split(/\s+/).every((word) => name.includes(word));
}
