/**
 * The class code and the chosen profile between the three student screens. The code stays in
 * localStorage so a shared classroom tablet remembers its class; the chosen child only for this tab.
 */
import { type Gender, normaliseClassCode } from '@aralin/contract';
import { readClassTablet } from '../../../lib/class-tablet';
import { asStudentProfileCard } from '../../../lib/shapes';
import { local, session } from '../../../lib/safe-storage';

const CLASS_CODE_KEY = 'class_code';
const STUDENT_KEY = 'selected_student';

/** The class code the child came through; a class tablet's own class (issue 13 item 4) comes first. */
export function readClassCode(): string {
  return normaliseClassCode(readClassTablet()?.code ?? local.get(CLASS_CODE_KEY) ?? '');
}

export function saveClassCode(code: string): void {
  local.set(CLASS_CODE_KEY, normaliseClassCode(code));
}

export interface SelectedStudent {
  id: number;
  name: string;
  gender: Gender;
  /** The child's own picture (issue 19), when the class list gave one. */
  avatar?: string;
}

/** False when the browser would not keep the choice (spec §8 'Error selecting student'). */
export function saveSelectedStudent(student: SelectedStudent): boolean {
  return session.set(STUDENT_KEY, JSON.stringify(student));
}

export function readSelectedStudent(): SelectedStudent | null {
  try {
    return asStudentProfileCard(JSON.parse(session.get(STUDENT_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

export function clearSelectedStudent(): void {
  session.remove(STUDENT_KEY);
}
