/** Pure rules of the Settings form (spec §2 'Settings', §5 'Profile', 'Image uploads accept image/* only'). */
import { type BodyOf, EditProfileBody, limits, type MessageKey, type routes } from '@aralin/contract';

export interface SettingsValues {
  username: string;
  email: string;
  current_password?: string;
  password?: string;
  confirm_password?: string;
}

/**
 * The form's schema: the contract's body (blank passwords mean no change; 'New password and confirmation
 * do not match.'), and the current password whenever the password or the email changes.
 */
export const settingsSchema = (savedEmail: string) =>
  EditProfileBody.superRefine((b, ctx) => {
    const changesEmail = b.email.toLowerCase() !== savedEmail.toLowerCase();
    if ((b.password !== undefined || changesEmail) && b.current_password === undefined) {
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: 'currentPasswordRequired' });
    }
  });

/** Why an avatar file is refused, or null when it is a usable image. */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): MessageKey | null {
  if (!file.type.startsWith('image/')) return 'imageOnly';
  if (file.size > limits.imageMaxBytes) return 'imageTooLarge';
  return null;
}

/** PATCH /management/edit-profile/: JSON, or multipart when a new avatar goes with it. Blank fields are left out. */
export function profileRequestBody(values: SettingsValues, avatar: File | null): FormData | BodyOf<typeof routes.management.editProfile> {
  const passwords: Record<string, string> = {};
  // The form hands over zod's output, where a blank password field is already undefined.
  for (const key of ['current_password', 'password', 'confirm_password'] as const) {
    const value = values[key];
    if (value) passwords[key] = value;
  }
  const fields = { username: values.username.trim(), email: values.email.trim(), ...passwords };
  if (!avatar) return fields;
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('avatar', avatar);
  return data;
}
