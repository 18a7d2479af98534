import { describe, expect, it } from 'vitest';
import { AddTeacherForm, canSaveTeacher, EditTeacherForm } from './teacher-form';

const base = { username: 'guro.cruz', email: 'Cruz@School.PH', first_name: '', last_name: '' };

describe('AddTeacherForm (spec §5)', () => {
  it('needs username, email and password', () => {
    const result = AddTeacherForm.safeParse({ ...base, username: ' ', password: '', confirm_password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('teacherFieldsRequired');
  });

  it('needs the confirmation to match', () => {
    const result = AddTeacherForm.safeParse({ ...base, password: 'Guro#2026a', confirm_password: 'Guro#2026b' });
    expect(result.error?.issues.find((i) => i.path[0] === 'confirm_password')?.message).toBe('passwordsDoNotMatch');
  });

  it('accepts a valid teacher and lower-cases the email', () => {
    const result = AddTeacherForm.safeParse({ ...base, password: 'Guro#2026a', confirm_password: 'Guro#2026a' });
    expect(result.success && result.data.email).toBe('cruz@school.ph');
  });
});

describe('EditTeacherForm', () => {
  it('keeps the password when both password fields are blank', () => {
    expect(EditTeacherForm.safeParse({ ...base, password: '', confirm_password: '' }).success).toBe(true);
  });

  it('rejects a new password without its confirmation', () => {
    expect(EditTeacherForm.safeParse({ ...base, password: 'Guro#2026a', confirm_password: '' }).success).toBe(false);
  });
});

describe('canSaveTeacher', () => {
  it('waits for the password rules, except a blank password on edit', () => {
    expect(canSaveTeacher('add', '')).toBe(false);
    expect(canSaveTeacher('add', 'weak')).toBe(false);
    expect(canSaveTeacher('add', 'Guro#2026a')).toBe(true);
    expect(canSaveTeacher('edit', '')).toBe(true);
    expect(canSaveTeacher('edit', 'weak')).toBe(false);
  });
});
