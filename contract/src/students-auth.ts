/** Student sign-in calls of spec §7 'Student side'. */
import { z } from 'zod';
import { AuthToken, StoredUser } from './account';

/** Gender of a student (spec §3; edit also allows other). */
export const Gender = z.enum(['male', 'female', 'other']);
export type Gender = z.infer<typeof Gender>;

/**
 * One profile on the 'PILIIN ANG IYONG PROFILE' grid: only id, name, gender and the child's own picture
 * (issue 19: a key of contract/avatars.ts, served at /avatars/<key>.svg). Never contact or guardian data.
 */
export const StudentProfileCard = z.object({ id: z.number(), name: z.string(), gender: Gender, avatar: z.string().optional() });
export type StudentProfileCard = z.infer<typeof StudentProfileCard>;

/** GET /students/get-students/{classCode}/ */
export const ClassStudentsResponse = z.array(StudentProfileCard);
export type ClassStudentsResponse = z.infer<typeof ClassStudentsResponse>;

/**
 * POST /students/login/. `code` is the class code the child came through: the sign-in is bound to it, so
 * an id alone (they are sequential) signs no one in and tells nothing (issue 17 item 3).
 */
export const StudentLoginBody = z.object({
  id: z.coerce.number({ message: 'studentNotFound' }).int('studentNotFound').positive('studentNotFound'),
  code: z.string({ message: 'classCodeRequired' }).min(1, 'classCodeRequired').max(40),
  password: z.string({ message: 'studentPasswordRequired' }).min(1, 'studentPasswordRequired').max(200),
});
export type StudentLoginBody = z.input<typeof StudentLoginBody>;

/** Answer of POST /students/login/: token, user and the class code. */
export const StudentLoginResponse = z.object({ token: AuthToken, user: StoredUser, code: z.string() });
export type StudentLoginResponse = z.infer<typeof StudentLoginResponse>;
