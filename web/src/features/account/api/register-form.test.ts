import { describe, expect, it } from 'vitest';
import { RegisterForm } from './register-form';

const issues = (v: Record<string, unknown>) => {
  const r = RegisterForm.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the register form', () => {
  it('says the confirmation differs even when the password itself is refused (34 characters)', () => {
    const long = `Aa1!${'x'.repeat(30)}`;
    expect(issues({ username: 'maestra', email: 'm@x.ph', password: long, confirm: `${long}y`, role: 'teacher' })).toContain(
      'confirm:passwordsDoNotMatch',
    );
  });

  it('is quiet about the confirmation when the two agree', () => {
    const ok = 'Guro#2024x';
    expect(issues({ username: 'maestra', email: 'm@x.ph', password: ok, confirm: ok, role: 'teacher' })).toEqual([]);
  });
});
