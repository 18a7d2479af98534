import { describe, expect, it } from 'vitest';
import { avatarProblem, profileRequestBody, settingsSchema } from './settings-form';

const values = { username: 'guro.santos', email: 'guro@school.ph', current_password: '', password: '', confirm_password: '' };
const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('settingsSchema (spec §5 Profile)', () => {
  const schema = settingsSchema('guro@school.ph');

  it('treats blank password fields as no change', () => {
    expect(schema.safeParse(values).success).toBe(true);
  });

  it('says when the new password and its confirmation differ', () => {
    const result = schema.safeParse({ ...values, current_password: 'Old#2026a', password: 'New#2026a', confirm_password: 'New#2026b' });
    expect(messagesOf(result)).toContain('newPasswordMismatch');
  });

  it('asks for the current password to change the password or the email', () => {
    expect(messagesOf(schema.safeParse({ ...values, password: 'New#2026a', confirm_password: 'New#2026a' }))).toContain(
      'currentPasswordRequired',
    );
    expect(messagesOf(schema.safeParse({ ...values, email: 'new@school.ph' }))).toContain('currentPasswordRequired');
    expect(schema.safeParse({ ...values, email: 'GURO@school.ph' }).success).toBe(true);
  });
});

describe('avatarProblem', () => {
  it('accepts images up to 5MB only', () => {
    expect(avatarProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarProblem({ type: 'application/pdf', size: 1000 })).toBe('imageOnly');
    expect(avatarProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe('imageTooLarge');
  });
});

describe('profileRequestBody', () => {
  it('leaves blank password fields out of a JSON body', () => {
    expect(profileRequestBody({ ...values, username: ' guro ' }, null)).toEqual({ username: 'guro', email: 'guro@school.ph' });
  });

  it('leaves out what zod turned into undefined', () => {
    const body = profileRequestBody(
      { username: 'guro', email: 'guro@school.ph', password: undefined },
      new File(['x'], 'me.png', { type: 'image/png' }),
    );
    expect([...(body as FormData).keys()]).toEqual(['username', 'email', 'avatar']);
  });

  it('sends multipart with the avatar', () => {
    const body = profileRequestBody({ ...values, current_password: 'Old#2026a' }, new File(['x'], 'me.png', { type: 'image/png' }));
    expect(body).toBeInstanceOf(FormData);
    expect([...(body as FormData).keys()]).toEqual(['username', 'email', 'current_password', 'avatar']);
  });
});
