/** The Add and Edit Student forms (spec §5), on the contract's bodies. */
import { AddStudentBody, isStudentPasswordOk, type MessageKey, type Student, UpdateStudentBody } from '@aralin/contract';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '../../../lib/form-resolver';

/**
 * Add: every field, the consent box, and a password that meets the rules and matches its confirmation
 * ('Please meet all password requirements'). A prefilled unassigned student may keep their password.
 */
export const AddStudentForm = AddStudentBody.superRefine((b, ctx) => {
  if (b.password !== b.confirm_password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'studentPasswordWeak' });
});

/** Edit: consent required ('You must confirm parental consent.'); a new password must be confirmed. */
export const EditStudentForm = UpdateStudentBody.superRefine((b, ctx) => {
  if (b.password !== undefined && b.confirm_password !== b.password) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: 'passwordsDoNotMatch' });
  }
});

/** What the Edit form yields: the contract's update body as the schema gives it. */
export type EditedStudent = z.output<typeof EditStudentForm>;

/** What the inputs of the Add and Edit Student forms hold. */
export interface StudentFormValues {
  student_id: string;
  name: string;
  password: string;
  confirm_password: string;
  parent_guardian: string;
  contact_number: string;
  lrn: string;
  birth_date: string;
  gender: '' | 'male' | 'female' | 'other';
  consent: boolean;
}

export const EMPTY_STUDENT: StudentFormValues = {
  student_id: '',
  name: '',
  password: '',
  confirm_password: '',
  parent_guardian: '',
  contact_number: '',
  lrn: '',
  birth_date: '',
  gender: '',
  consent: false,
};

/**
 * The form filled from a student: an unassigned one being added (spec §2 'can prefill'), or the one being
 * edited. Passwords and consent are never prefilled: consent is confirmed again each time.
 */
export function valuesFromStudent(student: Student, asNew: boolean): StudentFormValues {
  return {
    ...EMPTY_STUDENT,
    student_id: asNew ? String(student.id) : '',
    name: student.name,
    parent_guardian: student.parent_guardian,
    contact_number: student.contact_number,
    lrn: student.lrn ?? '',
    birth_date: student.birth_date ?? '',
    gender: asNew && student.gender === 'other' ? '' : student.gender,
  };
}

/**
 * The password's problem, checked on its own: zod skips a form's cross-field rules while any field is
 * empty, and the teacher should hear about a weak password at the same time as the other mistakes.
 */
export function studentPasswordProblem(values: StudentFormValues, mode: 'add' | 'edit'): MessageKey | null {
  const optional = mode === 'edit' || values.student_id !== '';
  if (optional && values.password === '' && values.confirm_password === '') return null;
  if (!isStudentPasswordOk(values.password)) return 'studentPasswordWeak';
  if (mode === 'add' && values.password !== values.confirm_password) return 'studentPasswordWeak';
  return null;
}

/**
 * The resolver of the Add or Edit Student form: the contract's schema (its output is the body sent) plus
 * the password check above.
 */
function studentResolver<Out>(
  schema: Resolver<StudentFormValues, unknown, Out>,
  mode: 'add' | 'edit',
): Resolver<StudentFormValues, unknown, Out> {
  return async (values, context, options) => {
    const result = await schema(values, context, options);
    const problem = studentPasswordProblem(values, mode);
    if (!problem || result.errors.password) return result;
    return { values: {}, errors: { ...result.errors, password: { type: 'validate', message: problem } } };
  };
}

/** Add Student: submits the contract's `AddStudentBody`, as parsed, to the add call. */
export const addStudentResolver = (): Resolver<StudentFormValues, unknown, AddStudentBody> =>
  studentResolver(contractResolver<StudentFormValues, typeof AddStudentForm>(AddStudentForm), 'add');

/** Edit Student: submits the contract's update body, as parsed. */
export const editStudentResolver = (): Resolver<StudentFormValues, unknown, EditedStudent> =>
  studentResolver(contractResolver<StudentFormValues, typeof EditStudentForm>(EditStudentForm), 'edit');
