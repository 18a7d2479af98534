import { describe, expect, it } from 'vitest';
import { AddStudentBody, AddTeacherBody, DeleteSectionBody, DeleteTeacherBody, EditProfileBody, UpdateStudentBody } from './index';
import { REWARDS, rewardById } from './rewards';
import { messages } from './messages';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]);

const student = {
  name: 'Juan',
  password: 'Bata#2024x',
  parent_guardian: 'Rosa',
  contact_number: '0917 123 4567',
  gender: 'male',
  consent: 'on',
};

describe('staff form schemas', () => {
  it('reads multipart text like JSON values', () => {
    expect(AddStudentBody.parse({ ...student, student_id: '7' })).toMatchObject({ student_id: 7, consent: true });
    expect(AddTeacherBody.parse({ username: 'maria', email: 'M@X.com', password: 'Guro#2024', organizationalId: '3' })).toMatchObject({
      email: 'm@x.com',
      organizationalId: 3,
    });
    expect(DeleteSectionBody.parse({ students: [{ id: '1', new_section_id: '' }] })).toEqual([{ id: 1, new_section_id: null }]);
    expect(DeleteSectionBody.parse(undefined)).toEqual([]);
    expect(DeleteTeacherBody.parse({ is_active: false })).toEqual({ permanent: false, reassignTo: undefined });
    expect(DeleteTeacherBody.parse({ permanent: 'true', reassign_to: '4' })).toEqual({ permanent: true, reassignTo: 4 });
  });

  it("gives the spec's messages", () => {
    expect(issues(AddTeacherBody.safeParse({}))).toEqual([
      ['username', 'teacherFieldsRequired'],
      ['email', 'teacherFieldsRequired'],
      ['password', 'teacherFieldsRequired'],
    ]);
    expect(issues(AddStudentBody.safeParse({ ...student, consent: undefined }))).toEqual([['consent', 'consentRequired']]);
    expect(issues(AddStudentBody.safeParse({ ...student, confirm_password: 'x' }))).toEqual([['password', 'studentPasswordWeak']]);
    expect(issues(UpdateStudentBody.safeParse({ ...student, gender: 'other', consent: false }))).toEqual([
      ['consent', 'consentRequiredEdit'],
    ]);
    expect(
      issues(EditProfileBody.safeParse({ username: 'maria', email: 'm@x.com', password: 'Guro#2024', confirm_password: 'Guro#2025' })),
    ).toEqual([['confirm_password', 'newPasswordMismatch']]);
  });

  it('lets an unassigned student keep their password, but a new one needs it', () => {
    expect(AddStudentBody.safeParse({ ...student, student_id: 3, password: '' }).success).toBe(true);
    expect(issues(AddStudentBody.safeParse({ ...student, password: '' }))).toEqual([['password', 'studentPasswordWeak']]);
  });
});

describe('rewards catalogue', () => {
  it('has the eight named rewards of spec §3, ids 10 to 17, described in both languages', () => {
    expect(REWARDS.map((r) => [r.id, r.name])).toEqual([
      [10, 'Halo-Halo Hero'],
      [11, 'Parol Performer'],
      [12, 'Leche Flan Learner'],
      [13, 'Champorado Chaser'],
      [14, 'Turon Tryer'],
      [15, 'Buko Brainiac'],
      [16, 'Taho Topper'],
      [17, 'Jeepney Journeyman'],
    ]);
    for (const r of REWARDS) {
      expect(r.description.length).toBeGreaterThan(10);
      expect(r.description_en.length).toBeGreaterThan(10);
      expect(r.description).not.toBe(r.description_en);
    }
    expect(rewardById(15)?.name).toBe('Buko Brainiac');
    expect(rewardById(9)).toBeUndefined();
  });
});

describe('staff messages', () => {
  it('keep their placeholders in both languages', () => {
    for (const key of ['teacherDeactivated', 'teacherDeleted', 'teacherRestored', 'studentUnlocked'] as const) {
      expect(messages[key].en).toContain('{{name}}');
      expect(messages[key].tl).toContain('{{name}}');
    }
  });
});
