/** The Add/Edit Teacher form (spec §5): the contract's bodies, plus a confirmation that must match. */
import { AddTeacherBody, checkAccountPassword, isPasswordOk, UpdateTeacherBody } from '@aralin/contract';

const confirmMatches = <T extends { password?: string; confirm_password?: string }>(b: T) => b.password === b.confirm_password;
const mismatch = { path: ['confirm_password'], message: 'passwordsDoNotMatch' };

/** Add: username, email and password required ('Username, email, and password are required to add a teacher.'). */
export const AddTeacherForm = AddTeacherBody.refine(confirmMatches, mismatch);

/** Edit: the password may stay blank ('Leave blank to keep current'); when given it must be confirmed. */
export const EditTeacherForm = UpdateTeacherBody.refine(confirmMatches, mismatch);

export interface TeacherFormValues {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  confirm_password: string;
}

/** Save is enabled once the password rules hold; on edit a blank password also counts (spec §5). */
export function canSaveTeacher(mode: 'add' | 'edit', password: string): boolean {
  if (mode === 'edit' && password === '') return true;
  return isPasswordOk(checkAccountPassword(password));
}
