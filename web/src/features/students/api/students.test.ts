import type { Student } from '@aralin/contract';
import { describe, expect, it } from 'vitest';
import { barPercent, rewardImage, rewardsTally, statusTone } from './progress-view';
import { signInSheetFileName } from './sign-in-sheet';
import { classListFileName } from './class-list';
import { matchesSearch } from './student-search';
import { AddStudentForm, EditStudentForm, EMPTY_STUDENT, studentPasswordProblem, valuesFromStudent } from './student-form';

const student: Student = {
  id: 5,
  name: 'Ana Cruz',
  gender: 'female',
  parent_guardian: 'Liza Cruz',
  parent_name: 'Liza Cruz',
  contact_number: '0917 123 4567',
  lrn: null,
  birth_date: null,
  section: null,
  section_name: null,
  is_locked: false,
  locked_until: null,
  created_at: '2026-01-01T00:00:00Z',
  consent_at: null,
  consent_by: null,
};

const filled = { name: 'Ana', parent_guardian: 'Liza', contact_number: '09171234567', gender: 'female', consent: true };
const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('AddStudentForm (spec §5)', () => {
  it('asks for a strong, confirmed password', () => {
    expect(messagesOf(AddStudentForm.safeParse({ ...filled, password: 'weak', confirm_password: 'weak' }))).toContain(
      'studentPasswordWeak',
    );
    expect(messagesOf(AddStudentForm.safeParse({ ...filled, password: 'Bata#2026', confirm_password: 'Bata#2027' }))).toContain(
      'studentPasswordWeak',
    );
    expect(AddStudentForm.safeParse({ ...filled, password: 'Bata#2026', confirm_password: 'Bata#2026' }).success).toBe(true);
  });

  it('asks for parental consent', () => {
    const result = AddStudentForm.safeParse({ ...filled, consent: false, password: 'Bata#2026', confirm_password: 'Bata#2026' });
    expect(messagesOf(result)).toContain('consentRequired');
  });

  it('lets a prefilled unassigned student keep their password', () => {
    expect(AddStudentForm.safeParse({ ...filled, student_id: '5', password: '', confirm_password: '' }).success).toBe(true);
  });
});

describe('EditStudentForm', () => {
  it('requires consent and a confirmed new password, but not a password', () => {
    expect(messagesOf(EditStudentForm.safeParse({ ...filled, consent: false }))).toContain('consentRequiredEdit');
    expect(EditStudentForm.safeParse({ ...filled, password: '', confirm_password: '' }).success).toBe(true);
    expect(messagesOf(EditStudentForm.safeParse({ ...filled, password: 'Bata#2026', confirm_password: '' }))).toContain(
      'passwordsDoNotMatch',
    );
  });
});

describe('valuesFromStudent', () => {
  it('prefills details, never the password or consent', () => {
    expect(valuesFromStudent(student, true)).toMatchObject({
      student_id: '5',
      name: 'Ana Cruz',
      parent_guardian: 'Liza Cruz',
      password: '',
      consent: false,
    });
    expect(valuesFromStudent({ ...student, gender: 'other' }, true).gender).toBe('');
    expect(valuesFromStudent({ ...student, gender: 'other' }, false)).toMatchObject({ student_id: '', gender: 'other' });
  });
});

describe('profile display', () => {
  it('counts unlocked rewards as x/y', () => {
    expect(rewardsTally([{ is_unlocked: true }, { is_unlocked: false }, { is_unlocked: true }])).toBe('2/3');
    expect(rewardsTally([])).toBe('0/0');
  });

  it('groups statuses by how they look', () => {
    expect(statusTone('completed')).toBe('done');
    expect(statusTone('passed')).toBe('done');
    expect(statusTone('in_progress')).toBe('progress');
    expect(statusTone('not_started')).toBe('todo');
    expect(statusTone('failed')).toBe('failed');
  });

  it('clamps bars and finds badge pictures', () => {
    expect(barPercent(120)).toBe(100);
    expect(barPercent(-3)).toBe(0);
    expect(barPercent(Number.NaN)).toBe(0);
    expect(barPercent(66.6)).toBe(67);
    expect(rewardImage('halo-halo-hero.svg')).toBe('/rewards/halo-halo-hero.svg');
    expect(rewardImage('/files/abc')).toBe('/files/abc');
  });

  it('names the sign-in sheet after the class code', () => {
    expect(signInSheetFileName(3, 'HSA SAJ')).toBe('sign-in-sheet-HSASAJ.pdf');
    expect(signInSheetFileName(3)).toBe('sign-in-sheet-section-3.pdf');
  });
});

describe('studentPasswordProblem', () => {
  const values = { ...EMPTY_STUDENT, password: 'Bata#2026', confirm_password: 'Bata#2026' };
  it('reports a weak or unconfirmed password even when other fields are empty', () => {
    expect(studentPasswordProblem(EMPTY_STUDENT, 'add')).toBe('studentPasswordWeak');
    expect(studentPasswordProblem({ ...values, confirm_password: '' }, 'add')).toBe('studentPasswordWeak');
    expect(studentPasswordProblem(values, 'add')).toBeNull();
  });

  it('lets edit and a prefilled student leave both blank', () => {
    expect(studentPasswordProblem(EMPTY_STUDENT, 'edit')).toBeNull();
    expect(studentPasswordProblem({ ...EMPTY_STUDENT, student_id: '4' }, 'add')).toBeNull();
    expect(studentPasswordProblem({ ...EMPTY_STUDENT, password: 'weak' }, 'edit')).toBe('studentPasswordWeak');
  });
});

describe('matchesSearch (issue 12)', () => {
  const kid = { name: 'Niño S. Peña', lrn: '136512190001' };
  it('finds a student by words of the name, ignoring case and accents', () => {
    expect(matchesSearch(kid, 'nino pena')).toBe(true);
    expect(matchesSearch(kid, 'PEÑA')).toBe(true);
    expect(matchesSearch(kid, 'maria')).toBe(false);
    expect(matchesSearch(kid, '  ')).toBe(true);
  });
  it('finds a student by LRN digits, with or without spaces', () => {
    expect(matchesSearch(kid, '0001')).toBe(true);
    expect(matchesSearch(kid, '136512 190001')).toBe(true);
    expect(matchesSearch(kid, '999')).toBe(false);
    expect(matchesSearch({ name: 'Ana', lrn: null }, '1')).toBe(false);
  });
});

describe('classListFileName', () => {
  it('names the export after the class code', () => {
    expect(classListFileName(3, 'AB-C23')).toBe('class-list-ABC23.csv');
    expect(classListFileName(3)).toBe('class-list-section-3.csv');
  });
});
